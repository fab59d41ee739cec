// /interactive-maps (spec part 2, section 2): the title, a short introduction, a choice between the
// global and the country level (a radio group drawn as two cards), and Continue, which stays disabled
// until a level is chosen and then opens that page.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { GlobeIcon, MapPinIcon } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/page-hero';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';

type Level = 'global' | 'country';

const LEVEL_HREFS: Record<Level, () => string> = {
  global: () => paths.interactiveMaps.globalLevel.getHref(),
  country: () => paths.interactiveMaps.countryLevel.getHref(),
};

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useId();
  const [level, setLevel] = useState<Level | null>(null);

  const levels = [
    { value: 'global', title: t('maps.landing.global'), description: t('maps.landing.global_description'), icon: <GlobeIcon className="size-8" /> },
    { value: 'country', title: t('maps.landing.country'), description: t('maps.landing.country_description'), icon: <MapPinIcon className="size-8" /> },
  ] as const;

  return (
    <>
      <PageHero title={t('pages.interactive_maps')} subtitle={t('maps.landing.intro')} width="max-w-4xl" />
      <form
        className="mx-auto max-w-4xl px-4 py-10 sm:px-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (level) void navigate(LEVEL_HREFS[level]());
        }}
      >
        <fieldset>
          <legend className="text-xl font-bold text-brand-800">{t('maps.landing.choose')}</legend>
          <div className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {levels.map((option) => {
              const checked = level === option.value;
              return (
                <label
                  key={option.value}
                  className={`flex cursor-pointer gap-4 rounded-2xl border-2 bg-white p-5 shadow-sm transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${
                    checked ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:border-brand-500'
                  }`}
                >
                  <input
                    type="radio"
                    name={name}
                    value={option.value}
                    checked={checked}
                    onChange={() => setLevel(option.value)}
                    aria-labelledby={`${name}-${option.value}-title`}
                    aria-describedby={`${name}-${option.value}-description`}
                    className="mt-1 size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
                  />
                  <span className="flex flex-col gap-2">
                    <span id={`${name}-${option.value}-title`} className="flex items-center gap-3 text-lg font-semibold text-brand-800">
                      <span className="text-brand-600">{option.icon}</span>
                      {option.title}
                    </span>
                    <span id={`${name}-${option.value}-description`} className="text-slate-600">
                      {option.description}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className="mt-8 flex justify-end">
          <button type="submit" disabled={level === null} className={buttonStyles.primary}>
            {t('maps.landing.continue')}
          </button>
        </div>
      </form>
    </>
  );
}
