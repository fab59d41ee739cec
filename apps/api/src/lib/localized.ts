// A row's name or text in the reader's language, falling back to English when that language is empty.
import type { Language } from '@wefe/contract';

type Named = { nameEn: string; nameAr: string; nameFr: string };

/** The name of a row in a language, falling back to English. */
export function localizedName(row: Named, language: Language): string {
  const name = language === 'ar' ? row.nameAr : language === 'fr' ? row.nameFr : row.nameEn;
  return name || row.nameEn;
}

/** One of three language variants of a text for the reader, falling back to English. */
export function localizedText(language: Language, en: string | null, ar: string | null, fr: string | null): string | null {
  return (language === 'ar' ? ar : language === 'fr' ? fr : en) || en;
}
