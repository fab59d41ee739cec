import { LANGUAGES, type Language } from '@wefe/contract/constants';
import { Menu, MenuRadioGroup } from '@/components/ui/dropdown-menu';
import { GlobeIcon } from '@/components/ui/icons';
import { chooseLanguage, LANGUAGE_NAMES, useLanguage, useTranslation } from '@/lib/i18n';

const CHOICES = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language], lang: language }));

/** The header's language menu: English, العربية, Français, each named in itself. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Menu
      align="end"
      triggerLabel={t('header.language.current', { language: LANGUAGE_NAMES[language] })}
      trigger={
        <>
          <GlobeIcon />
          <span lang={language} className="max-sm:sr-only">
            {LANGUAGE_NAMES[language]}
          </span>
        </>
      }
    >
      <MenuRadioGroup<Language> value={language} onValueChange={(next) => void chooseLanguage(next)} choices={CHOICES} />
    </Menu>
  );
}
