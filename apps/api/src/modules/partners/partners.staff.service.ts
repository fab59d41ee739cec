// Staff management of partners (issue 9): create, edit, reorder and delete, with an uploaded logo.
// Each change and its audit entry are committed together; a logo that is replaced or whose partner is
// deleted is removed once the change is committed, and a refused request leaves no file behind.
import type { PartnerCreate, PartnerUpdate } from '@wefe/contract';
import { inTransaction, type Db } from '../../db/client.ts';
import { notFound, validation } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import type { MediaService } from '../media/media.service.ts';
import type { PendingFile } from '../media/media.types.ts';
import { partnerSnapshot, presentStaffPartner } from './partners.presenter.ts';
import { createPartnersRepo, type NewPartner } from './partners.repo.ts';

/** The staff member acting, as the audit log names them. */
export interface PartnerStaff {
  id: number;
  role: string;
}

const AUDITED = 'partners';

/** Builds the staff side of partners. */
export function createPartnersStaffService({ db, media }: { db: Db; media: MediaService }) {
  const repo = createPartnersRepo(db);

  async function present(id: number) {
    const found = await repo.findView(id);
    if (!found) throw notFound('partners.not_found');
    return presentStaffPartner(found);
  }

  /** A type id that names no organisation type is refused beside its field (the foreign key would answer 500). */
  async function checkType(id: number | null | undefined) {
    if (id !== undefined && id !== null && !(await repo.organizationTypeExists(id))) throw validation({ organization_type_id: ['validation.invalid'] });
  }

  /** Stores a checked logo as a public file: logos are shown on public pages. */
  const storeLogo = async (tx: Db, logo: PendingFile) => (await media.persist(tx, logo, null, 'public')).id;

  return {
    /** Every partner in the shown order, with every field. */
    async list() {
      return (await repo.list({})).map(presentStaffPartner);
    },

    /** Adds a partner at the end of the order. */
    async create(input: PartnerCreate, logo: PendingFile | undefined, staff: PartnerStaff) {
      const id = await media.withUploads(db, logo ? [logo] : [], async () => {
        await checkType(input.organization_type_id);
        return inTransaction(db, async (tx) => {
          const stored = createPartnersRepo(tx);
          const row = await stored.insert({
            name: input.name,
            url: input.url ?? null,
            organizationTypeId: input.organization_type_id ?? null,
            featured: input.featured ?? false,
            sortOrder: (await stored.maxSortOrder()) + 1,
            logoMediaId: logo ? await storeLogo(tx, logo) : null,
          });
          await recordAudit(tx, { actor: staff, action: 'create', entityType: AUDITED, entityId: row.id, after: partnerSnapshot(row) });
          return row.id;
        });
      });
      return present(id);
    },

    /**
     * Edits a partner: fields sent replace, fields not sent stay. A new logo replaces the old one;
     * `remove_logo` drops it (the shipped sample logo too, so the partner shows its initials).
     */
    async update(id: number, input: PartnerUpdate, logo: PendingFile | undefined, staff: PartnerStaff) {
      let replacedLogo: number | null = null;
      await media.withUploads(db, logo ? [logo] : [], async () => {
        await checkType(input.organization_type_id);
        await inTransaction(db, async (tx) => {
          const stored = createPartnersRepo(tx);
          const before = await stored.findForUpdate(id);
          if (!before) throw notFound('partners.not_found');
          const values: Partial<NewPartner> = { updatedAt: new Date() };
          if (input.name !== undefined) values.name = input.name;
          if (input.url !== undefined) values.url = input.url;
          if (input.organization_type_id !== undefined) values.organizationTypeId = input.organization_type_id;
          if (input.featured !== undefined) values.featured = input.featured;
          if (logo || input.remove_logo) {
            values.logoMediaId = logo ? await storeLogo(tx, logo) : null;
            values.logoPath = null;
          }
          const after = await stored.update(id, values);
          if (!after) throw notFound('partners.not_found');
          if (before.logoMediaId !== null && before.logoMediaId !== after.logoMediaId) replacedLogo = before.logoMediaId;
          await recordAudit(tx, { actor: staff, action: 'update', entityType: AUDITED, entityId: id, before: partnerSnapshot(before), after: partnerSnapshot(after) });
        });
      });
      // Only once the edit is committed: a rolled-back edit still shows the old logo.
      if (replacedLogo !== null) await media.remove(db, [replacedLogo]);
      return present(id);
    },

    /** Deletes a partner and then its uploaded logo. */
    async delete(id: number, staff: PartnerStaff) {
      const row = await inTransaction(db, async (tx) => {
        const deleted = await createPartnersRepo(tx).delete(id);
        if (!deleted) throw notFound('partners.not_found');
        await recordAudit(tx, { actor: staff, action: 'delete', entityType: AUDITED, entityId: id, before: partnerSnapshot(deleted) });
        return deleted;
      });
      if (row.logoMediaId !== null) await media.remove(db, [row.logoMediaId]);
    },

    /**
     * Puts the partners in the order of `ids`, which must name every partner exactly once (422
     * otherwise). The same order again changes nothing and records nothing. Answers the new list.
     */
    async reorder(ids: readonly number[], staff: PartnerStaff) {
      const mismatch = () => validation({ ids: ['partners.order_mismatch'] });
      if (new Set(ids).size !== ids.length) throw mismatch();
      await inTransaction(db, async (tx) => {
        const stored = createPartnersRepo(tx);
        const current = await stored.orderedIdsForUpdate();
        const known = new Set(current);
        if (current.length !== ids.length || ids.some((id) => !known.has(id))) throw mismatch();
        if (current.every((id, index) => ids[index] === id)) return;
        await stored.setOrder(ids);
        // Entity id 0: the entry is about the whole list, as an import is.
        await recordAudit(tx, { actor: staff, action: 'reorder', entityType: AUDITED, entityId: 0, before: { ids: current }, after: { ids: [...ids] } });
      });
      return (await repo.list({})).map(presentStaffPartner);
    },
  };
}
export type PartnersStaffService = ReturnType<typeof createPartnersStaffService>;
