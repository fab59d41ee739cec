// The message box's live counter: 'n / 2000' on screen, and 'n characters left' (or '... too many')
// said politely to screen readers as the text changes.
import { useLanguage, useTranslation } from '@/lib/i18n';

/** The counter's text; render it inside the field's hint, which the box is described by. */
export function CharacterCounter({ count, max }: { count: number; max: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = new Intl.NumberFormat(language);
  const remaining = max - count;
  return (
    <span className="flex justify-end">
      <span aria-hidden="true" className={remaining < 0 ? 'font-semibold text-red-700' : undefined}>
        {number.format(count)} / {number.format(max)}
      </span>
      <span aria-live="polite" className="sr-only">
        {remaining >= 0 ? t('contact.form.counter_left', { count: remaining }) : t('contact.form.counter_over', { count: -remaining })}
      </span>
    </span>
  );
}
