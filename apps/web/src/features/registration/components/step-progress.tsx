// The wizard's progress markers: every step numbered and named, done steps ticked, the current one
// marked with aria-current="step".
import { CheckIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';

export interface StepProgressProps {
  /** Names of the steps, first to last. */
  steps: readonly string[];
  /** The step shown, from 1. */
  current: number;
  /** Steps before this one are done (saved on the server). */
  reached: number;
}

/** An ordered list of the wizard's steps. */
export function StepProgress({ steps, current, reached }: StepProgressProps) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('registration.wizard.progress_label')} className="flex items-start gap-2">
      {steps.map((name, index) => {
        const step = index + 1;
        const done = step < reached && step !== current;
        const isCurrent = step === current;
        return (
          <li key={name} aria-current={isCurrent ? 'step' : undefined} className="flex min-w-0 flex-1 flex-col items-center gap-1.5 text-center">
            <span
              aria-hidden="true"
              className={`flex size-9 items-center justify-center rounded-full border-2 text-sm font-bold ${
                isCurrent
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : done
                    ? 'border-food-light bg-food-light text-white'
                    : 'border-slate-300 bg-white text-slate-500'
              }`}
            >
              {done ? <CheckIcon className="size-4" /> : step}
            </span>
            <span className={`text-xs leading-tight sm:text-sm ${isCurrent ? 'font-semibold text-brand-800' : 'text-slate-600'}`}>
              <span className="sr-only">{t('registration.wizard.step_number', { step })} </span>
              {name}
              {done && <span className="sr-only"> {t('registration.wizard.step_done_marker')}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
