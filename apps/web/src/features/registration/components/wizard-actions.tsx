// Previous and Next (or the final submit) at the foot of each wizard step, with the busy labels of
// the spec: 'Processing...' on the way through, 'Submitting...' on the last step.
import { buttonStyles } from '@/components/ui/button-styles';
import { ArrowEndIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';

export interface WizardActionsProps {
  step: number;
  totalSteps: number;
  busy: boolean;
  onPrevious: () => void;
}

/** The step's buttons; Next is the form's submit button. */
export function WizardActions({ step, totalSteps, busy, onPrevious }: WizardActionsProps) {
  const { t } = useTranslation();
  const last = step === totalSteps;
  const label = busy ? (last ? t('registration.wizard.submitting') : t('registration.wizard.processing')) : last ? t('registration.wizard.submit') : t('registration.wizard.next');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
      {step > 1 ? (
        <button type="button" onClick={onPrevious} disabled={busy} className={buttonStyles.secondary}>
          <ArrowEndIcon className="size-4 rotate-180" />
          {t('registration.wizard.previous')}
        </button>
      ) : (
        <span />
      )}
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonStyles.primary}>
        {label}
        {!last && !busy && <ArrowEndIcon className="size-4" />}
      </button>
    </div>
  );
}
