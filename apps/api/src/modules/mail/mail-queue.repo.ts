// SQL of the mail queue: mail written in the transaction of the change it tells of, claimed by one
// process at a time for sending, deleted once sent, put off after a failure, kept for the staff
// console once given up.
import { and, asc, count, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
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
  listUnsubscribe: string | null;
}

/** The queue on a database or on the caller's transaction. */
export function createMailQueueRepo(db: Db) {
  return {
    /** Stores one mail; on the caller's transaction it is committed, or rolled back, with the change. */
    async insert(mail: { template: string; toAddress: string; replyTo: string | null; subject: string; body: string; listUnsubscribe: string | null }): Promise<void> {
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
          where given_up_at is null and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
          order by id limit ${limit}
          for update skip locked)
        returning id, template, to_address as "toAddress", reply_to as "replyTo", subject, body, attempts, list_unsubscribe as "listUnsubscribe"`);
      // Both drivers answer raw queries with `{ rows }`; drizzle types the answer by driver.
      return (claimed as unknown as { rows: QueuedMail[] }).rows;
    },

    /** Releases every claim: for the only process on the database, whose earlier self was killed. */
    async releaseAllClaims(): Promise<void> {
      await db.update(mailQueue).set({ claimedUntil: null }).where(isNotNull(mailQueue.claimedUntil));
    },

    /** Forgets a mail that was sent. */
    async remove(id: number): Promise<void> {
      await db.delete(mailQueue).where(eq(mailQueue.id, id));
    },

    /** Releases a mail that could not be sent, to be tried again after `delayMs`. */
    async putOff(id: number, delayMs: number, lastError: string): Promise<void> {
      await db
        .update(mailQueue)
        .set({ claimedUntil: null, lastError, nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
        .where(eq(mailQueue.id, id));
    },

    /** Stops trying a mail whose attempts ran out; it stays for an administrator to send again or discard. */
    async giveUp(id: number, lastError: string): Promise<void> {
      await db.update(mailQueue).set({ claimedUntil: null, lastError, givenUpAt: sql`now()` }).where(eq(mailQueue.id, id));
    },

    /** One page of the queue for the console: given-up mail first (newest first), then waiting mail, oldest first. */
    async list({ page, perPage }: { page: number; perPage: number }): Promise<{ rows: QueuedMailRow[]; total: number }> {
      const rows = await db
        .select(listed)
        .from(mailQueue)
        .orderBy(sql`${mailQueue.givenUpAt} is null`, desc(mailQueue.givenUpAt), asc(mailQueue.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [{ total }] = (await db.select({ total: count() }).from(mailQueue)) as [{ total: number }];
      return { rows, total };
    },

    /** How many mails wait to be sent and how many were given up. */
    async counts(): Promise<{ waiting: number; givenUp: number }> {
      const [row] = await db
        .select({ waiting: sql<number>`count(*) filter (where ${mailQueue.givenUpAt} is null)`.mapWith(Number), givenUp: sql<number>`count(*) filter (where ${mailQueue.givenUpAt} is not null)`.mapWith(Number) })
        .from(mailQueue);
      return row ?? { waiting: 0, givenUp: 0 };
    },

    /** One mail as the console shows it. */
    async find(id: number): Promise<QueuedMailRow | undefined> {
      const [row] = await db.select(listed).from(mailQueue).where(eq(mailQueue.id, id));
      return row;
    },

    /** Makes a mail due now with its attempts counted afresh; false when a process holds it for sending. */
    async sendAgainNow(id: number): Promise<boolean> {
      const changed = await db
        .update(mailQueue)
        .set({ givenUpAt: null, attempts: 0, nextAttemptAt: sql`now()` })
        .where(and(eq(mailQueue.id, id), notHeld))
        .returning({ id: mailQueue.id });
      return changed.length > 0;
    },

    /** Deletes a mail; false when a process holds it for sending. */
    async discard(id: number): Promise<boolean> {
      const removed = await db.delete(mailQueue).where(and(eq(mailQueue.id, id), notHeld)).returning({ id: mailQueue.id });
      return removed.length > 0;
    },
  };
}

// No process holds the mail for sending (a claim left by a killed one has run out).
const notHeld = or(isNull(mailQueue.claimedUntil), lt(mailQueue.claimedUntil, sql`now()`));

const listed = {
  id: mailQueue.id,
  template: mailQueue.template,
  toAddress: mailQueue.toAddress,
  subject: mailQueue.subject,
  attempts: mailQueue.attempts,
  nextAttemptAt: mailQueue.nextAttemptAt,
  lastError: mailQueue.lastError,
  givenUpAt: mailQueue.givenUpAt,
  createdAt: mailQueue.createdAt,
};

/** A queued mail as the staff console lists it: never its body, which may quote a visitor's message. */
export interface QueuedMailRow {
  id: number;
  template: string;
  toAddress: string;
  subject: string;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  givenUpAt: Date | null;
  createdAt: Date;
}
