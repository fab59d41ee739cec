// Step 2 of both wizards: the 6-digit code mailed to the new account, and the resend button.
import { VERIFICATION_CODE_LENGTH } from '@wefe/contract';
import { CodeInput } from '@/components/ui/code-input';
import { useTranslation } from '@/lib/i18n';
import type { RegistrationRef } from '../api/registration-request';
import { ResendCodeButton } from './resend-code-button';

export interface VerifyEmailStepProps {
  otp: string;
  onOtpChange: (value: string) => void;
  error?: readonly string[] | undefined;
  /** The address the code went to, when this visit knows it. */
  email: string;
  registration: RegistrationRef;
  resendAvailableIn: number;
  /** Already verified (the user came back with Previous): nothing to type. */
  done: boolean;
}

/** The code box with its instructions and the resend button. */
export function VerifyEmailStep({ otp, onOtpChange, error, email, registration, resendAvailableIn, done }: VerifyEmailStepProps) {
  const { t } = useTranslation();
  if (done) return <p className="rounded-lg bg-food-soft p-3 text-food-dark">{t('registration.verify.already_verified')}</p>;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        {email.trim() ? (
          <>
            {t('registration.verify.instructions_to')}{' '}
            <span dir="ltr" className="font-semibold">
              {email.trim()}
            </span>
          </>
        ) : (
          t('registration.verify.instructions')
        )}
      </p>
      <CodeInput
        label={t('registration.verify.code')}
        name="otp"
        value={otp}
        onChange={onOtpChange}
        error={error}
        hint={t('registration.verify.code_hint', { length: VERIFICATION_CODE_LENGTH })}
      />
      <ResendCodeButton registration={registration} initialSeconds={resendAvailableIn} />
    </div>
  );
}
