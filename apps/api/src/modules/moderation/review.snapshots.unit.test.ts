// The diff of an approved snapshot and the current one: only fields whose values differ, lists compared
// whole, a field missing on one side read as empty.
import { describe, expect, it } from 'vitest';
import { diffSnapshots } from './review.snapshots.ts';

describe('diffSnapshots', () => {
  it('lists changed fields in the current order, with before and after', () => {
    const before = { title: 'Solar pumps', location: 'Deir Alla', sectors: ['Water', 'Energy'], is_ongoing: false };
    const after = { title: 'Solar pumps in Deir Alla', location: 'Deir Alla', sectors: ['Energy', 'Water'], is_ongoing: true };
    expect(diffSnapshots(before, after)).toEqual([
      { field: 'title', before: 'Solar pumps', after: 'Solar pumps in Deir Alla' },
      { field: 'sectors', before: ['Water', 'Energy'], after: ['Energy', 'Water'] },
      { field: 'is_ongoing', before: false, after: true },
    ]);
  });

  it('answers nothing for equal snapshots, and reads a missing field as null', () => {
    expect(diffSnapshots({ title: 'A', donor: ['Fund'] }, { title: 'A', donor: ['Fund'] })).toEqual([]);
    expect(diffSnapshots({ title: 'A', summary: null }, { title: 'A' })).toEqual([]);
    expect(diffSnapshots({ title: 'A', old_field: 'gone' }, { title: 'A', new_field: 3 })).toEqual([
      { field: 'new_field', before: null, after: 3 },
      { field: 'old_field', before: 'gone', after: null },
    ]);
  });
});
