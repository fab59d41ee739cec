// A password box with a show/hide toggle (spec part 1, Login); used by sign-in, registration and reset.
import { useState, type InputHTMLAttributes } from 'react';
import { inputClass } from '@/components/ui/form';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';

export type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>;

/** A password input whose characters can be shown; the toggle says what it will do. */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? 'text' : 'password'} dir="ltr" className={`${inputClass} pe-11`} />
      <button
        type="button"
        aria-controls={props.id}
        onClick={() => setVisible((shown) => !shown)}
        disabled={props.disabled}
        className="absolute inset-y-0 end-0 flex items-center rounded-e-lg px-3 text-slate-600 hover:text-brand-800"
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
        <span className="sr-only">{visible ? t('common.hide_password') : t('common.show_password')}</span>
      </button>
    </div>
  );
}
