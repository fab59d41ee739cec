import { SCORE_BAND_COLORS } from '@wefe/contract';
import { describe, expect, it } from 'vitest';
import { publishedValue, scoreBandLegend, scoreText, scoreValue } from './index-format';

describe('index values', () => {
  it('reads numeric strings as scores; null, blank and text are no value', () => {
    expect(scoreValue('63.27')).toBe(63.27);
    expect(scoreValue('0.00')).toBe(0);
    expect(scoreValue(null)).toBeNull();
    expect(scoreValue(' ')).toBeNull();
    expect(scoreValue('n/a')).toBeNull();
  });

  it('shows one decimal in the reader’s language, or a dash', () => {
    expect(scoreText('63.27', 'en')).toBe('63.3');
    expect(scoreText('63.27', 'fr')).toBe('63,3');
    expect(scoreText(null, 'en')).toBe('–');
  });

  it('names the five colour bands 0-20 to 80+', () => {
    expect(scoreBandLegend('en')).toEqual([
      { label: '0-20', color: SCORE_BAND_COLORS[0] },
      { label: '20-40', color: SCORE_BAND_COLORS[1] },
      { label: '40-60', color: SCORE_BAND_COLORS[2] },
      { label: '60-80', color: SCORE_BAND_COLORS[3] },
      { label: '80+', color: SCORE_BAND_COLORS[4] },
    ]);
  });

  it('writes published values with up to two decimals', () => {
    expect(publishedValue(1204.5, 'en')).toBe('1,204.5');
    expect(publishedValue(0.123456, 'en')).toBe('0.12');
  });
});
