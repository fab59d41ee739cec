import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format';

describe('numberFormat', () => {
  it('formats in the language with the options asked for', () => {
    expect(numberFormat('fr', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(63.27)).toBe('63,3');
    expect(numberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(63.27)).toBe('63.3');
    expect(numberFormat('en').format(12345)).toBe('12,345');
  });

  it('hands back the same formatter for the same language and options, another for others', () => {
    expect(numberFormat('ar', { maximumFractionDigits: 2 })).toBe(numberFormat('ar', { maximumFractionDigits: 2 }));
    expect(numberFormat('ar', { maximumFractionDigits: 2 })).not.toBe(numberFormat('ar', { maximumFractionDigits: 0 }));
    expect(numberFormat('ar')).not.toBe(numberFormat('en'));
  });
});
