// Pieces both wizards share around their steps: the step heading (focused when the step changes), the
// error box, the resume notice and the note on a step that is already done.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FormAlert, joinMessages } from '@/components/ui/form';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { registrationFieldLabel, type StepFailure } from './step-failure';
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

/**
 * What a refused step says above its fields. With field errors: the spec's summary, "Please fix the
 * following issues:" and one line per field (each also beside its field), never a generic "The given
 * data was invalid." on top; with `summary` off (a one-field step) the field says it alone. Without
 * field errors: the registration's error text. Messages of fields not on the step join either.
 */
export function StepErrorBox({ failure, summary = true, entity = false }: { failure: StepFailure | null; summary?: boolean; entity?: boolean }) {
  const { t } = useTranslation();
  if (!failure) return null;
  const fields = Object.entries(failure.fieldErrors);
  if (fields.length > 0 && !summary && failure.otherMessages.length === 0) return null;
  return (
    <FormAlert>
      {fields.length > 0 && summary ? (
        <>
          <p className="font-semibold">{t('registration.wizard.fix_fields')}</p>
          <ul className="mt-1 list-disc ps-5">
            {fields.map(([field, messages]) => (
              <li key={field}>
                {registrationFieldLabel(field, t, entity)}: {joinMessages(messages)}
              </li>
            ))}
          </ul>
        </>
      ) : fields.length === 0 ? (
        <p>{failure.message}</p>
      ) : null}
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
