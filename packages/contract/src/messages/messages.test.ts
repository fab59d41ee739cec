import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../limits.ts';
import { apiMessages } from './index.ts';

describe('API message catalogues', () => {
  const englishKeys = Object.keys(apiMessages.en).sort();

  it.each(LANGUAGES)('%s has exactly the English keys, none empty', (language) => {
    const catalogue = apiMessages[language];
    expect(Object.keys(catalogue).sort()).toEqual(englishKeys);
    for (const key of englishKeys) {
      expect(catalogue[key as keyof typeof catalogue].trim(), `${language}:${key}`).not.toBe('');
    }
  });

  it.each(LANGUAGES)('%s keeps every {placeholder} of the English text', (language) => {
    for (const key of englishKeys) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      const k = key as keyof (typeof apiMessages)['en'];
      expect(placeholders(apiMessages[language][k]), `${language}:${key}`).toEqual(placeholders(apiMessages.en[k]));
    }
  });

  it('Arabic and French are translations, not English copies', () => {
    for (const key of englishKeys) {
      const k = key as keyof (typeof apiMessages)['en'];
      expect(apiMessages.ar[k], key).not.toBe(apiMessages.en[k]);
      expect(apiMessages.fr[k], key).not.toBe(apiMessages.en[k]);
    }
  });
});
