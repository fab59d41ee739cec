import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, heldAnswer, type MockAnswer, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const SEND = 'POST /contact-messages';
const thanks: MockAnswer = { status: 200, body: { success: true, message: 'Thank you, Layla. Our team will answer within two working days.' } };

async function openContactPage() {
  const view = renderApp('/about/contact-us');
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  const form = screen.getByRole('form', { name: 'Send us a message' });
  const field = (name: string) => within(form).getByRole('textbox', { name });
  return { ...view, form, field };
}

type Page = Awaited<ReturnType<typeof openContactPage>>;

/** Fills the required fields (and `extra` ones) as a visitor types them. */
async function fillIn({ user, field }: Page, body = 'Could your team present the index at our water week?', extra: { phone?: string; location?: string } = {}) {
  await user.type(field('Name'), 'Layla Haddad');
  await user.type(field('Email'), 'layla@example.org');
  if (extra.phone) await user.type(field('Phone (optional)'), extra.phone);
  if (extra.location) await user.type(field('Location (optional)'), extra.location);
  await user.click(field('Message'));
  await user.paste(body);
}

describe('contact page: the form', () => {
  it('counts the message as the visitor types, on screen and for screen readers', async () => {
    mockApi({});
    const page = await openContactPage();
    expect(within(page.form).getByText('0 / 2,000')).toBeInTheDocument();

    await page.user.type(page.field('Message'), 'Hello');
    expect(within(page.form).getByText('5 / 2,000')).toBeInTheDocument();
    const spoken = within(page.form).getByText('1,995 characters left');
    expect(spoken).toHaveAttribute('aria-live', 'polite');
    expect(page.field('Message')).toHaveAccessibleDescription('1,995 characters left');

    await page.user.type(page.field('Message'), '!');
    expect(within(page.form).getByText('6 / 2,000')).toBeInTheDocument();
    expect(spoken).toHaveTextContent('1,994 characters left');
  });

  it('asks for the required fields without sending anything', async () => {
    const api = mockApi({ [SEND]: thanks });
    const page = await openContactPage();
    await page.user.type(page.field('Location (optional)'), 'Amman');
    await page.user.click(within(page.form).getByRole('button', { name: 'Send message' }));

    expect(within(page.form).getByRole('alert')).toHaveTextContent('Please fill in all required fields (Name, Email, and Message).');
    expect(page.field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(page.field('Name')).toHaveFocus();
    expect(page.field('Email')).toHaveAccessibleDescription('This field is required');
    expect(page.field('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(page.field('Location (optional)')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo(SEND)).toHaveLength(0);
  });

  it('refuses a message of 2001 characters without sending it', async () => {
    const api = mockApi({ [SEND]: thanks });
    const page = await openContactPage();
    await fillIn(page, 'a'.repeat(2001));
    expect(within(page.form).getByText('2,001 / 2,000')).toBeInTheDocument();
    expect(within(page.form).getByText('1 character too many')).toBeInTheDocument();

    await page.user.click(within(page.form).getByRole('button', { name: 'Send message' }));
    expect(within(page.form).getByRole('alert')).toHaveTextContent('Message must be 2000 characters or less.');
    expect(page.field('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(page.field('Name')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo(SEND)).toHaveLength(0);

    // Exactly 2000 goes.
    await page.user.type(page.field('Message'), '{Backspace}');
    await page.user.click(within(page.form).getByRole('button', { name: 'Send message' }));
    expect(await within(page.form).findByRole('status')).toHaveTextContent('Thank you, Layla.');
    expect(api.callsTo(SEND)).toHaveLength(1);
  });

  it("sends exactly the visitor's fields and the empty honeypot, says 'Sending...' meanwhile, then shows the server's thanks and empties the form", async () => {
    const sent = heldAnswer();
    const api = mockApi({ [SEND]: sent.handler });
    const page = await openContactPage();
    await fillIn(page, '  Could your team present the index at our water week?  ', { location: 'Irbid, Jordan' });
    await page.user.click(within(page.form).getByRole('button', { name: 'Send message' }));

    const sending = within(page.form).getByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(api.callsTo(SEND)).toHaveLength(1);
    expect(api.callsTo(SEND)[0]?.body).toEqual({
      name: 'Layla Haddad',
      email: 'layla@example.org',
      location: 'Irbid, Jordan',
      body: 'Could your team present the index at our water week?',
      website: '',
    });
    expect(api.callsTo(SEND)[0]?.headers.get('Content-Type')).toBe('application/json');

    await act(async () => sent.answer(thanks));
    expect(await within(page.form).findByRole('status')).toHaveTextContent('Thank you, Layla. Our team will answer within two working days.');
    expect(within(page.form).getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(page.field('Name')).toHaveValue('');
    expect(page.field('Email')).toHaveValue('');
    expect(page.field('Location (optional)')).toHaveValue('');
    expect(page.field('Message')).toHaveValue('');
    expect(within(page.form).getByText('0 / 2,000')).toBeInTheDocument();
    expect(within(page.form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the phone when given; the honeypot is out of reach of people and assistive technology', async () => {
    const api = mockApi({ [SEND]: thanks });
    const page = await openContactPage();
    await fillIn(page, 'Hello', { phone: '+962 79 123 4567' });
    await page.user.click(within(page.form).getByRole('button', { name: 'Send message' }));
    await within(page.form).findByRole('status');
    expect(api.callsTo(SEND)[0]?.body).toEqual({ name: 'Layla Haddad', email: 'layla@example.org', phone: '+962 79 123 4567', body: 'Hello', website: '' });

    const honeypot = page.form.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    expect(within(page.form).queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
  });

  it("shows a 422's messages beside the fields it names, and keeps what was typed", async () => {
    mockApi({
      [SEND]: fail(422, 'The given data was invalid.', {
        errors: { email: ['This address cannot receive mail.'], body: ['The message looks like spam.'] },
      }),
    });
    const page = await openContactPage();
    await fillIn(page, 'Buy now');
    await page.user.click(within(page.form).getByRole('button', { name: 'Send message' }));

    expect(await within(page.form).findByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(page.field('Email')).toHaveAccessibleDescription('This address cannot receive mail.');
    expect(page.field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(page.field('Message')).toHaveAccessibleDescription(expect.stringContaining('The message looks like spam.'));
    expect(page.field('Name')).not.toHaveAttribute('aria-invalid');
    expect(page.field('Email')).toHaveValue('layla@example.org');
    expect(within(page.form).queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows a 429's own message and how long to wait", async () => {
    mockApi({ [SEND]: fail(429, 'Too many messages from this address. Please try again later.', {}, { 'Retry-After': '540' }) });
    const page = await openContactPage();
    await fillIn(page);
    await page.user.click(within(page.form).getByRole('button', { name: 'Send message' }));

    const alert = await within(page.form).findByRole('alert');
    expect(alert).toHaveTextContent('Too many messages from this address. Please try again later.');
    expect(alert).toHaveTextContent('You can send another message in 9 minutes.');
    expect(page.field('Message')).toHaveValue('Could your team present the index at our water week?');
  });

  it("says 'Failed to send message. Please try again.' when the connection is lost", async () => {
    mockApi({
      [SEND]: () => {
        throw new Error('offline');
      },
    });
    const page = await openContactPage();
    await fillIn(page);
    await page.user.click(within(page.form).getByRole('button', { name: 'Send message' }));
    expect(await within(page.form).findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
    expect(within(page.form).getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('speaks French: labels, the counter and the required-fields message', async () => {
    i18n.changeLanguage('fr');
    mockApi({});
    const { user } = renderApp('/about/contact-us');
    const form = await screen.findByRole('form', { name: 'Envoyez-nous un message' });
    await user.type(within(form).getByRole('textbox', { name: 'Votre message' }), 'Bonjour');
    expect(within(form).getByText('1 993 caractères restants')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Envoyer le message' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Veuillez remplir tous les champs obligatoires (nom, e-mail et message).');
  });
});

describe('contact page: contacts, office and questions', () => {
  it("shows the hub's direct contacts", async () => {
    mockApi({});
    renderApp('/about/contact-us');
    const contacts = await screen.findByRole('region', { name: 'Direct contacts' });
    expect(within(contacts).getByRole('link', { name: 'info@wefe-nexus-hub.org' })).toHaveAttribute('href', 'mailto:info@wefe-nexus-hub.org');
    expect(within(contacts).getByRole('link', { name: '+962 6 500 0000' })).toHaveAttribute('href', 'tel:+96265000000');
    expect(within(contacts).getByText('Amman, Jordan')).toBeInTheDocument();
  });

  it('says the office is open on Thursday at 16:59 in Amman, with its days, hours, time zone and languages', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-14T16:59:00+03:00'));
    mockApi({});
    renderApp('/about/contact-us');
    const office = await screen.findByRole('region', { name: 'Office hours' });
    expect(within(office).getByText('Open now')).toBeInTheDocument();
    expect(within(office).getByText('It is 16:59 on Thursday in Amman.')).toBeInTheDocument();
    expect(within(office).getByText('Sunday to Thursday')).toBeInTheDocument();
    expect(within(office).getByText('09:00–17:00')).toBeInTheDocument();
    expect(within(office).getByText('Amman time (Asia/Amman)')).toBeInTheDocument();
    expect(within(office).getByText('English and Arabic')).toBeInTheDocument();
  });

  it('says the office is closed on a Friday, in Arabic too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-15T10:00:00+03:00'));
    mockApi({});
    renderApp('/about/contact-us');
    const office = await screen.findByRole('region', { name: 'Office hours' });
    expect(within(office).getByText('Closed now')).toBeInTheDocument();
    expect(within(office).queryByText('Open now')).not.toBeInTheDocument();

    await act(async () => i18n.changeLanguage('ar'));
    const arabic = await screen.findByRole('region', { name: 'ساعات عمل المكتب' });
    expect(within(arabic).getByText('مغلق الآن')).toBeInTheDocument();
    expect(within(arabic).getByText('من الأحد إلى الخميس')).toBeInTheDocument();
  });

  it('answers frequent questions in expandable entries, linking to the index', async () => {
    mockApi({});
    const { user } = renderApp('/about/contact-us');
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const entries = faq.querySelectorAll('details');
    expect(entries.length).toBeGreaterThanOrEqual(4);
    expect(entries.length).toBeLessThanOrEqual(6);

    const question = within(faq).getByText('How is the WEFE Index computed?');
    const entry = question.closest('details')!;
    expect(entry).not.toHaveAttribute('open');
    await user.click(question);
    expect(entry).toHaveAttribute('open');
    expect(within(entry).getByRole('link', { name: 'Explore the WEFE Index' })).toHaveAttribute('href', '/wefe-index');
    for (const text of ['How are submissions reviewed?', 'How can my organisation become a partner?', "Can I reuse the hub's data?", 'In which languages can I write to you?']) {
      expect(within(faq).getByText(text)).toBeInTheDocument();
    }
  });
});
