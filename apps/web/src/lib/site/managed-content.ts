// Reads a managed page's fields (spec part 1, section 3: keys title[0], title_ar[0], title_fr[0],
// description[n], description_ar[n], description_fr[n]) for one language. A language without a title
// or without paragraphs falls back to English, and says so, so the page can mark the text's language.
import { DEFAULT_LANGUAGE, type Language, type SitePage } from '@wefe/contract';

export type PageField = SitePage['fields'][string];

/** What the page shows: its title (text) and paragraphs (fields of sanitised HTML), each with its language. */
export interface ManagedContent {
  title: { text: string; language: Language } | undefined;
  paragraphs: { fields: PageField[]; language: Language };
}

const KEY_SUFFIX: Record<Language, string> = { en: '', ar: '_ar', fr: '_fr' };

/** The text of a piece of HTML, without running or loading anything (DOMParser documents are inert). */
export function htmlToText(html: string): string {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** True when a paragraph shows something: text, or media such as an image. */
function hasContent(field: PageField): boolean {
  return /<(img|iframe|video|table)\b/i.test(field.value) || htmlToText(field.value) !== '';
}

/** The fields `base[n]` of a language, in the order of n, leaving out empty ones. */
function numberedFields(page: SitePage, base: string, language: Language): PageField[] {
  const pattern = new RegExp(`^${base}${KEY_SUFFIX[language]}\\[(\\d+)\\]$`);
  return Object.entries(page.fields)
    .map(([key, field]) => ({ index: Number(pattern.exec(key)?.[1] ?? Number.NaN), field }))
    .filter(({ index, field }) => !Number.isNaN(index) && hasContent(field))
    .sort((a, b) => a.index - b.index)
    .map(({ field }) => field);
}

function inLanguageOrEnglish<T>(read: (language: Language) => T | undefined, language: Language): { value: T; language: Language } | undefined {
  for (const candidate of language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE]) {
    const value = read(candidate);
    if (value !== undefined) return { value, language: candidate };
  }
  return undefined;
}

/** The page's title and paragraphs in `language` (English where that language has none). */
export function managedContent(page: SitePage | null, language: Language): ManagedContent {
  if (!page) return { title: undefined, paragraphs: { fields: [], language } };
  const title = inLanguageOrEnglish((candidate) => {
    const [field] = numberedFields(page, 'title', candidate);
    return field ? htmlToText(field.value) || undefined : undefined;
  }, language);
  const paragraphs = inLanguageOrEnglish((candidate) => {
    const fields = numberedFields(page, 'description', candidate);
    return fields.length > 0 ? fields : undefined;
  }, language);
  return {
    title: title && { text: title.value, language: title.language },
    paragraphs: paragraphs ? { fields: paragraphs.value, language: paragraphs.language } : { fields: [], language },
  };
}
