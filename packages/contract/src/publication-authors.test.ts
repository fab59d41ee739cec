import { describe, expect, it } from 'vitest';
import { publicationAuthorNames } from './publication-authors.ts';

describe('publicationAuthorNames', () => {
  it('splits at commas (the form asks for them) and semicolons, trims, drops empty names and repeats', () => {
    expect(publicationAuthorNames(' Amal Haddad ,Water Lab; ;Water Lab, Rami Saleh')).toEqual(['Amal Haddad', 'Water Lab', 'Rami Saleh']);
    expect(publicationAuthorNames('')).toEqual([]);
  });
});
