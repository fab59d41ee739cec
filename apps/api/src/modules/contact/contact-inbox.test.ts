// The staff console's inbox: staff read contact messages, answer them by mail in the sender's language,
// and mark them handled or open again; every change leaves an audit entry.
import { apiMessages, CONTACT_REPLY_MAX } from '@wefe/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, users } from '../../db/schema.ts';
import { freshIp, signedInMember, signedInStaff, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { createContactInboxService } from './contact-inbox.service.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let reviewer: Awaited<ReturnType<typeof signedInStaff>>;
let member: Awaited<ReturnType<typeof signedInMember>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedInStaff(ctx, 'admin');
  reviewer = await signedInStaff(ctx, 'reviewer');
  member = await signedInMember(ctx);
  await ctx.database.db.update(users).set({ firstName: 'Rana', lastName: 'Saleh' }).where(eq(users.emailNormalized, reviewer.email.toLowerCase()));
});
afterAll(() => ctx.close());

type Message = {
  id: number;
  name: string;
  email: string;
  body: string;
  language: string;
  handled_at: string | null;
  handled_by: { id: number; name: string } | null;
  reply: { body: string; sent_at: string; by: { id: number; name: string } | null } | null;
};

const auth = (bearer: string, lang = 'en') => ({ authorization: `Bearer ${bearer}`, lang });

/** Sends a message through the public contact form in a language; answers its id. */
async function contactMessage(lang: string, body = 'Could you share the WEFE Index data for Tunisia?\nThank you.') {
  const email = uniqueEmail('visitor');
  const res = await ctx.app.inject({ method: 'POST', url: '/api/contact-messages', remoteAddress: freshIp(), headers: { lang }, payload: { name: 'Layla Mansour', email, body } });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await ctx.database.db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.email, email));
  return { id: row!.id, email };
}

const inbox = (query = '', bearer = admin.bearer) => ctx.app.inject({ method: 'GET', url: `/api/admin/contact-messages${query}`, headers: auth(bearer) });
const counts = async () => (await ctx.app.inject({ method: 'GET', url: '/api/admin/contact-messages/counts', headers: auth(admin.bearer) })).json().data as { open: number; handled: number };
const act = (id: number, action: 'reply' | 'handled' | 'reopen', payload: object = {}, bearer = admin.bearer, lang = 'en') =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/contact-messages/${id}/${action}`, headers: auth(bearer, lang), payload });
const auditOf = (id: number) => ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'contact-messages'), eq(auditLog.entityId, id)));
const stored = async (id: number) => (await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;

describe('who may call', () => {
  it('refuses visitors (401) and members (403); admins and reviewers may', async () => {
    const { id } = await contactMessage('en');
    const calls = [
      { method: 'GET' as const, url: '/api/admin/contact-messages' },
      { method: 'GET' as const, url: '/api/admin/contact-messages/counts' },
      { method: 'POST' as const, url: `/api/admin/contact-messages/${id}/reply`, payload: { body: 'Hello' } },
      { method: 'POST' as const, url: `/api/admin/contact-messages/${id}/handled`, payload: {} },
      { method: 'POST' as const, url: `/api/admin/contact-messages/${id}/reopen`, payload: {} },
    ];
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await ctx.app.inject({ ...call, headers: auth(member.bearer) })).statusCode, call.url).toBe(403);
    }
    expect((await stored(id)).handledAt).toBeNull();
    expect(await auditOf(id)).toHaveLength(0);
    expect((await inbox('', reviewer.bearer)).statusCode).toBe(200);
    expect((await act(id, 'handled', {}, reviewer.bearer)).statusCode).toBe(200);
  });
});

describe('the inbox', () => {
  it('lists messages newest first with everything staff need, and filters open and handled ones', async () => {
    const older = await contactMessage('fr');
    const newer = await contactMessage('ar');
    const all = (await inbox('?per_page=100')).json();
    const ids = (all.data as Message[]).map((m) => m.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect((all.data as Message[]).find((m) => m.id === older.id)).toEqual({
      id: older.id,
      name: 'Layla Mansour',
      email: older.email,
      phone: null,
      location: null,
      body: 'Could you share the WEFE Index data for Tunisia?\nThank you.',
      language: 'fr',
      created_at: expect.any(String),
      handled_at: null,
      handled_by: null,
      reply: null,
    });

    const before = await counts();
    expect((await act(older.id, 'handled', {}, reviewer.bearer)).statusCode).toBe(200);
    expect(await counts()).toEqual({ open: before.open - 1, handled: before.handled + 1 });

    const open = (await inbox('?status=open&per_page=100')).json();
    expect((open.data as Message[]).every((m) => m.handled_at === null)).toBe(true);
    expect((open.data as Message[]).map((m) => m.id)).toContain(newer.id);
    expect(open.meta.total).toBe(before.open - 1);
    const handled = (await inbox('?status=handled&per_page=100')).json().data as Message[];
    expect(handled.map((m) => m.id)).toContain(older.id);
    expect(handled.find((m) => m.id === older.id)!.handled_by).toEqual({ id: expect.any(Number), name: 'Rana Saleh' });
    expect(handled.every((m) => m.handled_at !== null)).toBe(true);

    expect((await inbox('?status=closed')).statusCode).toBe(422);
    expect((await inbox('?per_page=101')).statusCode).toBe(422);
  });
});

describe('replying', () => {
  it('mails the sender in the language they wrote in, quoting their message, keeps the reply and marks it handled', async () => {
    const { id, email } = await contactMessage('ar');
    const reply = 'شكرًا لتواصلك. ستجد البيانات في صفحة مؤشر WEFE.';
    const res = await act(id, 'reply', { body: `  ${reply}  ` }, reviewer.bearer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your reply was sent and the message marked handled.',
      data: { id, handled_at: expect.any(String), handled_by: { name: 'Rana Saleh' }, reply: { body: reply, sent_at: expect.any(String), by: { name: 'Rana Saleh' } } },
    });

    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('رد على رسالتك إلى منصة ترابط WEFE');
    expect(mail.text).toContain('مرحبًا Layla Mansour،');
    expect(mail.text).toContain(reply);
    expect(mail.text).toContain('> Could you share the WEFE Index data for Tunisia?\n> Thank you.');
    // Without CONTACT_EMAIL the sender answers the hub's own address.
    expect(mail.raw).not.toMatch(/^Reply-To:/im);

    const entries = await auditOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'reply', actorRole: 'reviewer', before: { handled: false }, after: { handled: true, reply } });
    const row = await stored(id);
    expect(row).toMatchObject({ replyBody: reply, handledBy: row.repliedBy });
  });

  it('sets Reply-To to CONTACT_EMAIL when it is configured, and keeps the first handling of a handled message', async () => {
    const { id, email } = await contactMessage('fr');
    expect((await act(id, 'handled', {}, reviewer.bearer)).statusCode).toBe(200);
    const handledBy = (await stored(id)).handledBy;
    const contactEmail = uniqueEmail('team');
    const service = createContactInboxService({ db: ctx.database.db, mailer: ctx.app.mailer, contactEmail });
    const adminId = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.emailNormalized, admin.email.toLowerCase())))[0]!.id;
    expect(adminId).not.toBe(handledBy);
    const answered = await service.reply(id, 'Les données sont en ligne.', { id: adminId, role: 'admin' });
    expect(answered.reply?.body).toBe('Les données sont en ligne.');

    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Re : votre message à la Plateforme Nexus WEFE');
    expect(mail.text).toContain('Vous avez écrit le ');
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${contactEmail.replace(/\./g, '\\.')}`, 'im'));
    expect(await stored(id)).toMatchObject({ handledBy, repliedBy: adminId });
  });

  it('refuses an empty or too long reply with 422 in the request language, sending and changing nothing', async () => {
    const { id, email } = await contactMessage('en');
    const empty = await act(id, 'reply', { body: '   ' }, admin.bearer, 'ar');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ body: [apiMessages.ar['validation.required']] });
    const long = await act(id, 'reply', { body: 'x'.repeat(CONTACT_REPLY_MAX + 1) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ body: [`This is too long (at most ${CONTACT_REPLY_MAX} characters).`] });
    expect(await stored(id)).toMatchObject({ replyBody: null, handledAt: null });
    expect(await auditOf(id)).toHaveLength(0);
    expect(ctx.mailbox.messages.some((m) => m.to.includes(email))).toBe(false);
    expect((await act(2_000_000_000, 'reply', { body: 'Hello' })).statusCode).toBe(404);
  });
});

describe('handled and reopen', () => {
  it('marks handled once, reopens once, with an audit entry for each', async () => {
    const { id } = await contactMessage('en');
    const handled = await act(id, 'handled');
    expect(handled.statusCode).toBe(200);
    expect(handled.json().data.handled_at).toEqual(expect.any(String));
    const again = await act(id, 'handled', {}, reviewer.bearer, 'fr');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(apiMessages.fr['contact.already_handled']);

    const reopened = await act(id, 'reopen');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data).toMatchObject({ handled_at: null, handled_by: null });
    expect((await act(id, 'reopen')).statusCode).toBe(409);

    const entries = await auditOf(id);
    expect(entries.map((e) => e.action).sort()).toEqual(['mark_handled', 'reopen']);
    expect((await act(2_000_000_000, 'handled')).statusCode).toBe(404);
  });
});
