// The language an item is written in (its `content_language`): the choice in the add and edit forms,
// the lists' filter, and the small badge a card shows when the item is not in the reader's language.
import { LANGUAGES, type Language } from '@wefe/contract';
import { SelectField } from '@/components/ui/form';
import { LANGUAGE_NAMES, useLanguage, useTranslation } from '@/lib/i18n';

/** The choices, each named in its own language (as language pickers do). */
export const CONTENT_LANGUAGE_OPTIONS: readonly { value: Language; label: string }[] = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/** A language's name in the reader's language ('Arabic', 'arabe', 'العربية'). */
export function languageNameIn(language: Language, reader: Language): string {
  return new Intl.DisplayNames([reader], { type: 'language' }).of(language) ?? LANGUAGE_NAMES[language];
}

/** "In Arabic" on a card whose item is not written in the reader's language; nothing otherwise. */
export function ContentLanguageBadge({ language, className }: { language: Language; className?: string }) {
  const { t } = useTranslation();
  const reader = useLanguage();
  if (language === reader) return null;
  return (
    <span className={`inline-flex items-center rounded-full border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-700 ${className ?? ''}`}>
      {t('common.content_language.badge', { language: languageNameIn(language, reader) })}
    </span>
  );
}

/**
 * The form's "Language of this item": '' (not chosen yet) shows the interface language, which is what
 * the server records when nothing is sent.
 */
export function ContentLanguageField({ label, value, onChange, error, disabled }: { label: string; value: string; onChange: (value: string) => void; error?: readonly string[]; disabled?: boolean }) {
  const { t } = useTranslation();
  const reader = useLanguage();
  return (
    <SelectField
      label={label}
      name="content_language"
      value={value || reader}
      onChange={onChange}
      options={CONTENT_LANGUAGE_OPTIONS}
      hint={t('common.content_language.hint')}
      error={error}
      disabled={disabled}
    />
  );
}

/** The lists' language filter: every language, or one. */
export function contentLanguageFilterOptions(allLabel: string): { value: Language | ''; label: string }[] {
  return [{ value: '', label: allLabel }, ...CONTENT_LANGUAGE_OPTIONS];
}
