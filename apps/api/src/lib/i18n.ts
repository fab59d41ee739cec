// Server-side wording: every message the API answers with goes through here, in en, ar or fr.
import { DEFAULT_LANGUAGE, LANGUAGES, isApiMessageKey, toLanguage, translateApiMessage, type ApiMessageKey, type Language } from '@wefe/contract';

export type MessageKey = ApiMessageKey;
export type MessageParams = Record<string, string | number>;

/** The message for a key in a language, with `{name}` placeholders filled. */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  return translateApiMessage(language, key, params);
}

/** True when a string is one of the API's message keys. */
export const isMessageKey = isApiMessageKey;

/**
 * The language of a request: the `lang` header first (the web sends it explicitly),
 * then Accept-Language by preference order, then English.
 */
export function languageFromHeaders(langHeader: unknown, acceptLanguage: unknown): Language {
  const explicit = typeof langHeader === 'string' ? toLanguage(langHeader) : undefined;
  if (explicit) return explicit;
  if (typeof acceptLanguage === 'string') {
    const ranked = acceptLanguage
      .split(',')
      .slice(0, 20)
      .map((part, index) => {
        const [tag = '', ...rest] = part.trim().split(';');
        const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
        const weight = q ? Number(q.slice(2)) : 1;
        return { language: toLanguage(tag), weight: Number.isFinite(weight) ? weight : 0, index };
      })
      .filter((entry) => entry.language && entry.weight > 0)
      .sort((a, b) => b.weight - a.weight || a.index - b.index);
    if (ranked[0]?.language) return ranked[0].language;
  }
  return DEFAULT_LANGUAGE;
}

export { LANGUAGES };
