import { describe, expect, it } from 'vitest';
import { readIndexSelection, withIndexSelection } from './index-selection';

describe('index page address', () => {
  it('reads the country, year and pillar, and ignores malformed values', () => {
    expect(readIndexSelection(new URLSearchParams('country=111&year=2019&pillar=water'))).toEqual({ countryId: 111, year: 2019, pillarSlug: 'water' });
    expect(readIndexSelection(new URLSearchParams('country=abc&year=-3&pillar=%3Cscript%3E'))).toEqual({ countryId: null, year: null, pillarSlug: null });
    expect(readIndexSelection(new URLSearchParams('country=0&year=20.5'))).toEqual({ countryId: null, year: null, pillarSlug: null });
  });

  it('changes only what is given, removes what is null, and keeps other parameters', () => {
    const params = new URLSearchParams('country=111&year=2019&pillar=water&utm=mail');
    expect(withIndexSelection(params, { countryId: 150 }).toString()).toBe('country=150&year=2019&pillar=water&utm=mail');
    expect(withIndexSelection(params, { pillarSlug: null, year: 2018 }).toString()).toBe('country=111&year=2018&utm=mail');
    // The original is left as it was.
    expect(params.get('country')).toBe('111');
  });
});
