import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderApp, signInStaff } from '@/test/render-app';

const COUNTS = { publications: 1, stories: 2, 'news-events': 0, entities: 1 };
const QUEUE = [
  { type: 'stories', id: 4, title: 'Solar pumps in Deir Alla', status: 'pending', submitted_at: '2026-03-01T08:00:00Z', owner: { id: 7, name: 'Amal Haddad', email: 'amal@example.org' }, is_edit: true },
  { type: 'publications', id: 9, title: 'Groundwater outlook 2030', status: 'pending', submitted_at: '2026-03-02T08:00:00Z', owner: null, is_edit: false },
  { type: 'entities', id: 12, title: 'Azraq Oasis Trust', status: 'pending', submitted_at: '2026-03-03T08:00:00Z', owner: { id: 12, name: 'Azraq Oasis Trust', email: 'trust@example.org' }, is_edit: false },
];

describe('review queue', () => {
  it('lists everything pending, oldest first, with type, submitter, date, the edit badge and a link to each item', async () => {
    mockApi({ 'GET /admin/submissions/counts': ok(COUNTS), 'GET /admin/submissions': ok(QUEUE) });
    signInStaff('reviewer');
    renderApp('/admin/review');
    const table = await screen.findByRole('table', { name: 'Submissions waiting for review' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['Story', 'Publication', 'Entity account']);
    expect(within(rows[0]!).getByRole('link', { name: 'Solar pumps in Deir Alla' })).toHaveAttribute('href', '/admin/review/stories/4');
    expect(within(rows[0]!).getByText('Edit of an approved item')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Amal Haddad')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1 Mar 2026')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Edit of an approved item')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Account deleted')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'Azraq Oasis Trust' })).toHaveAttribute('href', '/admin/review/entities/12');
  });

  it('filters by type, each with its pending count, and asks the API for that type only', async () => {
    const api = mockApi({
      'GET /admin/submissions/counts': ok(COUNTS),
      'GET /admin/submissions': (request) => ok(QUEUE.filter((item) => !request.query.get('type') || item.type === request.query.get('type'))),
    });
    signInStaff('reviewer');
    const { user, router } = renderApp('/admin/review');
    const filter = await screen.findByRole('group', { name: 'Show submissions of type' });
    expect(await within(filter).findByRole('button', { name: 'All 4 pending' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filter).getByRole('button', { name: 'Publications 1 pending' })).toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: 'News and events nothing pending' })).toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: 'Entity accounts 1 pending' })).toBeInTheDocument();

    await user.click(within(filter).getByRole('button', { name: 'Stories 2 pending' }));
    expect(within(filter).getByRole('button', { name: 'Stories 2 pending' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?type=stories');
    const table = await screen.findByRole('table');
    await within(table).findByRole('link', { name: 'Solar pumps in Deir Alla' });
    expect(within(table).queryByRole('link', { name: 'Groundwater outlook 2030' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /admin/submissions').at(-1)?.query.get('type')).toBe('stories');
    expect(api.callsTo('GET /admin/submissions').at(-1)?.query.get('status')).toBe('pending');
  });

  it('says when nothing waits for review', async () => {
    mockApi({ 'GET /admin/submissions/counts': ok({ publications: 0, stories: 0, 'news-events': 0, entities: 0 }), 'GET /admin/submissions': ok([]) });
    signInStaff('admin');
    renderApp('/admin/review?type=entities');
    expect(await screen.findByText('Nothing waiting for review')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failure with a retry that loads the queue again', async () => {
    let attempts = 0;
    mockApi({
      'GET /admin/submissions/counts': ok(COUNTS),
      'GET /admin/submissions': () => {
        attempts += 1;
        // A 4xx is not retried by the query client, so the failure shows at once.
        return attempts === 1 ? fail(400, 'The queue is not available.') : ok(QUEUE);
      },
    });
    signInStaff('reviewer');
    const { user } = renderApp('/admin/review');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The review queue could not be loaded.');
    expect(alert).toHaveTextContent('The queue is not available.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Solar pumps in Deir Alla' })).toBeInTheDocument();
  });

  it('speaks Arabic: filter labels, columns, the badge and dates', async () => {
    mockApi({ 'GET /admin/submissions/counts': ok(COUNTS), 'GET /admin/submissions': ok(QUEUE) });
    signInStaff('reviewer');
    i18n.changeLanguage('ar');
    renderApp('/admin/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'قائمة المراجعة' })).toBeInTheDocument();
    const filter = screen.getByRole('group', { name: 'عرض المحتويات من نوع' });
    expect(within(filter).getByRole('button', { name: /^القصص/ })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'المحتويات التي تنتظر المراجعة' });
    expect(within(table).getByRole('columnheader', { name: 'تاريخ الإرسال' })).toBeInTheDocument();
    expect(within(table).getByText('تعديل لمحتوى سبقت الموافقة عليه')).toBeInTheDocument();
    expect(within(table).getByText(new Intl.DateTimeFormat('ar', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-03-01T08:00:00Z')))).toBeInTheDocument();
  });
});
