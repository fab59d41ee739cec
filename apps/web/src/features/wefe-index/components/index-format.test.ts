import { describe, expect, it } from 'vitest';
import { publishedValue, scoreText, scoreValue } from './index-format';

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

  it('writes published values with up to two decimals', () => {
    expect(publishedValue(1204.5, 'en')).toBe('1,204.5');
    expect(publishedValue(0.123456, 'en')).toBe('0.12');
  });
});
