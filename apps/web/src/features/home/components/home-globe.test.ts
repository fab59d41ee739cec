import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { homeScoreLegend } from './home-globe';

afterEach(() => changeLanguage('en'));

describe('the home globe legend', () => {
  it('words the top band in each language, so Arabic reads it in order', async () => {
    const labels = async (language: 'en' | 'ar' | 'fr') => {
      await changeLanguage(language);
      return homeScoreLegend(i18n.t, language).map((row) => row.label);
    };
    expect(await labels('en')).toEqual(['0–20', '20–40', '40–60', '60–80', '80 and above']);
    expect((await labels('ar')).at(-1)).toMatch(/فأكثر$/);
    expect(await labels('fr')).toEqual(['0–20', '20–40', '40–60', '60–80', '80 et plus']);
  });
});
