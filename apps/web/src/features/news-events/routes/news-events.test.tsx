import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODAL_OPEN_CLASS } from '@/components/ui/form-dialog';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, ok, type MockHandler } from '@/test/mock-api';
import { newsEventsPage, POST_TYPES, sampleNewsEvent } from '@/test/factories';
import { renderApp, signIn } from '@/test/render-app';
import { placeText } from '@/test/place-text';
import { findDialog } from '@/test/dialogs';

/** The API with `list` answering both GET /news-events and GET /news-events/search. */
function mockList(list: MockHandler, extra: Record<string, MockHandler> = {}) {
  return mockApi({ 'GET /news-events': list, 'GET /news-events/search': list, 'GET /post-types': ok(POST_TYPES), ...extra });
}

type Api = ReturnType<typeof mockApi>;
const listCalls = (api: Api) => api.requests.filter((request) => request.path === '/news-events' || request.path === '/news-events/search');
const lastCall = (api: Api) => listCalls(api).at(-1)!;
const lastQuery = (api: Api) => Object.fromEntries(lastCall(api).query);

describe('news and events list: tabs and sort', () => {
  it('asks GET /news-events for the first 9, newest first, under the All tab', async () => {
    const api = mockList(newsEventsPage([sampleNewsEvent()]));
    renderApp('/news-events');
    expect(await screen.findByRole('heading', { level: 1, name: 'News and Events' })).toBeInTheDocument();
    expect(await screen.findByText('1 item found')).toBeInTheDocument();
    expect(lastCall(api).path).toBe('/news-events');
    expect(lastQuery(api)).toEqual({ sort: 'newest', page: '1', per_page: '9' });
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sorts by date on the Events tab (offering upcoming first) and by newest on the others', async () => {
    const api = mockList((request) => newsEventsPage([sampleNewsEvent({ title: `Shown for ${request.query.get('type') ?? 'all'}` })]));
    const { user, router } = renderApp('/news-events');
    await screen.findByText('1 item found');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).queryByRole('option', { name: 'Upcoming first' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Events' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ type: 'event', sort: 'date', page: '1', per_page: '9' }));
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('date');
    // The tab's own sort stays out of the address.
    expect(router.state.location.search).toBe('?type=event');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Upcoming first');
    await waitFor(() => expect(lastQuery(api)).toEqual({ type: 'event', sort: 'upcoming', page: '1', per_page: '9' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ type: 'event', sort: 'upcoming' });

    await user.click(screen.getByRole('tab', { name: 'News' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ type: 'news', sort: 'newest', page: '1', per_page: '9' }));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    expect(within(screen.getByRole('combobox', { name: 'Sort by' })).queryByRole('option', { name: 'Upcoming first' })).not.toBeInTheDocument();

    // Back on All, the whole list shows again (from the cache: it was asked for first).
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByRole('link', { name: 'Shown for all' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(listCalls(api).map((request) => request.query.get('type'))).toEqual([null, 'event', 'event', 'news']);
  });

  it("reads the spec's sort names from the address ('up' is upcoming first)", async () => {
    const api = mockList(newsEventsPage([sampleNewsEvent()]));
    renderApp('/news-events?type=event&sort=up');
    await screen.findByText('1 item found');
    expect(lastQuery(api)).toMatchObject({ type: 'event', sort: 'upcoming' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('upcoming');
  });
});

describe('news and events list: filters', () => {
  it('sends the filters to GET /news-events/search, post types joined with commas, and keeps them in the address', async () => {
    const api = mockList((request) => newsEventsPage([sampleNewsEvent({ title: request.path === '/news-events' ? 'From the plain list' : `Found by search ${request.query.toString()}` })]));
    const { user, router } = renderApp('/news-events?type=event');
    await screen.findByText('1 item found');

    const filters = screen.getByRole('search', { name: 'Search and filter news and events' });
    await user.click(await within(filters).findByRole('checkbox', { name: 'Announcement' }));
    await user.click(within(filters).getByRole('checkbox', { name: 'News' }));
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Region' }), 'MENA');
    await user.type(within(filters).getByRole('searchbox', { name: 'Search news and events' }), 'aquifer');
    await waitFor(() => expect(lastQuery(api).search).toBe('aquifer'));
    // Not on every key: only the whole text once typing stops.
    expect(listCalls(api).map((request) => request.query.get('search')).filter(Boolean)).toEqual(['aquifer']);

    expect(lastCall(api).path).toBe('/news-events/search');
    expect(lastQuery(api)).toEqual({ type: 'event', search: 'aquifer', post_type_id: '1,3', region: 'MENA', sort: 'date', page: '1', per_page: '9' });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ type: 'event', search: 'aquifer', post_type_id: '1,3', region: 'MENA' });

    // 'Clear all' keeps the tab and the order, and the plain list is asked of GET /news-events again.
    await user.click(within(filters).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=event'));
    expect(within(filters).getByRole('searchbox', { name: 'Search news and events' })).toHaveValue('');
    expect(within(filters).getByRole('checkbox', { name: 'Announcement' })).not.toBeChecked();
    expect(await screen.findByRole('link', { name: 'From the plain list' })).toBeInTheDocument();
  });
});

describe('news and events list: states and cards', () => {
  it("says 'No items match your filters.' and resets them", async () => {
    const api = mockList((request) => newsEventsPage(request.query.get('region') ? [] : [sampleNewsEvent({ title: 'Back in view' })]));
    const { user, router } = renderApp('/news-events?region=Asia');
    expect(await screen.findByText('No items match your filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByRole('link', { name: 'Back in view' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(lastCall(api).path).toBe('/news-events');
  });

  it('says when nothing has been published yet', async () => {
    mockList(newsEventsPage([]));
    renderApp('/news-events');
    expect(await screen.findByText('No news or events have been published yet.')).toBeInTheDocument();
  });

  it('shows the failure with the server message and retries', async () => {
    let attempts = 0;
    mockList(() => {
      attempts += 1;
      return attempts === 1 ? fail(422, 'The region is not known.') : newsEventsPage([sampleNewsEvent({ title: 'Loaded at last' })]);
    });
    const { user } = renderApp('/news-events');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading news and events');
    expect(alert).toHaveTextContent('The region is not known.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Loaded at last' })).toBeInTheDocument();
  });

  it('reads a list the server nests in data.data', async () => {
    mockList({ status: 200, body: { success: true, message: 'OK', data: { data: [sampleNewsEvent({ title: 'Nested item' })], current_page: 1, per_page: 9, total: 1, last_page: 1 } } });
    renderApp('/news-events');
    expect(await screen.findByRole('link', { name: 'Nested item' })).toBeInTheDocument();
    expect(screen.getByText('1 item found')).toBeInTheDocument();
  });

  it('shows each card with its post type, a date badge for events, a 100-character excerpt and the place', async () => {
    const long = 'Farmers, engineers and water boards met for two days to compare how solar pumps change the use of groundwater in the valley.';
    mockList(
      newsEventsPage([
        sampleNewsEvent({ id: 1, title: 'Aquifer dialogue', starting_date: '2026-03-05T09:30', desc: long }),
        sampleNewsEvent({ id: 2, type: 'news', title: 'New pumps', post_type: { id: 1, name: 'News' }, desc: 'Short news.', cover_image_url: null, cover_image_srcset: null }),
      ]),
    );
    renderApp('/news-events');
    const event = await screen.findByRole('article', { name: 'Aquifer dialogue' });
    expect(within(event).getByText('Event')).toBeInTheDocument();
    const badge = event.querySelector('time[datetime="2026-03-05"]')!;
    expect(within(badge as HTMLElement).getByText('Mar')).toBeInTheDocument();
    expect(within(badge as HTMLElement).getByText('05')).toBeInTheDocument();
    expect(within(event).getByText(`${long.slice(0, 100).trimEnd()}...`)).toBeInTheDocument();
    expect(within(event).getByText(placeText('Amman, Jordan'))).toBeInTheDocument();
    expect(within(event).getByRole('link', { name: 'Aquifer dialogue' })).toHaveAttribute('href', '/news-events/1');
    const cover = event.querySelector('img');
    expect(cover).toHaveAttribute('srcset', expect.stringContaining('?w=400 400w'));
    fireEvent.error(cover!);
    expect(event.querySelector('img')).toBeNull();

    const news = screen.getByRole('article', { name: 'New pumps' });
    expect(within(news).getByText('News')).toBeInTheDocument();
    expect(within(news).queryByText('Mar')).not.toBeInTheDocument();
    expect(within(news).getByText('Short news.')).toBeInTheDocument();
    expect(news.querySelector('img')).toBeNull();
  });

  it('shows the dates and counts in Arabic and asks the server in Arabic', async () => {
    i18n.changeLanguage('ar');
    const api = mockList(newsEventsPage([sampleNewsEvent({ title: 'حوار حول المياه الجوفية' })]));
    renderApp('/news-events');
    expect(await screen.findByRole('heading', { level: 1, name: 'الأخبار والفعاليات' })).toBeInTheDocument();
    expect(await screen.findByText('تم العثور على عنصر واحد')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(lastCall(api).headers.get('Accept-Language')).toBe('ar');
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByText('1 élément trouvé')).toBeInTheDocument();
    expect(lastCall(api).headers.get('lang')).toBe('fr');
  });
});

describe('news and events list: load more', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows 9 items and 9 more with each click on 'Load more', never by itself", async () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(target: Element) {
          observed.push(target);
        }
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    const all = Array.from({ length: 20 }, (_, index) => sampleNewsEvent({ id: 800 + index, title: `Item number ${index + 1}` }));
    const api = mockList((request) => {
      const page = Number(request.query.get('page'));
      return newsEventsPage(all.slice((page - 1) * 9, page * 9), { page, total: all.length });
    });
    const { user } = renderApp('/news-events?type=news');
    expect(await screen.findByText('20 items found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(observed).not.toContain(button);
    expect(listCalls(api)).toHaveLength(1);

    await user.click(button);
    expect(await screen.findByRole('link', { name: 'Item number 18' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(18);
    // Focus follows to the first new card, so the keyboard carries on from there.
    await waitFor(() => expect(screen.getAllByRole('article')[9]!.closest('li')).toHaveFocus());
    expect(lastQuery(api)).toMatchObject({ page: '2', per_page: '9', type: 'news' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Item number 20' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('news and events list: adding', () => {
  it('offers the add button only when signed in; the dialog closes on Escape, the backdrop, Cancel and Close, and starts afresh', async () => {
    mockList(newsEventsPage([]));
    const visitor = renderApp('/news-events');
    await screen.findByText('No news or events have been published yet.');
    expect(screen.queryByRole('button', { name: 'Add News/Event' })).not.toBeInTheDocument();
    visitor.unmount();

    signIn();
    const { user } = renderApp('/news-events');
    const open = async () => {
      await user.click(await screen.findByRole('button', { name: 'Add News/Event' }));
      const dialog = await findDialog({ name: 'Add News or Event' });
      expect(document.body).toHaveClass(MODAL_OPEN_CLASS);
      return dialog;
    };
    const closed = async () => {
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(document.body).not.toHaveClass(MODAL_OPEN_CLASS);
      // However it closed, focus is back on the button that opened it.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add News/Event' })).toHaveFocus());
    };

    let dialog = await open();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Half-written event');
    await user.keyboard('{Escape}');
    await closed();

    dialog = await open();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Another draft');
    // The overlay is the dialog's previous sibling: a click there closes it.
    await user.click(dialog.previousElementSibling as HTMLElement);
    await closed();

    dialog = await open();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();

    dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closed();
  });

  it('refuses images of another type in the dialog with a message', async () => {
    signIn();
    const api = mockList(newsEventsPage([]), { 'POST /news-events': { status: 201, body: { success: true, message: 'Created.', data: sampleNewsEvent({ status: 'pending' }) } } });
    const { user } = renderApp('/news-events', { user: { applyAccept: false } });
    await user.click(await screen.findByRole('button', { name: 'Add News/Event' }));
    const dialog = await findDialog({ name: 'Add News or Event' });
    await user.upload(within(dialog).getByLabelText('Images'), new File(['BM'], 'scan.bmp', { type: 'image/bmp' }));
    expect(within(dialog).getByText('scan.bmp')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByLabelText('Images')).toHaveAccessibleDescription(/Choose JPEG, PNG, GIF, SVG or WebP images only/);
    expect(api.callsTo('POST /news-events')).toHaveLength(0);
  });

  it('sends the item from the dialog and shows the success dialog', async () => {
    signIn();
    const api = mockList(newsEventsPage([]), {
      'GET /register/organization-types': ok([{ id: 1, name: 'Government', slug: 'government' }]),
      'GET /countries': ok([{ id: 111, name: 'Jordan' }]),
      'POST /news-events': { status: 201, body: { success: true, message: 'Created.', data: sampleNewsEvent({ status: 'pending' }) } },
    });
    const { user } = renderApp('/news-events');
    await user.click(await screen.findByRole('button', { name: 'Add News/Event' }));
    const dialog = await findDialog({ name: 'Add News or Event' });
    const paste = async (name: string, text: string) => {
      await user.click(within(dialog).getByRole('textbox', { name }));
      await user.paste(text);
    };
    const postType = within(dialog).getByRole('combobox', { name: 'News, event or announcement' });
    await user.selectOptions(postType, await within(postType).findByRole('option', { name: 'News' }));
    await paste('Title', 'New pumps for the valley');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Organization type' }), await within(dialog).findByRole('option', { name: 'Government' }));
    await paste('Location', 'Deir Alla');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), await within(dialog).findByRole('option', { name: 'Jordan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    const success = await findDialog({ name: 'News/event submitted' });
    expect(success).toHaveAccessibleDescription('Your news/event has been submitted and will be reviewed by our team');
    expect(screen.queryByRole('dialog', { name: 'Add News or Event' })).not.toBeInTheDocument();
    expect((api.callsTo('POST /news-events')[0]!.body as FormData).get('post_type_id')).toBe('1');
    await user.click(within(success).getByRole('button', { name: 'View News & Events' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveClass(MODAL_OPEN_CLASS);
  }, 20_000);
});
