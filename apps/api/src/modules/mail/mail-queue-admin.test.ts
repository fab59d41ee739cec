// Queued mail in the staff console (administrators): the list shows given-up mail first with why it
// failed and never a body; an administrator sends one again (it arrives, or stays with its new reason)
// or discards it, each in the audit log; a mail another process is sending is left alone (409).
import { apiMessages } from '@wefe/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client.ts';
import { auditLog, mailQueue } from '../../db/schema.ts';
import { signedInStaff, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { composeMail } from './mail.templates.ts';
import { createMailQueueAdminService } from './mail-queue-admin.service.ts';
import { createMailer, MAX_ATTEMPTS } from './mailer.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedInStaff(ctx, 'admin');
});
afterAll(() => ctx.close());
beforeEach(() => ctx.database.db.delete(mailQueue));

const REFUSED = 'ECONNREFUSED · connect ECONNREFUSED 127.0.0.1:1';

/**
 * Queues a decision notice to `to` as the mailer does, then, in the same transaction (so the app's own
 * delivery timer never finds it due), puts it off or gives it up as failed attempts would have.
 */
async function queued(to: string, title: string, state: { givenUp?: boolean; claimed?: boolean } = {}): Promise<number> {
  return inTransaction(ctx.database.db, async (tx) => {
    await ctx.app.mailer.queue(tx, composeMail('submissionApproved', 'en', to, { name: 'Layla', label: 'story', title, link: 'http://localhost:3000/wefe-stories/1' }));
    const [row] = await tx
      .update(mailQueue)
      .set({
        attempts: state.givenUp ? MAX_ATTEMPTS : 3,
        lastError: REFUSED,
        nextAttemptAt: sql`now() + interval '1 hour'`,
        givenUpAt: state.givenUp ? sql`now()` : null,
        claimedUntil: state.claimed ? sql`now() + interval '2 minutes'` : null,
      })
      .where(eq(mailQueue.toAddress, to))
      .returning({ id: mailQueue.id });
    return row!.id;
  });
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, lang = 'en') =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${admin.bearer}`, lang } });
const auditOf = (id: number) => ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'mail-queue'), eq(auditLog.entityId, id)));
const row = async (id: number) => (await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.id, id)))[0];

describe('queued mail in the staff console', () => {
  it('lists given-up mail first, with why it failed and without a body, and counts both kinds', async () => {
    const waitingTo = uniqueEmail('waiting');
    const givenUpTo = uniqueEmail('gone');
    await queued(waitingTo, 'Waiting story');
    await queued(givenUpTo, 'Given-up story', { givenUp: true });

    const res = await call('GET', '/admin/mail-queue');
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json() as { data: Array<Record<string, unknown>>; meta: { total: number } };
    expect(meta.total).toBe(2);
    expect(data.map((mail) => mail.to)).toEqual([givenUpTo, waitingTo]);
    expect(data[0]).toMatchObject({ template: 'submissionApproved', subject: 'Your story is published: Given-up story', attempts: MAX_ATTEMPTS, last_error: REFUSED });
    expect(data[0]!.given_up_at).toEqual(expect.any(String));
    expect(data[1]!.given_up_at).toBeNull();
    // The body may quote a visitor's message: the console never gets it.
    for (const mail of data) expect(Object.keys(mail).sort()).toEqual(['attempts', 'created_at', 'given_up_at', 'id', 'last_error', 'next_attempt_at', 'subject', 'template', 'to']);

    const counts = await call('GET', '/admin/mail-queue/counts');
    expect(counts.json().data).toEqual({ waiting: 1, given_up: 1 });
  });

  it('sends a given-up mail again: it arrives, leaves the queue, and the audit log names the administrator', async () => {
    const to = uniqueEmail('owner');
    const id = await queued(to, 'Second chance', { givenUp: true });

    const res = await call('POST', `/admin/mail-queue/${id}/send`, 'fr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: apiMessages.fr['mail_queue.sent'], data: { sent: true, mail: null } });
    expect(ctx.mailbox.messages.filter((m) => m.to.includes(to)).map((m) => m.subject)).toEqual(['Your story is published: Second chance']);
    expect(await row(id)).toBeUndefined();
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'send_again', actorRole: 'admin', before: { template: 'submissionApproved', to, attempts: MAX_ATTEMPTS, given_up: true } });
  });

  it('keeps a mail that fails again, with its attempts counted afresh and the new reason, for the usual retries', async () => {
    const to = uniqueEmail('owner');
    const id = await queued(to, 'Still failing', { givenUp: true });
    // A mail server that refuses every connection, as during an outage.
    const down = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: ctx.dataDir, from: 'hub@wefe-hub.test', log: { info: () => {}, warn: () => {}, error: () => {} }, db: ctx.database.db });
    const service = createMailQueueAdminService({ db: ctx.database.db, mailer: down });

    const result = await service.sendNow(id, { id: 1, role: 'admin' });
    expect(result.sent).toBe(false);
    expect(result.mail).toMatchObject({ id, attempts: 1, given_up_at: null });
    expect(result.mail!.last_error).toContain('ECONNREFUSED');
    expect(new Date(result.mail!.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('discards a mail once: the second time it is not found, and nothing was sent', async () => {
    const to = uniqueEmail('owner');
    const id = await queued(to, 'Never mind', { givenUp: true });

    const res = await call('DELETE', `/admin/mail-queue/${id}`, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(apiMessages.ar['mail_queue.discarded']);
    expect(await row(id)).toBeUndefined();
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['discard']);

    const again = await call('DELETE', `/admin/mail-queue/${id}`, 'ar');
    expect(again.statusCode).toBe(404);
    expect((await call('POST', `/admin/mail-queue/${id}/send`)).statusCode).toBe(404);
    expect(ctx.mailbox.messages.filter((m) => m.to.includes(to))).toEqual([]);
  });

  it('leaves alone a mail another process is sending at this moment: 409, unchanged, not audited', async () => {
    const id = await queued(uniqueEmail('owner'), 'In flight', { claimed: true });
    const before = await row(id);

    const send = await call('POST', `/admin/mail-queue/${id}/send`);
    expect(send.statusCode).toBe(409);
    expect(send.json().message).toBe(apiMessages.en['mail_queue.being_sent']);
    const discard = await call('DELETE', `/admin/mail-queue/${id}`);
    expect(discard.statusCode).toBe(409);
    expect(await row(id)).toEqual(before);
    expect(await auditOf(id)).toEqual([]);
  });

  it('is for administrators only: a reviewer is refused and changes nothing', async () => {
    const reviewer = await signedInStaff(ctx, 'reviewer');
    const id = await queued(uniqueEmail('owner'), 'Not yours', { givenUp: true });
    for (const [method, url] of [['GET', '/admin/mail-queue'], ['POST', `/admin/mail-queue/${id}/send`], ['DELETE', `/admin/mail-queue/${id}`]] as const) {
      const res = await ctx.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${reviewer.bearer}` } });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await row(id))!.givenUpAt).not.toBeNull();
  });
});
