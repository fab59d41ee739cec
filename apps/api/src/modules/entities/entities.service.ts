// Staff decide on entity accounts: approve, or reject with a reason; the entity hears by mail.
// Each decision is recorded in the audit log in the same transaction.
import type { Language } from '@wefe/contract';
import { inTransaction, type Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/mail.templates.ts';
import { createUsersRepo, type UsersRepo } from '../users/users.repo.ts';
import { presentUser } from '../users/users.presenter.ts';

/** The staff member deciding, as the audit log names them. */
interface Staff {
  id: number;
  role: string;
}

/** Builds the entity review service. */
export function createEntitiesService({ db, users, mailer, publicUrl }: { db: Db; users: UsersRepo; mailer: Mailer; publicUrl: string }) {
  async function decide(entityId: number, staff: Staff, decision: 'approve' | 'reject', reason: string, language: Language) {
    const entity = await users.findById(entityId);
    if (!entity || entity.accountType !== 'entity') throw notFound();
    // Only a pending entity can be decided, once: a second reviewer gets a conflict, not a second decision.
    await inTransaction(db, async (tx) => {
      const row = await createUsersRepo(tx).updateWhen(
        entityId,
        { status: 'pending_approval', accountType: 'entity' },
        decision === 'approve'
          ? { status: 'active', rejectionReason: null, reviewedAt: new Date(), reviewedBy: staff.id }
          : { status: 'rejected', rejectionReason: reason, reviewedAt: new Date(), reviewedBy: staff.id },
      );
      if (!row) throw conflict('entities.not_pending');
      // Its picture, private while it waited, is public with the approved account.
      if (decision === 'approve') await createUsersRepo(tx).publishProfilePicture(entityId);
      await recordAudit(tx, {
        actor: staff,
        action: decision,
        entityType: 'entities',
        entityId,
        before: { status: 'pending_approval' },
        after: decision === 'approve' ? { status: 'active' } : { status: 'rejected', reason },
        reason: decision === 'reject' ? reason : null,
      });
      // Queued with the decision: the entity learns of it though the process dies after the commit.
      const name = row.entityName ?? row.email;
      await mailer.queue(
        tx,
        decision === 'approve'
          ? composeMail('entityApproved', row.language, row.email, { name, link: `${publicUrl}/login` })
          : composeMail('entityRejected', row.language, row.email, { name, reason }),
      );
    });
    await mailer.deliverQueued();
    return presentUser((await users.findProfile(entityId))!, language);
  }

  return {
    async list(status: 'pending_approval' | 'active' | 'rejected', language: Language) {
      const rows = await users.listByStatus('entity', status);
      const profiles = await Promise.all(rows.map((row) => users.findProfile(row.id)));
      return profiles.filter((p) => p !== undefined).map((p) => presentUser(p, language));
    },
    /** One entity account with its registration details; 404 for an unknown id or an individual's account. */
    async get(entityId: number, language: Language) {
      const profile = await users.findProfile(entityId);
      if (!profile || profile.user.accountType !== 'entity') throw notFound();
      return presentUser(profile, language);
    },
    approve: (entityId: number, staff: Staff, language: Language) => decide(entityId, staff, 'approve', '', language),
    reject: (entityId: number, staff: Staff, reason: string, language: Language) => decide(entityId, staff, 'reject', reason, language),
  };
}
