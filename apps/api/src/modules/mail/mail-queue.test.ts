// Mail that tells of a committed change is stored with it and sent until it is sent: through an SMTP
// outage, after a crash mid-send, once when two instances deliver at once, and never for a change that
// was rolled back. Mail that carries a code is never stored.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client.ts';
import { contactMessages, mailQueue, users } from '../../db/schema.ts';
import { freshIp, signedInStaff, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { createContactInboxService } from '../contact/contact-inbox.service.ts';
import { composeMail } from './mail.templates.ts';
import { createMailer, MAX_ATTEMPTS, type MailMessage } from './mailer.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let adminId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedInStaff(ctx, 'admin');
  adminId = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.emailNormalized, admin.email.toLowerCase())))[0]!.id;
});
afterAll(() => ctx.close());

/** A mailer of another process on the same database: SMTP at `smtpUrl`, log lines kept. */
function otherMailer(smtpUrl: string, { onlyProcess = false }: { onlyProcess?: boolean } = {}) {
  const lines: Array<{ level: string; obj: object; msg: string }> = [];
  const log = {
    info: (obj: object, msg: string) => lines.push({ level: 'info', obj, msg }),
    warn: (obj: object, msg: string) => lines.push({ level: 'warn', obj, msg }),
    error: (obj: object, msg: string) => lines.push({ level: 'error', obj, msg }),
  };
  const mailer = createMailer({ smtpUrl, outboxDir: ctx.dataDir, from: 'WEFE Nexus Hub <no-reply@wefe-hub.test>', log, db: ctx.database.db, onlyProcess });
  return { mailer, lines };
}
// Nothing listens on port 1 of loopback: every connection is refused at once, as when SMTP is down.
const SMTP_DOWN = 'smtp://127.0.0.1:1';

const notice = (to: string, title: string): MailMessage => composeMail('submissionApproved', 'en', to, { name: 'Layla', label: 'story', title, link: 'http://localhost:3000/wefe-stories/1' });
const queued = async () => ctx.database.db.select().from(mailQueue);
const queuedFor = async (to: string) => (await queued()).filter((row) => row.toAddress === to);
const received = (to: string) => ctx.mailbox.messages.filter((m) => m.to.includes(to));
/** Makes every queued mail due now, as the passing of its retry delay would. */
const makeDue = () => ctx.database.db.update(mailQueue).set({ nextAttemptAt: sql`now()` });

describe('queued mail', () => {
  it('is sent with the change that queued it and then forgotten: a contact message reaches the administrators', async () => {
    const email = uniqueEmail('visitor');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/contact-messages', remoteAddress: freshIp(), headers: { lang: 'en' }, payload: { name: 'Omar Haddad', email, body: 'Is the 2024 index published?' } });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(admin.email) && m.text.includes('Is the 2024 index published?'));
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${email.replace(/\./g, '\\.')}`, 'im'));
    expect(await queuedFor(admin.email)).toEqual([]);
  });

  it('survives SMTP being down: the reply is saved, its mail kept and put off, then sent once SMTP answers', async () => {
    const email = uniqueEmail('visitor');
    await ctx.app.inject({ method: 'POST', url: '/api/contact-messages', remoteAddress: freshIp(), headers: { lang: 'fr' }, payload: { name: 'Salma', email, body: 'Bonjour' } });
    const [message] = await ctx.database.db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.email, email));
    const down = otherMailer(SMTP_DOWN);
    const service = createContactInboxService({ db: ctx.database.db, mailer: down.mailer });

    const answered = await service.reply(message!.id, 'Les données sont en ligne.', { id: adminId, role: 'admin' });
    expect(answered.reply?.body).toBe('Les données sont en ligne.');
    const [kept] = await queuedFor(email);
    expect(kept).toMatchObject({ template: 'contactReply', attempts: 1, claimedUntil: null });
    // Put off by the first back-off step, a minute, measured on the database's clock.
    const delay = (
      (await ctx.database.db.execute(sql`select extract(epoch from next_attempt_at - now())::float8 as wait from mail_queue where id = ${kept!.id}`)) as unknown as {
        rows: Array<{ wait: number }>;
      }
    ).rows[0]!.wait;
    expect(delay).toBeGreaterThan(50);
    expect(delay).toBeLessThanOrEqual(60);
    expect(received(email)).toEqual([]);
    // What was logged names the template, never the address's mail: no subject, no body.
    const warning = down.lines.find((line) => line.level === 'warn')!;
    expect(warning.obj).toMatchObject({ template: 'contactReply', attempts: 1 });
    expect(JSON.stringify(down.lines)).not.toContain('Les données sont en ligne.');

    // Not yet due: the running hub leaves it alone.
    await ctx.app.mailer.deliverQueued();
    expect(received(email)).toEqual([]);
    await makeDue();
    await ctx.app.mailer.deliverQueued();
    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Re : votre message à la Plateforme Nexus WEFE');
    expect(mail.text).toContain('Les données sont en ligne.');
    expect(await queuedFor(email)).toEqual([]);
  });

  it('is never sent for a change that was rolled back', async () => {
    const to = uniqueEmail('owner');
    await expect(
      inTransaction(ctx.database.db, async (tx) => {
        await ctx.app.mailer.queue(tx, notice(to, 'Rolled back'));
        throw new Error('the change failed after queuing its mail');
      }),
    ).rejects.toThrow('the change failed');
    await ctx.app.mailer.deliverQueued();
    expect(await queuedFor(to)).toEqual([]);
    expect(received(to)).toEqual([]);
  });

  it('refuses to store mail that carries a code or a sign-in link', async () => {
    const to = uniqueEmail('member');
    const before = (await ctx.database.db.select({ n: count() }).from(mailQueue))[0]!.n;
    const code = composeMail('verificationCode', 'en', to, { name: 'Layla', code: '123456', minutes: 10 });
    const reset = composeMail('passwordReset', 'en', to, { name: 'Layla', link: 'http://localhost:3000/reset?token=secret', minutes: 30 });
    for (const mail of [code, reset, { ...notice(to, 'No template'), template: undefined }]) {
      await expect(inTransaction(ctx.database.db, (tx) => ctx.app.mailer.queue(tx, mail))).rejects.toThrow('may not be stored');
    }
    expect((await ctx.database.db.select({ n: count() }).from(mailQueue))[0]!.n).toBe(before);
  });

  it('is sent once when two instances deliver at the same moment', async () => {
    const to = uniqueEmail('owner');
    await inTransaction(ctx.database.db, async (tx) => {
      for (let i = 0; i < 30; i += 1) await ctx.app.mailer.queue(tx, notice(to, `Story ${i}`));
    });
    const other = otherMailer(ctx.mailbox.url);
    await Promise.all([ctx.app.mailer.deliverQueued(), other.mailer.deliverQueued()]);
    const titles = received(to).map((m) => m.subject.replace(/^.*: /, ''));
    expect(titles.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `Story ${i}`).sort());
    expect(await queuedFor(to)).toEqual([]);
  });

  it('held by a process that died mid-send is sent once the hold runs out', async () => {
    const to = uniqueEmail('owner');
    await inTransaction(ctx.database.db, (tx) => ctx.app.mailer.queue(tx, notice(to, 'Held')));
    await ctx.database.db.update(mailQueue).set({ claimedUntil: sql`now() + interval '2 minutes'`, attempts: 1 }).where(eq(mailQueue.toAddress, to));
    await ctx.app.mailer.deliverQueued();
    expect(received(to)).toEqual([]);
    await ctx.database.db.update(mailQueue).set({ claimedUntil: sql`now() - interval '1 second'` }).where(eq(mailQueue.toAddress, to));
    await ctx.app.mailer.deliverQueued();
    expect(received(to).map((m) => m.subject)).toEqual(['Your story is published: Held']);
  });

  it('held by a killed process on PGlite, the only process there can be, is sent at the next start without waiting', async () => {
    const to = uniqueEmail('owner');
    await inTransaction(ctx.database.db, (tx) => ctx.app.mailer.queue(tx, notice(to, 'Held by the dead')));
    await ctx.database.db.update(mailQueue).set({ claimedUntil: sql`now() + interval '2 minutes'`, attempts: 1 }).where(eq(mailQueue.toAddress, to));
    const restarted = otherMailer(ctx.mailbox.url, { onlyProcess: true });
    await restarted.mailer.deliverQueued();
    expect(received(to).map((m) => m.subject)).toEqual(['Your story is published: Held by the dead']);
    expect(await queuedFor(to)).toEqual([]);
  });

  it(`is given up after ${MAX_ATTEMPTS} failed attempts, with an error in the log, and kept for the administrators`, async () => {
    const to = uniqueEmail('owner');
    await inTransaction(ctx.database.db, (tx) => ctx.app.mailer.queue(tx, notice(to, 'Undeliverable')));
    await ctx.database.db.update(mailQueue).set({ attempts: MAX_ATTEMPTS - 2 }).where(eq(mailQueue.toAddress, to));
    const down = otherMailer(SMTP_DOWN);
    await down.mailer.deliverQueued();
    const [waiting] = await queuedFor(to);
    expect(waiting!.givenUpAt).toBeNull();
    expect(waiting!.lastError).toContain('ECONNREFUSED');
    await makeDue();
    await down.mailer.deliverQueued();
    expect(down.lines.filter((line) => line.level === 'error')).toEqual([{ level: 'error', obj: expect.objectContaining({ template: 'submissionApproved', attempts: MAX_ATTEMPTS }), msg: 'queued mail given up' }]);
    const [givenUp] = await queuedFor(to);
    expect(givenUp!.givenUpAt).not.toBeNull();
    expect(givenUp!.lastError).toContain('ECONNREFUSED');

    // Not tried again, however due, until an administrator sends it (mail-queue-admin.test.ts).
    const attempts = down.lines.length;
    await makeDue();
    await down.mailer.deliverQueued();
    expect(down.lines).toHaveLength(attempts);
    expect((await queuedFor(to))[0]!.attempts).toBe(MAX_ATTEMPTS);
    await ctx.database.db.delete(mailQueue).where(eq(mailQueue.toAddress, to));
  });
});
