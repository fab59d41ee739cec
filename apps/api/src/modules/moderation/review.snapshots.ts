// What a reviewer approves, kept as a flat snapshot of an item's reviewable fields (texts in each
// language, lists, links, file names) so an edit of an approved item can show what changed. Field
// names are the API's; references are kept by their English name, files by their original name.
// Each content module builds its own (its `*.review.ts`, declared through reviewed-kind.ts).
import type { SnapshotValue, SubmissionChange } from '@wefe/contract';

export type ReviewSnapshot = Record<string, SnapshotValue>;

/** A stored file as a snapshot names it: its original name (or its id when the name is unknown). */
export const snapshotFileName = (files: Map<number, string>, id: number | null | undefined) => (id ? (files.get(id) ?? `#${id}`) : null);
/** An optional text as a snapshot keeps it: empty is none. */
export const orNull = (value: string | null | undefined) => (value === undefined || value === '' ? null : value);

const same = (a: SnapshotValue | undefined, b: SnapshotValue | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose values differ, in the current snapshot's order (then fields only the old one had). */
export function diffSnapshots(before: ReviewSnapshot, after: ReviewSnapshot): SubmissionChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.filter((field) => !same(before[field], after[field])).map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}
