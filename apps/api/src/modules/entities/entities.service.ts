// Staff decide on entity accounts: approve, or reject with a reason; the entity hears by mail.
import type { Language } from '@wefe/contract';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/mail.templates.ts';
import type { UsersRepo } from '../users/users.repo.ts';
import { presentUser } from '../users/users.presenter.ts';

/** Builds the entity review service. */
export function createEntitiesService({ users, mailer, publicUrl }: { users: UsersRepo; mailer: Mailer; publicUrl: string }) {
  async function decide(entityId: number, staffId: number, decision: 'approve' | 'reject', reason: string, language: Language) {
    const entity = await users.findById(entityId);
    if (!entity || entity.accountType !== 'entity') throw notFound();
    // Only a pending entity can be decided, once: a second reviewer gets a conflict, not a second decision.
    const updated = await users.updateWhen(
      entityId,
      { status: 'pending_approval', accountType: 'entity' },
      decision === 'approve'
        ? { status: 'active', rejectionReason: null, reviewedAt: new Date(), reviewedBy: staffId }
        : { status: 'rejected', rejectionReason: reason, reviewedAt: new Date(), reviewedBy: staffId },
    );
    if (!updated) throw conflict('entities.not_pending');
    const name = updated.entityName ?? updated.email;
    await mailer.send(
      decision === 'approve'
        ? composeMail('entityApproved', updated.language, updated.email, { name, link: `${publicUrl}/login` })
        : composeMail('entityRejected', updated.language, updated.email, { name, reason }),
    );
    return presentUser((await users.findProfile(entityId))!, language);
  }

  return {
    async list(status: 'pending_approval' | 'active' | 'rejected', language: Language) {
      const rows = await users.listByStatus('entity', status);
      const profiles = await Promise.all(rows.map((row) => users.findProfile(row.id)));
      return profiles.filter((p) => p !== undefined).map((p) => presentUser(p, language));
    },
    approve: (entityId: number, staffId: number, language: Language) => decide(entityId, staffId, 'approve', '', language),
    reject: (entityId: number, staffId: number, reason: string, language: Language) => decide(entityId, staffId, 'reject', reason, language),
  };
}
