// 'Resend Code': disabled for the 60-second cooldown, counting down as 'Resend Code (n)'; a 429
// restarts the countdown from the server's Retry-After.
import { RESEND_COOLDOWN_SECONDS } from '@wefe/contract';
import { useState } from 'react';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useResendVerificationCode } from '../api/resend-verification-code';
import type { RegistrationRef } from '../api/registration-request';
import { useCountdown } from './use-countdown';

export interface ResendCodeButtonProps {
  registration: RegistrationRef;
  /** Seconds until a new code may be asked for when the step opens (the status' resend_available_in). */
  initialSeconds: number;
}

/** The resend button with its countdown and the answer of the last attempt. */
export function ResendCodeButton({ registration, initialSeconds }: ResendCodeButtonProps) {
  const { t } = useTranslation();
  const { remaining, restart } = useCountdown(initialSeconds);
  const resend = useResendVerificationCode();
  const [feedback, setFeedback] = useState<{ kind: 'sent' | 'error'; text: string } | null>(null);

  const onClick = () => {
    setFeedback(null);
    resend.mutate(registration, {
      onSuccess: (message) => {
        setFeedback({ kind: 'sent', text: message || t('registration.verify.code_sent') });
        restart(RESEND_COOLDOWN_SECONDS);
      },
      onError: (error) => {
        setFeedback({ kind: 'error', text: apiErrorMessage(error, t) });
        if (isApiError(error) && error.status === 429) restart(error.retryAfterSeconds ?? RESEND_COOLDOWN_SECONDS);
      },
    });
  };

  const label = resend.isPending
    ? t('registration.verify.resending')
    : remaining > 0
      ? t('registration.verify.resend_countdown', { seconds: remaining })
      : t('registration.verify.resend');

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={onClick}
        disabled={remaining > 0 || resend.isPending}
        className="font-semibold text-brand-700 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
      >
        {label}
      </button>
      <p role="status" className={`text-sm ${feedback?.kind === 'error' ? 'text-red-700' : 'text-food-dark'}`}>
        {feedback?.text}
      </p>
    </div>
  );
}
