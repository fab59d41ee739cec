// Pieces both wizards share around their steps: the step heading (focused when the step changes), the
// error box, the resume notice and the note on a step that is already done.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { StepFailure } from './step-failure';
import type { ResumeNotice } from './use-registration-resume';

/** "Step 2 of 4: Email Verification", focused after moving between steps so screen readers follow. */
export function StepHeading({ step, total, name }: { step: number; total: number; name: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    ref.current?.focus();
  }, [step]);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-xl font-bold text-brand-800 outline-none">
      <span className="block text-sm font-semibold text-brand-600">{t('registration.wizard.step_of', { step, total })}</span>
      {name}
    </h2>
  );
}

/** The registration's error text, with any server messages that belong to no field on the step. */
export function StepErrorBox({ failure }: { failure: StepFailure | null }) {
  if (!failure) return null;
  return (
    <FormAlert>
      <p>{failure.message}</p>
      {failure.otherMessages.length > 0 && (
        <ul className="mt-1 list-disc ps-5">
          {failure.otherMessages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </FormAlert>
  );
}

/** Says why a saved registration did not resume. */
export function ResumeNoticeBox({ notice }: { notice: ResumeNotice | undefined }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <div role="status" className="rounded-lg border border-water-light/40 bg-water-soft p-3 text-water-dark">
      {notice === 'completed' && (
        <>
          {t('registration.wizard.resume_completed')}{' '}
          <Link to={paths.auth.login.getHref()} className="font-semibold underline">
            {t('registration.wizard.go_to_login')}
          </Link>
        </>
      )}
      {notice === 'restart' && t('registration.wizard.resume_restart')}
      {notice === 'failed' && t('registration.wizard.resume_failed')}
    </div>
  );
}

/** Shown on a step the server already has, when the member came back to it with Previous. */
export function StepDoneNote() {
  const { t } = useTranslation();
  return <p className="rounded-lg bg-food-soft p-3 text-food-dark">{t('registration.wizard.step_done')}</p>;
}
