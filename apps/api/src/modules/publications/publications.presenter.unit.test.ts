import { describe, expect, it } from 'vitest';
import { formatDate } from './publications.presenter.ts';

describe('formatDate', () => {
  it('writes a date the spec’s way in each language, whatever language came before', () => {
    // Interleaved, as a list's rows are for readers in three languages: no formatter keeps another's language.
    const shown = ['en', 'fr', 'ar', 'en'].map((language) => formatDate('2024-03-05', language as 'en' | 'fr' | 'ar'));
    expect(shown[0]).toBe('5 Mar 2024');
    expect(shown[1]).toBe('5 mars 2024');
    expect(shown[2]).toMatch(/٥|5/);
    expect(shown[2]).toContain('مارس');
    expect(shown[3]).toBe('5 Mar 2024');
  });

  it('gives back what is not a date as it came', () => {
    expect(formatDate('not-a-date', 'en')).toBe('not-a-date');
  });
});
