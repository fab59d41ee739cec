import { describe, expect, it } from 'vitest';
import { appendList, appendRows, sameList, sameRows } from './multipart';

const entries = (form: FormData) => [...form.entries()];

describe('multipart lists', () => {
  it('writes name[] per value, and an empty list as one empty value', () => {
    const form = new FormData();
    appendList(form, 'sectors', ['1', '3']);
    appendList(form, 'donor', []);
    expect(entries(form)).toEqual([
      ['sectors[]', '1'],
      ['sectors[]', '3'],
      ['donor[]', ''],
    ]);
  });

  it('writes name[i][field] per row, and no row as one row of empty fields', () => {
    const form = new FormData();
    appendRows(form, 'speakers', [{ name: 'Omar', title: '' }], ['name', 'title']);
    appendRows(form, 'partners', [], ['organization']);
    expect(entries(form)).toEqual([
      ['speakers[0][name]', 'Omar'],
      ['speakers[0][title]', ''],
      ['partners[0][organization]', ''],
    ]);
  });

  it('compares lists and rows in order', () => {
    expect(sameList(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameList(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameRows([{ a: '1' }], [{ a: '1' }], ['a'])).toBe(true);
    expect(sameRows([{ a: '1' }], [{ a: '2' }], ['a'])).toBe(false);
  });
});
