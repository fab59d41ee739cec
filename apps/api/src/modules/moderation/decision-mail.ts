// The mail a member gets when staff decide on their submission, in the member's language, queued in
// the decision's transaction so a decision is never committed without it.
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/mail.templates.ts';
import { createUsersRepo } from '../users/users.repo.ts';
import { greetingName } from '../../lib/account-names.ts';
import { contentPagePath } from '../../lib/public-paths.ts';
import type { ReviewedKind } from './reviewed-kind.ts';

export interface DecidedItem {
  id: number;
  ownerId: number | null;
  title: string;
  /** Its kind: what the mail calls it, and its type, whose page it is on once approved. */
  kind: Pick<ReviewedKind, 'label' | 'type'>;
}

/**
 * Queues, on the decision's transaction `tx`, the mail telling the owner (if the account still exists)
 * that the item was approved, rejected or unpublished, and why. The caller sends it after the commit
 * (`mailer.deliverQueued`).
 */
export async function tellOwnerOfDecision(
  deps: { mailer: Mailer; publicUrl: string },
  tx: Db,
  item: DecidedItem,
  decision: 'approved' | 'rejected' | 'unpublished',
  reason: string,
): Promise<void> {
  if (!item.ownerId) return;
  const owner = await createUsersRepo(tx).findById(item.ownerId);
  if (!owner) return;
  const language = owner.language;
  const params = { name: greetingName(owner), label: item.kind.label[language], title: item.title };
  await deps.mailer.queue(
    tx,
    decision === 'approved'
      ? composeMail('submissionApproved', language, owner.email, { ...params, link: `${deps.publicUrl}${contentPagePath(item.kind.type, item.id)}` })
      : composeMail(decision === 'rejected' ? 'submissionRejected' : 'submissionUnpublished', language, owner.email, { ...params, reason, link: `${deps.publicUrl}/profile` }),
  );
}
