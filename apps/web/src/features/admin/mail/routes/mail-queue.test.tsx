import type { StaffQueuedMail } from '@wefe/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, ok, type RecordedRequest } from '@/test/mock-api';
import { renderApp, signInStaff } from '@/test/render-app';
import { findDialog } from '@/test/dialogs';

function mail(overrides: Partial<StaffQueuedMail> = {}): StaffQueuedMail {
  return {
    id: 7,
    template: 'submissionApproved',
    to: 'layla@example.org',
    subject: 'Your story is published: Drip lines in Irbid',
    attempts: 40,
    next_attempt_at: '2026-11-21T10:00:00Z',
    last_error: 'EAUTH · 535 · Invalid login: 535 Authentication failed',
    given_up_at: '2026-11-21T09:00:00Z',
    created_at: '2026-11-19T08:00:00Z',
    ...overrides,
  };
}

const waiting = mail({ id: 8, to: 'omar@example.org', subject: 'Your publication is published: Solar pumps', attempts: 3, given_up_at: null, last_error: 'ECONNREFUSED · connect ECONNREFUSED 10.0.0.5:587' });
const pageOf = (items: StaffQueuedMail[], page = 1, lastPage = 1, total = items.length) => ok(items, 'OK', { meta: { current_page: page, per_page: 25, total, last_page: lastPage } });

/** The queue with a given-up and a waiting mail. */
function queueApi(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /admin/submissions': ok([]),
    'GET /admin/contact-messages/counts': ok({ open: 0, handled: 0 }),
    'GET /admin/mail-queue/counts': ok({ waiting: 1, given_up: 1 }),
    'GET /admin/mail-queue': pageOf([mail(), waiting]),
    ...extra,
  });
}

describe('outgoing mail screen', () => {
  it('lists the mail not yet sent, given up first, with its attempts and why it last failed', async () => {
    queueApi();
    signInStaff('admin');
    renderApp('/admin/mail');
    const list = await screen.findByRole('list', { name: 'Mail not yet sent' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Your story is published: Drip lines in Irbid' })).toBeInTheDocument();
    expect(first).toHaveTextContent('To: layla@example.org');
    expect(first).toHaveTextContent('40 attempts');
    expect(first).toHaveTextContent(/Given up 21 Nov 2026/);
    expect(within(first!).getByText('EAUTH · 535 · Invalid login: 535 Authentication failed')).toHaveAttribute('dir', 'ltr');
    expect(second).toHaveTextContent('3 attempts');
    expect(second).toHaveTextContent(/Next attempt 21 Nov 2026/);
    expect(screen.getByText('1 waiting · 1 given up')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Outgoing mail' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends a mail now and says what the server answered, a failure as a failure, then asks for the list again', async () => {
    let answer = ok({ sent: false, mail: mail({ attempts: 1, given_up_at: null }) }, 'The mail could not be sent. It stays in the queue and will be tried again.');
    const api = queueApi({ 'POST /admin/mail-queue/7/send': () => answer });
    signInStaff('admin');
    const { user } = renderApp('/admin/mail');
    await user.click(await screen.findByRole('button', { name: 'Send the mail to layla@example.org now' }));
    // Not sent is a failure, said as one.
    expect(await screen.findByRole('alert')).toHaveTextContent('The mail could not be sent. It stays in the queue and will be tried again.');

    answer = ok({ sent: true, mail: null }, 'The mail was sent.');
    await user.click(screen.getByRole('button', { name: 'Send the mail to layla@example.org now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The mail was sent.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('POST /admin/mail-queue/7/send')).toHaveLength(2);
    await waitFor(() => expect(api.callsTo('GET /admin/mail-queue').length).toBeGreaterThan(2));
  });

  it('shows the refusal when another process is sending the mail', async () => {
    queueApi({ 'POST /admin/mail-queue/8/send': fail(409, 'This mail is being sent at this moment. Try again in two minutes.') });
    signInStaff('admin');
    const { user } = renderApp('/admin/mail');
    await user.click(await screen.findByRole('button', { name: 'Send the mail to omar@example.org now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This mail is being sent at this moment. Try again in two minutes.');
  });

  it('discards a mail only once confirmed', async () => {
    const api = queueApi({ 'DELETE /admin/mail-queue/8': ok(null, 'The mail was discarded.') });
    signInStaff('admin');
    const { user } = renderApp('/admin/mail');
    await user.click(await screen.findByRole('button', { name: 'Discard the mail to omar@example.org' }));
    const dialog = await findDialog();
    expect(dialog).toHaveTextContent('The mail to omar@example.org will not be sent.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /admin/mail-queue/8')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Discard the mail to omar@example.org' }));
    await user.click(within(await findDialog()).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('The mail to omar@example.org was discarded.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /admin/mail-queue/8')).toHaveLength(1);
  });

  it('says when nothing waits', async () => {
    queueApi({ 'GET /admin/mail-queue/counts': ok({ waiting: 0, given_up: 0 }), 'GET /admin/mail-queue': pageOf([]) });
    signInStaff('admin');
    renderApp('/admin/mail');
    expect(await screen.findByText('No mail is waiting: every notice has been sent.')).toBeInTheDocument();
    expect(screen.getByText('nothing waiting · none given up')).toBeInTheDocument();
  });

  it('keeps the page in the address and asks the server for it', async () => {
    const api = queueApi({ 'GET /admin/mail-queue': (request: RecordedRequest) => pageOf([request.query.get('page') === '2' ? waiting : mail()], Number(request.query.get('page')), 2, 26) });
    signInStaff('admin');
    const { user, router } = renderApp('/admin/mail?page=2');
    expect(await screen.findByRole('heading', { name: 'Your publication is published: Solar pumps' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Your story is published: Drip lines in Irbid' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=1');
    expect(api.callsTo('GET /admin/mail-queue').map((request) => request.query.get('page'))).toEqual(['2', '1']);
  });

  it('is not offered to reviewers', async () => {
    queueApi();
    signInStaff('reviewer');
    renderApp('/admin/mail');
    expect(await screen.findByText('Only administrators can use this section.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Outgoing mail' })).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    queueApi();
    signInStaff('admin');
    i18n.changeLanguage('ar');
    renderApp('/admin/mail');
    expect(await screen.findByRole('heading', { level: 1, name: 'البريد الصادر' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'أرسل الآن الرسالة الموجّهة إلى layla@example.org' })).toBeInTheDocument();
    expect(screen.getAllByText(/محاولة/, { selector: 'p' })).toHaveLength(2);
  });
});
