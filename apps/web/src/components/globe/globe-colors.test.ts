import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { NO_DATA_COLOR, SCORE_COLORS, scoreBand, scoreColor, scoreLegend } from './globe-colors';

describe('scoreColor', () => {
  it.each([
    [0, 0],
    [19.99, 0],
    [20, 1],
    [39.99, 1],
    [40, 2],
    [60, 3],
    [79.99, 3],
    [80, 4],
    [100, 4],
  ])('puts %d in band %d', (value, band) => {
    expect(scoreBand(value)).toBe(band);
    expect(scoreColor(value)).toBe(SCORE_COLORS[band]);
  });

  it('gives five distinct band colours and a grey for no data that is none of them', () => {
    expect(new Set(SCORE_COLORS).size).toBe(5);
    expect(scoreColor(null)).toBe(NO_DATA_COLOR);
    expect(scoreColor(Number.NaN)).toBe(NO_DATA_COLOR);
    expect(SCORE_COLORS).not.toContain(NO_DATA_COLOR);
  });

  it('keeps out-of-range scores in the end bands rather than failing', () => {
    expect(scoreColor(-5)).toBe(SCORE_COLORS[0]);
    expect(scoreColor(140)).toBe(SCORE_COLORS[4]);
  });
});

describe('scoreLegend', () => {
  afterEach(() => changeLanguage('en'));

  it('labels the five bands with the colours the globe fills them with, in each language', async () => {
    const labels = async (language: 'en' | 'ar' | 'fr') => {
      await changeLanguage(language);
      return scoreLegend(i18n.t, language);
    };
    const english = await labels('en');
    expect(english).toEqual([
      { label: '0–20', color: scoreColor(10) },
      { label: '20–40', color: scoreColor(30) },
      { label: '40–60', color: scoreColor(50) },
      { label: '60–80', color: scoreColor(70) },
      { label: '80 and above', color: scoreColor(90) },
    ]);
    expect((await labels('fr')).map((row) => row.label).at(-1)).toBe('80 et plus');
    // Words, not a bare '80+' that an Arabic page lays out as '+80'.
    expect((await labels('ar')).map((row) => row.label).at(-1)).toBe('80 فأكثر');
  });
});
