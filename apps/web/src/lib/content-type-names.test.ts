// Each reviewable content type is named once, in every form the screens use (issue 31); the catalogue
// test keeps Arabic and French in step with English.
import { CONTENT_TYPES, LANGUAGES } from '@wefe/contract';
import { describe, expect, it } from 'vitest';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import fr from '@/locales/fr.json';
import { CONTENT_TYPE_NAME_FORMS, contentTypeName, isContentType } from './content-type-names';
import { i18n } from './i18n';

describe('content type names', () => {
  it('name every reviewable type in every form, in every language', () => {
    for (const [language, catalogue] of Object.entries({ en, ar, fr })) {
      expect(Object.keys(catalogue.content_types).sort(), language).toEqual([...CONTENT_TYPES].sort());
      for (const type of CONTENT_TYPES) {
        const names = catalogue.content_types[type] as Record<string, string>;
        expect(Object.keys(names).sort(), `${language} ${type}`).toEqual([...CONTENT_TYPE_NAME_FORMS].sort());
        expect(Object.values(names).every((name) => name.trim().length > 0), `${language} ${type}`).toBe(true);
      }
    }
  });

  it('give a type its name in the reader’s language', () => {
    const names = Object.fromEntries(LANGUAGES.map((language) => [language, contentTypeName(i18n.getFixedT(language, 'translation'), 'news-events', 'review')]));
    expect(names).toEqual({ en: 'Review a news item or event', ar: 'مراجعة خبر أو فعالية', fr: 'Réviser une actualité ou un événement' });
  });

  it('tell content types from the other things staff handle', () => {
    expect(CONTENT_TYPES.every(isContentType)).toBe(true);
    expect(['entities', 'users', 'pages', ''].some(isContentType)).toBe(false);
  });
});
