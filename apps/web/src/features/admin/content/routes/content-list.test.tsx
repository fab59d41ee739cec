import { screen, waitFor, within } from '@testing-library/react';
import type { AdminContentItem } from '@wefe/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, ok, type RecordedRequest } from '@/test/mock-api';
import { renderApp, signInStaff } from '@/test/render-app';
import { findDialog } from '@/test/dialogs';

const counts = { publications: 0, stories: 0, 'news-events': 0, entities: 0 };
const owner = { id: 7, name: 'Layla Haddad', email: 'layla@example.org' };
const item = (overrides: Partial<AdminContentItem>): AdminContentItem => ({
  type: 'publications',
  id: 1,
  title: 'Groundwater outlook 2030',
  status: 'approved',
  owner,
  created_at: '2026-03-05T10:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
  ...overrides,
});
const page = (items: AdminContentItem[], total = items.length, lastPage = 1) => ok(items, 'Content retrieved.', { meta: { current_page: 1, per_page: 25, total, last_page: lastPage } });

const listed = [
  item({ id: 1, title: 'Groundwater outlook 2030', status: 'approved' }),
  item({ id: 2, title: 'Solar irrigation brief', status: 'pending', owner: null }),
];

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

// The first render of a test draws the whole app and the console; on a busy machine that takes longer
// than the usual wait.

describe('content list', () => {
  it('lists the publications with their owner, status, public link and actions', async () => {
    const api = mockApi({ 'GET /admin/submissions/counts': ok(counts), 'GET /admin/content': page(listed) });
    signInStaff('reviewer');
    renderApp('/admin/content');

    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Groundwater outlook 2030' })).toHaveAttribute('href', '/publications/1');
    expect(screen.getByRole('tab', { name: 'Publications' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('table', { name: 'Publications: 2 items' })).toBeInTheDocument();

    const first = within(rowOf('Groundwater outlook 2030'));
    expect(first.getByText('Layla Haddad')).toBeInTheDocument();
    expect(first.getByText('Published')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/content/publications/1/edit');
    expect(first.getByRole('button', { name: /^Unpublish “/ })).toBeInTheDocument();

    const second = within(rowOf('Solar irrigation brief'));
    expect(second.getByText('Pending review')).toBeInTheDocument();
    expect(second.getByText('Account deleted')).toBeInTheDocument();
    // Only a published item can be unpublished.
    expect(second.queryByRole('button', { name: /^Unpublish/ })).not.toBeInTheDocument();
    expect(second.getByRole('button', { name: /^Delete “/ })).toBeInTheDocument();

    const query = api.callsTo('GET /admin/content')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ type: 'publications', page: '1', per_page: '25' });
  });

  it('keeps the type, status, search and page in the address and asks the API for them', async () => {
    const api = mockApi({
      'GET /admin/submissions/counts': ok(counts),
      'GET /admin/content': (request: RecordedRequest) =>
        page(request.query.get('type') === 'stories' ? [item({ type: 'stories', id: 9, title: 'Solar pumping in Deir Alla' })] : listed, 60, 3),
    });
    signInStaff('admin');
    const { router, user } = renderApp('/admin/content');
    await screen.findByRole('link', { name: 'Groundwater outlook 2030' });

    await user.click(screen.getByRole('tab', { name: 'Stories' }));
    expect(await screen.findByRole('link', { name: 'Solar pumping in Deir Alla' })).toHaveAttribute('href', '/wefe-stories/9');
    expect(router.state.location.search).toBe('?type=stories');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unpublished');
    await waitFor(() => expect(router.state.location.search).toBe('?type=stories&status=unpublished'));

    await user.type(screen.getByRole('searchbox', { name: 'Search titles' }), 'solar');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=stories&status=unpublished&q=solar'));

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=stories&status=unpublished&q=solar&page=2'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    const last = api.callsTo('GET /admin/content').at(-1)!.query;
    expect(Object.fromEntries(last)).toEqual({ type: 'stories', status: 'unpublished', q: 'solar', page: '2', per_page: '25' });
  });

  it('reads the filters from a shared address', async () => {
    const api = mockApi({ 'GET /admin/submissions/counts': ok(counts), 'GET /admin/content': page([item({ type: 'news-events', id: 4, title: 'Nexus workshop' })]) });
    signInStaff('reviewer');
    renderApp('/admin/content?type=news-events&status=rejected&q=nexus');
    expect(await screen.findByRole('link', { name: 'Nexus workshop' })).toHaveAttribute('href', '/news-events/4');
    expect(screen.getByRole('tab', { name: 'News and events' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('rejected');
    expect(screen.getByRole('searchbox', { name: 'Search titles' })).toHaveValue('nexus');
    expect(Object.fromEntries(api.callsTo('GET /admin/content')[0]!.query)).toMatchObject({ type: 'news-events', status: 'rejected', q: 'nexus' });
  });

  it('unpublishes a published item with the reason given', async () => {
    let status: AdminContentItem['status'] = 'approved';
    const api = mockApi({
      'GET /admin/submissions/counts': ok(counts),
      'GET /admin/content': () => page([item({ id: 1, status })]),
      'POST /admin/publications/1/unpublish': () => {
        status = 'unpublished';
        return ok({ ...item({ status: 'unpublished' }), fields: {} });
      },
    });
    signInStaff('reviewer');
    const { user } = renderApp('/admin/content');
    await screen.findByRole('link', { name: 'Groundwater outlook 2030' });

    await user.click(within(rowOf('Groundwater outlook 2030')).getByRole('button', { name: 'Unpublish “Groundwater outlook 2030”' }));
    const dialog = await findDialog({ name: 'Unpublish “Groundwater outlook 2030”?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Figures under review');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));

    expect(await screen.findByText('“Groundwater outlook 2030” was unpublished.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /admin/publications/1/unpublish')[0]!.body).toEqual({ reason: 'Figures under review' });
    expect(await within(rowOf('Groundwater outlook 2030')).findByText('Unpublished')).toBeInTheDocument();
  });

  it('shows the server’s refusal inside the unpublish dialog', async () => {
    mockApi({
      'GET /admin/submissions/counts': ok(counts),
      'GET /admin/content': page([item({ id: 1 })]),
      'POST /admin/publications/1/unpublish': fail(409, 'Only a published item can be unpublished.'),
    });
    signInStaff('admin');
    const { user } = renderApp('/admin/content');
    await screen.findByRole('link', { name: 'Groundwater outlook 2030' });
    await user.click(screen.getByRole('button', { name: 'Unpublish “Groundwater outlook 2030”' }));
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a published item can be unpublished.');
  });

  it('deletes an item only after confirming', async () => {
    let items = listed;
    const api = mockApi({
      'GET /admin/submissions/counts': ok(counts),
      'GET /admin/content': () => page(items),
      'DELETE /admin/publications/2': () => {
        items = listed.filter((i) => i.id !== 2);
        return ok(null, 'The item and its files were deleted.');
      },
    });
    signInStaff('admin');
    const { user } = renderApp('/admin/content');
    await screen.findByRole('link', { name: 'Solar irrigation brief' });

    await user.click(within(rowOf('Solar irrigation brief')).getByRole('button', { name: 'Delete “Solar irrigation brief”' }));
    const dialog = await findDialog({ name: 'Delete “Solar irrigation brief”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /admin/publications/2')).toHaveLength(0);

    await user.click(within(rowOf('Solar irrigation brief')).getByRole('button', { name: 'Delete “Solar irrigation brief”' }));
    await user.click(within(await findDialog()).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('“Solar irrigation brief” was deleted.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /admin/publications/2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Solar irrigation brief' })).not.toBeInTheDocument());
  });

  it('says when nothing matches and when the list could not be loaded', async () => {
    let answer = page([]);
    mockApi({ 'GET /admin/submissions/counts': ok(counts), 'GET /admin/content': () => answer });
    signInStaff('reviewer');
    const { user } = renderApp('/admin/content?q=nothing');
    expect(await screen.findByText('No items match these filters.', {})).toBeInTheDocument();

    answer = fail(500, 'Something went wrong on our side. Please try again later.');
    await user.click(screen.getByRole('tab', { name: 'Stories' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    answer = page([item({ type: 'stories', id: 3, title: 'Back again' })]);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    mockApi({ 'GET /admin/submissions/counts': ok(counts), 'GET /admin/content': page([item({ status: 'unpublished' })]) });
    signInStaff('reviewer');
    i18n.changeLanguage('ar');
    renderApp('/admin/content');
    expect(await screen.findByRole('heading', { level: 1, name: 'المحتوى' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الأخبار والفعاليات' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'المنشورات: عنصر واحد' })).toBeInTheDocument();
    expect(within(rowOf('Groundwater outlook 2030')).getByText('أُلغي نشره')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تعديل' })).toBeInTheDocument();
  });
});
