// SQL of the mail queue: mail written in the transaction of the change it tells of, claimed by one
// process at a time for sending, deleted once sent, put off after a failure.
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailQueue } from '../../db/schema.ts';

/** A stored mail, as the sender needs it. */
export interface QueuedMail {
  id: number;
  template: string;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  body: string;
  attempts: number;
}

/** The queue on a database or on the caller's transaction. */
export function createMailQueueRepo(db: Db) {
  return {
    /** Stores one mail; on the caller's transaction it is committed, or rolled back, with the change. */
    async insert(mail: { template: string; toAddress: string; replyTo: string | null; subject: string; body: string }): Promise<void> {
      await db.insert(mailQueue).values(mail);
    },

    /**
     * Takes up to `limit` due mails for `claimMs`, counting the attempt. Rows another process holds are
     * skipped, so two instances never send the same mail at once; a claim left by a killed process
     * runs out and the mail is taken again.
     */
    async claimDue(limit: number, claimMs: number): Promise<QueuedMail[]> {
      const claimed = await db.execute(sql`
        update mail_queue set claimed_until = now() + make_interval(secs => ${claimMs / 1000}), attempts = attempts + 1
        where id in (
          select id from mail_queue
          where next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
          order by id limit ${limit}
          for update skip locked)
        returning id, template, to_address as "toAddress", reply_to as "replyTo", subject, body, attempts`);
      // Both drivers answer raw queries with `{ rows }`; drizzle types the answer by driver.
      return (claimed as unknown as { rows: QueuedMail[] }).rows;
    },

    /** Releases every claim: for the only process on the database, whose earlier self was killed. */
    async releaseAllClaims(): Promise<void> {
      await db.update(mailQueue).set({ claimedUntil: null }).where(isNotNull(mailQueue.claimedUntil));
    },

    /** Forgets a mail that was sent (or given up). */
    async remove(id: number): Promise<void> {
      await db.delete(mailQueue).where(eq(mailQueue.id, id));
    },

    /** Releases a mail that could not be sent, to be tried again after `delayMs`. */
    async putOff(id: number, delayMs: number): Promise<void> {
      await db
        .update(mailQueue)
        .set({ claimedUntil: null, nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
        .where(eq(mailQueue.id, id));
    },
  };
}
