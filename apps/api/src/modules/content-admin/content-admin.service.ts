// Staff content management: the console's list of every item in any state, corrections of an item's
// texts (its review state stays), unpublishing an approved item, and deletion. Every change and its
// audit entry are committed together.
import type { AdminContentDetail, AdminContentItem, AdminContentQuery, ContentType } from '@wefe/contract';
import { inTransaction, type Db } from '../../db/client.ts';
import { isRealDate } from '../../lib/dates.ts';
import { conflict, notFound, validation } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MediaService } from '../media/media.service.ts';
import { tellOwnerOfDecision } from '../moderation/decision-mail.ts';
import { createReviewRepo } from '../moderation/review.repo.ts';
import { keepApprovedSnapshot } from '../moderation/review.decisions.ts';
import type { ContentKind } from './content-kind.ts';
import { createContentAdminRepo, type ContentListRow, type ContentRow } from './content-admin.repo.ts';
import { accountName } from '../../lib/account-names.ts';

/** The staff member acting, as the audit log names them. */
interface Staff {
  id: number;
  role: string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const asText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

// Columns an archive of a deleted item leaves out: derived search text and the review queue's own copy.
const NOT_ARCHIVED = new Set(['searchText', 'searchVector', 'approvedSnapshot', 'approvedSnapshotAt']);

/** The stored row as the audit log keeps a deleted item: every column by its snake_case name. */
function archiveOf(row: ContentRow): Record<string, unknown> {
  const entries = Object.entries(row)
    .filter(([key]) => !NOT_ARCHIVED.has(key))
    .map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value instanceof Date ? value.toISOString() : value]);
  return Object.fromEntries(entries);
}

/** A real day from 1900 to 2100 (other years are typing mistakes), with a real time when one is given. */
function isRealDay(value: string): boolean {
  const day = value.slice(0, 10);
  if (!isRealDate(day) || day < '1900-01-01' || day > '2100-12-31') return false;
  const time = /^T(\d{2}):(\d{2})$/.exec(value.slice(10));
  return value.length === 10 || (!!time && Number(time[1]) <= 23 && Number(time[2]) <= 59);
}

/** Builds the content management service over the content kinds the app registers (content-modules.ts). */
export function createContentAdminService({ db, media, mailer, publicUrl, kinds }: { db: Db; media: MediaService; mailer: Mailer; publicUrl: string; kinds: readonly ContentKind[] }) {
  const repo = createContentAdminRepo(db);
  const kindsByType = new Map(kinds.map((kind) => [kind.type, kind]));
  /** A registered type's kind; a type the contract names but no module declares has nothing to manage. */
  const kindOf = (type: ContentType): ContentKind => {
    const kind = kindsByType.get(type);
    if (!kind) throw notFound();
    return kind;
  };

  const summary = (type: ContentType, row: ContentListRow): AdminContentItem => ({
    type,
    id: row.id,
    title: row.title,
    status: row.status,
    owner: row.owner ? { id: row.owner.id, name: accountName(row.owner), email: row.owner.email } : null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  });

  async function detail(kind: ContentKind, row: ContentRow, database: Db = db): Promise<AdminContentDetail> {
    const owner = await createContentAdminRepo(database).ownerOf(row.ownerId);
    return {
      ...summary(kind.type, { ...row, owner }),
      // Only the fields this item has: a news item's form shows no event fields.
      fields: Object.fromEntries(
        Object.entries(kind.columns)
          .filter(([field]) => !(kind.absentFields?.(row) ?? []).includes(field))
          .map(([field, column]) => [field, asText(row[column])]),
      ),
    };
  }

  async function stored(kind: ContentKind, id: number): Promise<ContentRow> {
    const row = await repo.find(kind.table, id);
    if (!row) throw notFound(kind.notFound);
    return row;
  }

  /** No field the item lacks; days that must be real, and an end not before the start (with the stored value of the one not sent). */
  function checkDates(kind: ContentKind, input: Record<string, string | null | undefined>, current: ContentRow) {
    const errors: Record<string, MessageKey[]> = {};
    for (const field of kind.absentFields?.(current) ?? []) if (input[field] !== undefined) errors[field] = ['validation.event_only'];
    for (const field of kind.dateFields) {
      const value = input[field];
      if (value && !isRealDay(value)) errors[field] = ['validation.date'];
    }
    if (kind.dateOrder) {
      const [startField, endField] = kind.dateOrder;
      const valueOf = (field: string) => (input[field] !== undefined ? input[field] : asText(current[kind.columns[field]!]));
      const start = valueOf(startField);
      const end = valueOf(endField);
      if (!errors[startField] && !errors[endField] && start && end && end.slice(0, 10) < start.slice(0, 10)) errors[endField] = ['validation.date_order'];
    }
    if (Object.keys(errors).length) throw validation(errors);
  }

  return {

    /** One page of a type's items in any state, newest first. */
    async list(query: AdminContentQuery): Promise<{ items: AdminContentItem[]; total: number }> {
      const { rows, total } = await repo.list(kindOf(query.type).table, { status: query.status, q: query.q, page: query.page, perPage: query.per_page });
      return { items: rows.map((row) => summary(query.type, row)), total };
    },

    /** One item with its editable texts as stored. */
    async get(type: ContentType, id: number): Promise<AdminContentDetail> {
      const kind = kindOf(type);
      return detail(kind, await stored(kind, id));
    },

    /**
     * A staff correction: the fields sent replace the stored ones, the review state stays (an approved
     * item stays public). Only fields whose value changes are written and recorded.
     */
    async correct(type: ContentType, id: number, input: Record<string, string | null | undefined>, staff: Staff): Promise<AdminContentDetail> {
      const kind = kindOf(type);
      const current = await stored(kind, id);
      checkDates(kind, input, current);
      const before: Record<string, string | null> = {};
      const after: Record<string, string | null> = {};
      const values: Record<string, string | null> = {};
      for (const [field, column] of Object.entries(kind.columns)) {
        const value = input[field];
        if (value === undefined || value === asText(current[column])) continue;
        before[field] = asText(current[column]);
        after[field] = value;
        values[column] = value;
      }
      if (Object.keys(values).length === 0) return detail(kind, current);
      return inTransaction(db, async (tx) => {
        const row = await createContentAdminRepo(tx).correct(kind.table, id, values);
        if (!row) throw notFound(kind.notFound);
        if (row.status === 'approved') await keepApprovedSnapshot(tx, kind, id);
        await recordAudit(tx, { actor: staff, action: 'update', entityType: kind.type, entityId: id, before, after });
        return detail(kind, row, tx);
      });
    },

    /** Takes an approved item off the public site: it and its files become private; the owner is told by mail and may edit and resubmit it. */
    async unpublish(type: ContentType, id: number, staff: Staff, reason: string | null): Promise<AdminContentDetail> {
      const kind = kindOf(type);
      await stored(kind, id);
      return inTransaction(db, async (tx) => {
        // Conditional on 'approved', so of two staff acting at once only one unpublishes and records it.
        const row = await createContentAdminRepo(tx).unpublish(kind.table, id, staff.id, reason);
        if (!row) throw conflict('content_admin.not_approved');
        await media.setVisibility(tx, await kind.mediaIdsOf(tx, id), 'private');
        await recordAudit(tx, {
          actor: staff,
          action: 'unpublish',
          entityType: kind.type,
          entityId: id,
          before: { status: 'approved' },
          after: reason ? { status: 'unpublished', reason } : { status: 'unpublished' },
          reason,
        });
        await tellOwnerOfDecision({ mailer, publicUrl }, tx, { id, ownerId: row.ownerId, title: row.title, kind }, 'unpublished', reason ?? '');
        return detail(kind, row, tx);
      }).then(async (shown) => {
        await mailer.deliverQueued();
        return shown;
      });
    },

    /** Deletes an item in any state with its files; the audit entry keeps what it held. */
    async remove(type: ContentType, id: number, staff: Staff): Promise<void> {
      const kind = kindOf(type);
      await stored(kind, id);
      const files = await kind.mediaIdsOf(db, id);
      const deleted = await inTransaction(db, async (tx) => {
        const row = (await createReviewRepo(tx, kind.table).delete(id)) as ContentRow | undefined;
        if (!row) throw notFound(kind.notFound);
        await recordAudit(tx, { actor: staff, action: 'delete', entityType: kind.type, entityId: id, before: archiveOf(row), after: null });
        return row;
      });
      // Files go once the deletion is committed, as the owner's delete does.
      if (deleted) await media.remove(db, files);
    },
  };
}
export type ContentAdminService = ReturnType<typeof createContentAdminService>;
