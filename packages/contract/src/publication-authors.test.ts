import { describe, expect, it } from 'vitest';
import { publicationAuthorNames } from './publication-authors.ts';

describe('publicationAuthorNames', () => {
  it('splits at semicolons, trims, drops empty names and repeats', () => {
    expect(publicationAuthorNames(' Haddad, Amal ;Water Lab; ;Water Lab')).toEqual(['Haddad, Amal', 'Water Lab']);
    expect(publicationAuthorNames('')).toEqual([]);
  });
});
