import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors, RequestValidationError } from './validation.ts';
import { MAX_FIELD_INDEX, nestFields } from './nested-fields.ts';

function refusal(fields: Record<string, string | string[]>) {
  try {
    nestFields(fields);
  } catch (error) {
    if (error instanceof RequestValidationError) return issuesToFieldErrors(error.issues, 'en');
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('nestFields', () => {
  it('turns indexed row names into a list of rows in index order', () => {
    expect(
      nestFields({ 'partners[1][organization]': 'UNDP', 'partners[0][sector]': 'Water', 'partners[0][organization]': 'GIZ', title: 'Story' }),
    ).toEqual({ title: 'Story', partners: [{ sector: 'Water', organization: 'GIZ' }, { organization: 'UNDP' }] });
  });

  it('keeps positions: a missing row is undefined, a missing value is empty', () => {
    const nested = nestFields({ 'partners[2][sector]': 'Energy', 'alt[0]': 'first', 'alt[2]': 'third' });
    expect(nested.partners).toEqual([undefined, undefined, { sector: 'Energy' }]);
    expect(nested.partners as unknown[]).toHaveLength(3);
    expect(nested.alt).toEqual(['first', '', 'third']);
  });

  it('leaves plain names and lists alone', () => {
    expect(nestFields({ donor: ['A', 'B'], sectors: ['1'], _method: 'PUT', 'odd[name': 'x' })).toEqual({ donor: ['A', 'B'], sectors: ['1'], _method: 'PUT', 'odd[name': 'x' });
  });

  it('caps indexes, so a huge index allocates nothing', () => {
    expect(nestFields({ [`rows[${MAX_FIELD_INDEX}][a]`]: 'x' }).rows as unknown[]).toHaveLength(MAX_FIELD_INDEX + 1);
    expect(refusal({ 'partners[999999999][sector]': 'x' })).toEqual({ partners: ['Too many entries (at most 100).'] });
    expect(refusal({ [`partners[${'9'.repeat(400)}][sector]`]: 'x' })).toEqual({ partners: ['Too many entries (at most 100).'] });
    expect(refusal({ 'partners[100][sector]': 'x' })).toEqual({ partners: ['Too many entries (at most 100).'] });
  });

  it('refuses names that reach the prototype', () => {
    const protoErrors = refusal({ '__proto__[0][x]': 'a' });
    expect(Object.keys(protoErrors)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(protoErrors)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(protoErrors, '__proto__')?.value).toEqual(['This field is not accepted.']);
    expect(refusal({ 'partners[0][__proto__]': 'a' })).toEqual({ partners: ['This field is not accepted.'] });
    expect(refusal({ 'partners[0][constructor]': 'a' })).toEqual({ partners: ['This field is not accepted.'] });
    expect(refusal({ constructor: 'a' })).toEqual({ constructor: ['This field is not accepted.'] });
    expect(refusal({ toString: 'a', 'valueOf[0]': 'b', 'partners[0][sector]': 'c', partners: 'd' })).toEqual({ partners: ['This value is not valid.'] });
    // Names of Object.prototype members are reported as plain field names.
    expect(refusal({ 'toString[0]': 'a', 'toString[1][x]': 'b' })).toEqual({ toString: ['This value is not valid.'] });
  });

  it('refuses a name used both plainly and with indexes, or as rows and values', () => {
    expect(refusal({ partners: 'x', 'partners[0][sector]': 'y' })).toEqual({ partners: ['This value is not valid.'] });
    expect(refusal({ 'partners[0]': 'x', 'partners[1][sector]': 'y' })).toEqual({ partners: ['This value is not valid.'] });
  });
});
