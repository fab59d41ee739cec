// /register and /auth/signup: choose an individual or an entity account (spec part 1, 'Sign-up
// choice'). Sign Up stays disabled until one is chosen.
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormPage } from '@/components/ui/form-page';
import { BuildingIcon, PersonIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';

type AccountType = 'individual' | 'entity';

const CHOICES = [
  { value: 'individual', Icon: PersonIcon, href: paths.register.individual.getHref() },
  { value: 'entity', Icon: BuildingIcon, href: paths.register.entity.getHref() },
] as const;

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<AccountType | null>(null);
  const descriptionId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = CHOICES.find((entry) => entry.value === choice);
    if (chosen) void navigate(chosen.href);
  };

  return (
    <FormPage title={t('pages.register')} subtitle={t('registration.choice.subtitle')} width="wide">
      <form onSubmit={onSubmit} className="space-y-6">
        <fieldset>
          <legend className="mb-4 text-lg font-semibold text-slate-800">{t('registration.choice.legend')}</legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {CHOICES.map(({ value, Icon }) => (
              <label
                key={value}
                className="flex cursor-pointer flex-col gap-3 rounded-xl border-2 border-slate-200 p-5 hover:border-brand-500 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
              >
                <span className="flex items-center justify-between gap-3">
                  <span className="flex items-center gap-3">
                    <Icon className="size-8 text-brand-700" />
                    <span id={`${descriptionId}-${value}-title`} className="text-lg font-bold text-brand-800">
                      {t(`registration.choice.${value}_title`)}
                    </span>
                  </span>
                  <input
                    type="radio"
                    name="account_type"
                    value={value}
                    checked={choice === value}
                    onChange={() => setChoice(value)}
                    aria-labelledby={`${descriptionId}-${value}-title`}
                    aria-describedby={`${descriptionId}-${value}`}
                    className="size-5 accent-brand-700 focus-visible:outline-none"
                  />
                </span>
                <span id={`${descriptionId}-${value}`} className="text-slate-600">
                  {t(`registration.choice.${value}_description`)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" disabled={choice === null} className={`${buttonStyles.primary} w-full`}>
          {t('registration.choice.sign_up')}
        </button>
        <p className="text-center text-slate-600">
          {t('registration.choice.have_account')}{' '}
          <Link to={paths.auth.signin.getHref()} className="font-semibold text-brand-700 hover:underline">
            {t('registration.choice.sign_in')}
          </Link>
        </p>
      </form>
    </FormPage>
  );
}
