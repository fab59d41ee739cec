// The staff console's view of queued mail (administrators): what waits to be sent, what was given up
// after its attempts ran out, and the two things an administrator can do about one: send it now (its
// attempts counted afresh) or discard it. Each action and its audit entry are committed together.
import type { MailQueueQuery, MailSendResult, StaffQueuedMail } from '@wefe/contract';
import { inTransaction, type Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { createMailQueueRepo, type QueuedMailRow } from './mail-queue.repo.ts';
import type { Mailer } from './mailer.ts';

type MailQueueRepo = ReturnType<typeof createMailQueueRepo>;

/** The administrator acting, as the audit log names them. */
interface Staff {
  id: number;
  role: string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A queued mail as the console shows it. */
export function presentQueuedMail(row: QueuedMailRow): StaffQueuedMail {
  return {
    id: row.id,
    template: row.template,
    to: row.toAddress,
    subject: row.subject,
    attempts: row.attempts,
    next_attempt_at: iso(row.nextAttemptAt),
    last_error: row.lastError,
    given_up_at: row.givenUpAt ? iso(row.givenUpAt) : null,
    created_at: iso(row.createdAt),
  };
}

/** What the audit log keeps of a mail: enough to know which notice it was, not its body. */
const audited = (row: QueuedMailRow) => ({ template: row.template, to: row.toAddress, subject: row.subject, attempts: row.attempts, given_up: row.givenUpAt !== null });

/** Builds the service over the database and the process's mailer. */
export function createMailQueueAdminService({ db, mailer }: { db: Db; mailer: Pick<Mailer, 'deliverQueued'> }) {
  const repo = createMailQueueRepo(db);

  /**
   * Changes a mail no process is sending, with its audit entry, in one transaction: 404 when it is not
   * there, 409 when a delivery holds it (`change` answers false).
   */
  const act = (id: number, staff: Staff, action: 'send_again' | 'discard', change: (queue: MailQueueRepo) => Promise<boolean>) =>
    inTransaction(db, async (tx) => {
      const queue = createMailQueueRepo(tx);
      const row = await queue.find(id);
      if (!row) throw notFound();
      if (!(await change(queue))) throw conflict('mail_queue.being_sent');
      await recordAudit(tx, { actor: staff, action, entityType: 'mail-queue', entityId: id, before: audited(row) });
    });

  return {
    async list(query: MailQueueQuery) {
      const { rows, total } = await repo.list({ page: query.page, perPage: query.per_page });
      return { items: rows.map(presentQueuedMail), total };
    },

    async counts() {
      const { waiting, givenUp } = await repo.counts();
      return { waiting, given_up: givenUp };
    },

    /**
     * Makes the mail due now and runs a delivery: answers whether it went. One that fails again stays
     * queued with its new reason and is tried again on the usual schedule.
     */
    async sendNow(id: number, staff: Staff): Promise<MailSendResult> {
      await act(id, staff, 'send_again', (queue) => queue.sendAgainNow(id));
      await mailer.deliverQueued();
      const left = await repo.find(id);
      return { sent: left === undefined, mail: left ? presentQueuedMail(left) : null };
    },

    /** Deletes a mail that should not go (an address that no longer exists, a notice overtaken by events). */
    async discard(id: number, staff: Staff): Promise<void> {
      await act(id, staff, 'discard', (queue) => queue.discard(id));
    },
  };
}
