import { CONTACT_REPLY_MAX, type StaffContactMessage } from '@wefe/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, ok, type RecordedRequest } from '@/test/mock-api';
import { renderApp, signInStaff } from '@/test/render-app';

function message(overrides: Partial<StaffContactMessage> = {}): StaffContactMessage {
  return {
    id: 5,
    name: 'Layla Mansour',
    email: 'layla@example.org',
    phone: '+962 79 123 4567',
    location: 'Irbid, Jordan',
    body: 'We run a water-reuse pilot in Irbid.\nCould we join the hub as a partner?',
    language: 'fr',
    created_at: '2026-11-20T09:30:00Z',
    handled_at: null,
    handled_by: null,
    reply: null,
    ...overrides,
  };
}

const pageOf = (items: StaffContactMessage[], page = 1, lastPage = 1) => ok(items, 'OK', { meta: { current_page: page, per_page: 20, total: items.length, last_page: lastPage } });
const handledOne = message({
  id: 6,
  name: 'Omar Khalil',
  body: 'Where is the data for Tunisia?',
  language: 'ar',
  handled_at: '2026-11-21T10:00:00Z',
  handled_by: { id: 3, name: 'Rana Staff' },
  reply: { body: 'It is on the WEFE index page.', sent_at: '2026-11-21T10:00:00Z', by: { id: 3, name: 'Rana Staff' } },
});

/** The inbox with one open and one handled message; answers by the requested tab. */
function inboxApi(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /admin/submissions': ok([]),
    'GET /admin/contact-messages/counts': ok({ open: 1, handled: 1 }),
    'GET /admin/contact-messages': (request: RecordedRequest) => (request.query.get('status') === 'handled' ? pageOf([handledOne]) : pageOf([message()])),
    ...extra,
  });
}

describe('contact messages screen', () => {
  it('shows Open and Handled tabs with counts, keeps the tab in the address, and expands a message', async () => {
    const api = inboxApi();
    signInStaff('reviewer');
    const { user, router } = renderApp('/admin/messages');
    // The first render loads the console's code and catalogues, which can take a while on a busy machine.
    const openTab = await screen.findByRole('tab', { name: 'Open (1)' });
    expect(openTab).toHaveAttribute('aria-selected', 'true');
    const toggle = await screen.findByRole('button', { name: 'Show the message from Layla Mansour' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the message from Layla Mansour' })).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByLabelText('Sender and contact details');
    expect(within(details).getByRole('link', { name: 'layla@example.org' })).toHaveAttribute('href', 'mailto:layla@example.org');
    expect(within(details).getByText('+962 79 123 4567')).toBeInTheDocument();
    expect(within(details).getByText('Irbid, Jordan')).toBeInTheDocument();
    expect(within(details).getByText('Français')).toBeInTheDocument();
    // Line breaks are kept as the sender wrote them.
    const body = screen.getByText(/Could we join the hub/);
    expect(body.textContent).toBe('We run a water-reuse pilot in Irbid.\nCould we join the hub as a partner?');
    expect(body).toHaveClass('whitespace-pre-wrap');

    await user.click(screen.getByRole('tab', { name: 'Handled (1)' }));
    expect(router.state.location.search).toBe('?status=handled');
    await user.click(await screen.findByRole('button', { name: 'Show the message from Omar Khalil' }));
    expect(screen.getByText('Reply sent by Rana Staff on', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('It is on the WEFE index page.')).toBeInTheDocument();
    expect(screen.getByText(/^Handled by Rana Staff on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(api.callsTo('GET /admin/contact-messages').map((r) => r.query.get('status'))).toEqual(['open', 'handled']);
  });

  it('sends a reply, checking it first beside the field', async () => {
    const api = inboxApi({ 'POST /admin/contact-messages/5/reply': ok(message({ handled_at: '2026-11-22T08:00:00Z', reply: { body: 'Welcome aboard.', sent_at: '2026-11-22T08:00:00Z', by: null } })) });
    signInStaff('admin');
    const { user } = renderApp('/admin/messages');
    await user.click(await screen.findByRole('button', { name: 'Show the message from Layla Mansour' }));
    const field = screen.getByRole('textbox', { name: 'Your reply' });
    expect(field).toHaveAccessibleDescription(`Mailed to layla@example.org in Français, with their message quoted. 0 of ${CONTACT_REPLY_MAX} characters.`);

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Write a reply before sending.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /admin/contact-messages/5/reply')).toHaveLength(0);

    await user.type(field, '  Welcome aboard.  ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply was sent to layla@example.org.')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/contact-messages/5/reply')[0]!.body).toEqual({ body: 'Welcome aboard.' });
    // The lists and counts are asked again.
    await waitFor(() => expect(api.callsTo('GET /admin/contact-messages/counts').length).toBeGreaterThan(1));
  });

  it('shows the server’s field message beside the reply', async () => {
    inboxApi({ 'POST /admin/contact-messages/5/reply': fail(422, 'The given data was invalid.', { errors: { body: ['This is too long (at most 5000 characters).'] } }) });
    signInStaff('admin');
    const { user } = renderApp('/admin/messages');
    await user.click(await screen.findByRole('button', { name: 'Show the message from Layla Mansour' }));
    const field = screen.getByRole('textbox', { name: 'Your reply' });
    await user.type(field, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('This is too long (at most 5000 characters).')));
  });

  it('marks a message handled, and shows a conflict when someone did first', async () => {
    let handledAnswer = ok(message({ handled_at: '2026-11-22T08:00:00Z' }));
    const api = inboxApi({ 'POST /admin/contact-messages/5/handled': () => handledAnswer });
    signInStaff('admin');
    const { user } = renderApp('/admin/messages');
    await user.click(await screen.findByRole('button', { name: 'Show the message from Layla Mansour' }));
    handledAnswer = fail(409, 'This message was already marked handled.');
    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This message was already marked handled.');

    handledAnswer = ok(message({ handled_at: '2026-11-22T08:00:00Z' }));
    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('The message from Layla Mansour is marked handled.')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/contact-messages/5/handled')).toHaveLength(2);
  });

  it('shows the empty and error states', async () => {
    mockApi({
      'GET /admin/submissions': ok([]),
      'GET /admin/contact-messages/counts': ok({ open: 0, handled: 0 }),
      'GET /admin/contact-messages': (request: RecordedRequest) => (request.query.get('status') === 'handled' ? fail(403, 'You are not allowed to do this.') : pageOf([])),
    });
    signInStaff('admin');
    const { user } = renderApp('/admin/messages');
    expect(await screen.findByText('No open messages. Everything has been answered.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Handled (0)' }));
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    inboxApi();
    signInStaff('admin');
    i18n.changeLanguage('ar');
    const { user } = renderApp('/admin/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'رسائل التواصل' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /^مفتوحة/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(await screen.findByRole('button', { name: 'عرض رسالة Layla Mansour' }));
    expect(screen.getByRole('textbox', { name: 'ردك' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'وضع علامة «تمت المعالجة»' })).toBeInTheDocument();
    expect(screen.getByText('Français')).toBeInTheDocument();
  });
});
