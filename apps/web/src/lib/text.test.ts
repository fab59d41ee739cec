import { describe, expect, it } from 'vitest';
import { excerpt } from './text';

describe('excerpt', () => {
  it("keeps the first characters and adds '...' only when the text is longer", () => {
    expect(excerpt('Short text.', 100)).toBe('Short text.');
    expect(excerpt('a'.repeat(100), 100)).toBe('a'.repeat(100));
    expect(excerpt(`${'a'.repeat(99)} bcd`, 100)).toBe(`${'a'.repeat(99)}...`);
    expect(excerpt('  spaced\n\nout  ', 100)).toBe('spaced out');
    expect(excerpt(null, 100)).toBe('');
  });
});
