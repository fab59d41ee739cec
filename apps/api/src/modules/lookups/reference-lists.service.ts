// The reference lists staff manage (issue 9): reading them with how much each entry is used, and the
// administrators' changes, each recorded in the audit log in the same transaction.
import {
  isReferenceList,
  REFERENCE_LIST_ENTRIES_MAX,
  REFERENCE_LISTS,
  type ReferenceEntry,
  type ReferenceEntryInput,
  type ReferenceListKey,
  type ReferenceListSummary,
} from '@wefe/contract';
import { inTransaction, type Db } from '../../db/client.ts';
import { AppError, notFound, validation } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { createReferenceListsRepo, type ReferenceNames, type ReferenceRow } from './reference-lists.repo.ts';

/** Who makes a change, as the audit log records them. */
export interface Actor {
  id: number;
  role: string;
}

const AUDIT_ENTITY = 'reference-lists';

/** The list an address names; any other text is a list that does not exist (404). */
function resolveList(list: string): ReferenceListKey {
  if (!isReferenceList(list)) throw notFound();
  return list;
}

// Names compare as a reader sees them: case, width variants and repeated spaces do not make a new name.
const comparable = (name: string) => name.normalize('NFKC').replace(/\s+/g, ' ').toLocaleLowerCase();

const FIELDS = { name: 'nameEn', name_ar: 'nameAr', name_fr: 'nameFr' } as const satisfies Record<keyof ReferenceEntryInput, keyof ReferenceNames>;

/** Refuses names another entry of the list already has, each beside its field. */
function checkUnique(rows: readonly ReferenceRow[], input: ReferenceEntryInput, exceptId?: number): void {
  const errors: Record<string, MessageKey[]> = {};
  for (const [field, column] of Object.entries(FIELDS) as [keyof ReferenceEntryInput, keyof ReferenceNames][]) {
    const wanted = comparable(input[field]);
    if (rows.some((row) => row.id !== exceptId && comparable(row[column]) === wanted)) errors[field] = ['reference_lists.name_taken'];
  }
  if (Object.keys(errors).length > 0) throw validation(errors);
}

/** A stable, readable slug from the English name, unique in the list ('policy-note', 'policy-note-2'). */
export function slugFor(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50)
      .replace(/-+$/, '') || 'entry';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const namesOf = (input: ReferenceEntryInput): ReferenceNames => ({ nameEn: input.name, nameAr: input.name_ar, nameFr: input.name_fr });

/** An entry as staff see it. */
export function presentEntry(row: ReferenceRow, inUse: number): ReferenceEntry {
  return { id: row.id, slug: row.slug, name: row.nameEn, name_ar: row.nameAr, name_fr: row.nameFr, order: row.sortOrder, in_use: inUse };
}

// What the audit log keeps of an entry: enough to tell which list and entry, and its names.
const snapshot = (list: ReferenceListKey, row: ReferenceRow) => ({
  list,
  id: row.id,
  slug: row.slug,
  name: row.nameEn,
  name_ar: row.nameAr,
  name_fr: row.nameFr,
  order: row.sortOrder,
});

const isForeignKeyViolation = (error: unknown) =>
  (error as { code?: string }).code === '23503' || (error as { cause?: { code?: string } }).cause?.code === '23503';

const inUse = (count: number) => new AppError(409, 'reference_lists.in_use', { params: { count } });

/** Builds the reference lists service over a database. */
export function createReferenceListsService(db: Db) {
  const repo = createReferenceListsRepo(db);

  return {
    /** Every managed list and how many entries it holds. */
    async lists(): Promise<ReferenceListSummary[]> {
      return Promise.all(REFERENCE_LISTS.map(async (key) => ({ key, count: await repo.size(key) })));
    },

    /** Every entry of a list in its order, with how many records use it. */
    async entries(listName: string): Promise<ReferenceEntry[]> {
      const list = resolveList(listName);
      const [rows, usage] = await Promise.all([repo.entries(list), repo.usage(list)]);
      return rows.map((row) => presentEntry(row, usage.get(row.id) ?? 0));
    },

    /** Adds an entry at the end of the list. */
    async create(listName: string, input: ReferenceEntryInput, actor: Actor): Promise<ReferenceEntry> {
      const list = resolveList(listName);
      return inTransaction(db, async (tx) => {
        const txRepo = createReferenceListsRepo(tx);
        await txRepo.lock(list);
        const rows = await txRepo.entries(list);
        checkUnique(rows, input);
        if (rows.length >= REFERENCE_LIST_ENTRIES_MAX) throw validation({ name: ['validation.too_many'] });
        // The id comes from the list's sequence (1000 up): never one a deleted entry had.
        const created = await txRepo.insert(list, {
          slug: slugFor(input.name, new Set(rows.map((row) => row.slug))),
          ...namesOf(input),
          sortOrder: Math.max(-1, ...rows.map((row) => row.sortOrder)) + 1,
        });
        await recordAudit(tx, { actor, action: 'create', entityType: AUDIT_ENTITY, entityId: created.id, after: snapshot(list, created) });
        return presentEntry(created, 0);
      });
    },

    /** Renames an entry in the three languages; its id, slug and place stay. */
    async update(listName: string, id: number, input: ReferenceEntryInput, actor: Actor): Promise<ReferenceEntry> {
      const list = resolveList(listName);
      return inTransaction(db, async (tx) => {
        const txRepo = createReferenceListsRepo(tx);
        await txRepo.lock(list);
        const rows = await txRepo.entries(list);
        const before = rows.find((row) => row.id === id);
        if (!before) throw notFound();
        checkUnique(rows, input, id);
        const after = (await txRepo.rename(list, id, namesOf(input)))!;
        await recordAudit(tx, { actor, action: 'update', entityType: AUDIT_ENTITY, entityId: id, before: snapshot(list, before), after: snapshot(list, after) });
        return presentEntry(after, await txRepo.usageOf(list, id));
      });
    },

    /** Deletes an entry nobody uses; a list keeps at least one entry. */
    async remove(listName: string, id: number, actor: Actor): Promise<void> {
      const list = resolveList(listName);
      try {
        await inTransaction(db, async (tx) => {
          const txRepo = createReferenceListsRepo(tx);
          await txRepo.lock(list);
          const rows = await txRepo.entries(list);
          const before = rows.find((row) => row.id === id);
          if (!before) throw notFound();
          // An empty list would be filled again with the seed data on the next start.
          if (rows.length === 1) throw new AppError(409, 'reference_lists.last_entry');
          const used = await txRepo.usageOf(list, id);
          if (used > 0) throw inUse(used);
          await txRepo.remove(list, id);
          await recordAudit(tx, { actor, action: 'delete', entityType: AUDIT_ENTITY, entityId: id, before: snapshot(list, before) });
        });
      } catch (error) {
        // A record that started using the entry after the check above: the database refuses the delete.
        if (isForeignKeyViolation(error)) throw inUse(await repo.usageOf(list, id));
        throw error;
      }
    },

    /** Puts the list in the order of `ids`, which must name every entry once. */
    async reorder(listName: string, ids: readonly number[], actor: Actor): Promise<ReferenceEntry[]> {
      const list = resolveList(listName);
      return inTransaction(db, async (tx) => {
        const txRepo = createReferenceListsRepo(tx);
        await txRepo.lock(list);
        const rows = await txRepo.entries(list);
        const known = new Set(rows.map((row) => row.id));
        if (ids.length !== rows.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          throw validation({ ids: ['reference_lists.order_mismatch'] });
        }
        await txRepo.setOrder(list, ids);
        await recordAudit(tx, {
          actor,
          action: 'reorder',
          entityType: AUDIT_ENTITY,
          entityId: 0,
          before: { list, ids: rows.map((row) => row.id) },
          after: { list, ids: [...ids] },
        });
        const usage = await txRepo.usage(list);
        return (await txRepo.entries(list)).map((row) => presentEntry(row, usage.get(row.id) ?? 0));
      });
    },
  };
}
