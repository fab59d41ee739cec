// The contact form: messages kept and mailed to the administrators, validation in three languages,
// throttles per client address and per sender email, and a honeypot that stores and sends nothing.
import { apiMessages, CONTACT_MESSAGES_PER_HOUR, LANGUAGES } from '@wefe/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users } from '../../db/schema.ts';
import { freshIp, signedInStaff, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { createContactService } from './contact.service.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let arabicAdmin: Awaited<ReturnType<typeof signedInStaff>>;
let reviewer: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedInStaff(ctx, 'admin');
  arabicAdmin = await signedInStaff(ctx, 'admin');
  await ctx.database.db.update(users).set({ language: 'ar' }).where(eq(users.emailNormalized, arabicAdmin.email.toLowerCase()));
  reviewer = await signedInStaff(ctx, 'reviewer');
});
afterAll(() => ctx.close());

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Layla Mansour',
  email: uniqueEmail('visitor'),
  phone: '+962 79 123 4567',
  location: 'Irbid, Jordan',
  body: 'We run a water-reuse pilot in Irbid and would like to join the hub as a partner.',
  ...overrides,
});
const send = (payload: Record<string, unknown>, { lang = 'en', ip = freshIp() }: { lang?: string; ip?: string } = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/contact-messages', remoteAddress: ip, headers: { lang }, payload });
const stored = async () => Number((await ctx.database.db.select({ n: count() }).from(contactMessages))[0]!.n);

describe('a message', () => {
  it('is kept with the request language and answered with thanks in en, ar and fr', async () => {
    const expected = { en: 'Thank you! Your message has been sent.', ar: 'شكرًا لك! تم إرسال رسالتك.', fr: 'Merci ! Votre message a bien été envoyé.' } as const;
    for (const lang of LANGUAGES) {
      const payload = message();
      const res = await send(payload, { lang });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: expected[lang], data: null });
      const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, payload.email));
      expect(row).toMatchObject({ name: 'Layla Mansour', phone: '+962 79 123 4567', location: 'Irbid, Jordan', body: payload.body, language: lang, handledAt: null });
    }
  });

  it('reaches every administrator in their language with the sender’s name, email and message; reviewers are not mailed', async () => {
    const payload = message({ name: 'Omar Khalil', body: 'Could you share the WEFE Index data for Tunisia?\nThank you.' });
    expect((await send(payload, { lang: 'fr' })).statusCode).toBe(200);
    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(admin.email) && m.text.includes(payload.email));
    expect(mail.subject).toBe('Contact message from Omar Khalil');
    expect(mail.text).toContain('Name: Omar Khalil');
    expect(mail.text).toContain(`Email: ${payload.email}`);
    expect(mail.text).toContain('Phone: +962 79 123 4567');
    expect(mail.text).toContain('Location: Irbid, Jordan');
    expect(mail.text).toContain('Language: Français');
    expect(mail.text).toContain('Could you share the WEFE Index data for Tunisia?\nThank you.');
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${payload.email.replace(/\./g, '\\.')}`, 'im'));

    const arabic = await ctx.mailbox.waitFor((m) => m.to.includes(arabicAdmin.email) && m.text.includes(payload.email));
    expect(arabic.subject).toBe('رسالة تواصل من Omar Khalil');
    expect(arabic.text).toContain('Could you share the WEFE Index data for Tunisia?');
    expect(ctx.mailbox.messages.some((m) => m.to.includes(reviewer.email))).toBe(false);
  });

  it('keeps optional phone and location empty when not given, and shows a dash for them in the mail', async () => {
    const payload = message({ phone: '', location: undefined, name: 'Sara\nNewline' });
    expect((await send(payload)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, payload.email));
    expect(row).toMatchObject({ phone: null, location: null });
    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(admin.email) && m.text.includes(payload.email));
    expect(mail.subject).toBe('Contact message from Sara Newline');
    expect(mail.text).toContain('Phone: —\nLocation: —');
  });

  it('also reaches CONTACT_EMAIL when it is configured, once even if it is an administrator’s', async () => {
    const contactEmail = uniqueEmail('team');
    const service = createContactService({ db: ctx.database.db, mailer: ctx.app.mailer, rateLimiter: ctx.app.rateLimiter, publicUrl: 'http://localhost:3000', contactEmail });
    const payload = message();
    await service.send(payload, { ip: freshIp(), language: 'en' });
    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(contactEmail) && m.text.includes(payload.email));
    expect(mail.subject).toBe('Contact message from Layla Mansour');

    const again = createContactService({ db: ctx.database.db, mailer: ctx.app.mailer, rateLimiter: ctx.app.rateLimiter, publicUrl: 'http://localhost:3000', contactEmail: admin.email.toUpperCase() });
    const second = message();
    await again.send(second, { ip: freshIp(), language: 'en' });
    await ctx.mailbox.waitFor((m) => m.to.includes(admin.email) && m.text.includes(second.email));
    expect(ctx.mailbox.messages.filter((m) => m.text.includes(second.email) && m.to.some((to) => to.toLowerCase() === admin.email.toLowerCase()))).toHaveLength(1);
  });
});

describe('validation', () => {
  it.each(LANGUAGES)('asks for the required fields in %s', async (lang) => {
    const before = await stored();
    const res = await send({ phone: '123' }, { lang });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(apiMessages[lang]['errors.validation']);
    expect(res.json().errors).toEqual({
      name: [apiMessages[lang]['validation.required']],
      email: [apiMessages[lang]['validation.required']],
      body: [apiMessages[lang]['validation.required']],
    });
    expect(await stored()).toBe(before);
  });

  it.each([
    ['en', 'Message must be 2000 characters or less.'],
    ['ar', 'يجب ألا تتجاوز الرسالة 2000 حرف.'],
    ['fr', 'Le message doit comporter 2000 caractères au maximum.'],
  ])('refuses a message of 2001 characters in %s', async (lang, text) => {
    const res = await send(message({ body: 'x'.repeat(2001) }), { lang });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ body: [text] });
  });

  it('takes a message of exactly 2000 characters', async () => {
    expect((await send(message({ body: 'x'.repeat(2000) }))).statusCode).toBe(200);
  });

  it('refuses an email that is not one, and blank required fields', async () => {
    const res = await send(message({ email: 'not-an-email', name: '   ', body: ' ' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Enter a valid email address.'], name: ['This field is required.'], body: ['This field is required.'] });
  });
});

describe('the honeypot', () => {
  it('answers a filled one exactly like a real send, and stores and mails nothing', async () => {
    const before = await stored();
    const mails = ctx.mailbox.messages.length;
    const payload = message({ website: 'http://spam.example' });
    const res = await send(payload, { lang: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'شكرًا لك! تم إرسال رسالتك.', data: null });
    expect(await stored()).toBe(before);
    // A real send is mailed before it is answered (see above), so nothing can still be on its way.
    expect(ctx.mailbox.messages.length).toBe(mails);
    expect(ctx.mailbox.messages.some((m) => m.text.includes(payload.email))).toBe(false);
  });

  it('ignores an empty one', async () => {
    const before = await stored();
    expect((await send(message({ website: '' }))).statusCode).toBe(200);
    expect(await stored()).toBe(before + 1);
  });
});

describe('throttling', () => {
  it(`allows ${CONTACT_MESSAGES_PER_HOUR} messages an hour from one address, then answers 429 with Retry-After, translated`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i += 1) expect((await send(message(), { ip })).statusCode).toBe(200);
    const before = await stored();
    const refused = await send(message(), { ip, lang: 'ar' });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json()).toEqual({ success: false, message: 'لقد أرسلت عدة رسائل خلال وقت قصير. يرجى الانتظار 60 دقيقة قبل إرسال رسالة أخرى.', data: null });
    const french = await send(message(), { ip, lang: 'fr' });
    expect(french.json().message).toBe('Vous avez envoyé plusieurs messages en peu de temps. Veuillez patienter 60 min avant d’en envoyer un autre.');
    const english = await send(message(), { ip });
    expect(english.json().message).toBe('You have sent several messages in a short time. Please wait 60 min before sending another.');
    expect(await stored()).toBe(before);
    // Another address is not affected.
    expect((await send(message())).statusCode).toBe(200);
  });

  it(`allows ${CONTACT_MESSAGES_PER_HOUR} messages an hour from one email, whatever address they come from`, async () => {
    const email = uniqueEmail('repeat');
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i += 1) expect((await send(message({ email }))).statusCode).toBe(200);
    const refused = await send(message({ email: email.toUpperCase() }));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('throttles a bot filling the honeypot like anyone else, so it cannot tell', async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i += 1) expect((await send(message({ website: 'x' }), { ip })).statusCode).toBe(200);
    expect((await send(message({ website: 'x' }), { ip })).statusCode).toBe(429);
  });
});
