// Picks the name of a three-language record (name_en, name_ar, name_fr) in the reader's language.
import type { Language } from '@wefe/contract';

/** The record's name in `language`. */
export function nameIn(record: { name_en: string; name_ar: string; name_fr: string }, language: Language): string {
  return language === 'ar' ? record.name_ar : language === 'fr' ? record.name_fr : record.name_en;
}

/** A field's messages from a refused save, by the field's name in the request. */
export type FieldMessages = Record<string, string[]> | undefined;
