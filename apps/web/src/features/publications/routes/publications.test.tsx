import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, heldAnswer, mockApi, ok, type MockHandler } from '@/test/mock-api';
import { PUBLICATION_TYPES, publicationsPage, samplePublication } from '@/test/factories';
import { i18n } from '@/lib/i18n';
import { renderApp, signIn } from '@/test/render-app';
import { findDialog } from '@/test/dialogs';

const TYPES: MockHandler = ok(PUBLICATION_TYPES);

/** The API with `list` answering both list calls. */
function mockList(list: MockHandler, extra: Record<string, MockHandler> = {}) {
  return mockApi({ 'GET /publications': list, 'GET /publications/search': list, 'GET /publication-types': TYPES, ...extra });
}

const lastListQuery = (api: ReturnType<typeof mockApi>) => {
  const calls = api.requests.filter((request) => request.path === '/publications' || request.path === '/publications/search');
  return calls.at(-1);
};

describe('publications list: its calls', () => {
  it('asks for the page of the address before the page first renders, and only once', async () => {
    let pageShownAtCall: boolean | undefined;
    const api = mockList((request) => {
      pageShownAtCall ??= screen.queryByRole('heading', { level: 1, name: 'Publications' }) !== null;
      return request.query.get('search') === 'solar' ? publicationsPage([samplePublication({ title: 'Solar pumps' })]) : publicationsPage([]);
    });
    renderApp('/publications?search=solar');
    expect(await screen.findByRole('link', { name: 'Solar pumps' })).toBeInTheDocument();
    expect(pageShownAtCall).toBe(false);
    expect(api.requests.filter((request) => request.path === '/publications/search')).toHaveLength(1);
  });
});

describe('publications list: filters', () => {
  it('asks the plain list without filters: page 1 of 12, newest first', async () => {
    const api = mockList(publicationsPage([samplePublication()]));
    renderApp('/publications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Publications' })).toBeInTheDocument();
    await screen.findByText('1 publication found');
    const request = lastListQuery(api);
    expect(request?.path).toBe('/publications');
    expect(Object.fromEntries(request!.query)).toEqual({ sort: 'new', page: '1', per_page: '12' });
  });

  it('builds the search query from the address, skipping empty values, and fills the controls', async () => {
    const api = mockList(publicationsPage([samplePublication()]));
    renderApp('/publications?search=%D8%A7%D9%84%D9%85%D9%8A%D8%A7%D9%87&region=MENA&year_from=&year_to=2024&topic=Water&publication_type_id=&sort=az');
    await screen.findByText('1 publication found');
    const request = lastListQuery(api);
    expect(request?.path).toBe('/publications/search');
    expect(Object.fromEntries(request!.query)).toEqual({ search: 'المياه', region: 'MENA', year_to: '2024', topic: 'Water', sort: 'az', page: '1', per_page: '12' });

    const filters = screen.getByRole('search', { name: 'Search and filter publications' });
    expect(within(filters).getByRole('searchbox', { name: 'Search publications' })).toHaveValue('المياه');
    expect(within(filters).getByRole('combobox', { name: 'Region' })).toHaveValue('MENA');
    expect(within(filters).getByRole('spinbutton', { name: 'Year to' })).toHaveValue(2024);
    expect(within(filters).getByRole('combobox', { name: 'Topic' })).toHaveValue('Water');
    expect(within(filters).getByRole('combobox', { name: 'Sort by' })).toHaveValue('az');
  });

  it('puts every filter in the address and asks the server again', async () => {
    const api = mockList(publicationsPage([samplePublication()]));
    const { user, router } = renderApp('/publications');
    await screen.findByText('1 publication found');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Africa');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Energy');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Publication type' }), 'Brief');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'old');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Français');
    await user.type(screen.getByRole('spinbutton', { name: 'Year from' }), '2015');
    await user.type(screen.getByRole('searchbox', { name: 'Search publications' }), ' renewable energy {Enter}');

    await waitFor(() => expect(lastListQuery(api)?.query.get('search')).toBe('renewable energy'));
    expect(Object.fromEntries(lastListQuery(api)!.query)).toEqual({
      search: 'renewable energy',
      region: 'Africa',
      year_from: '2015',
      topic: 'Energy',
      publication_type_id: '2',
      content_language: 'fr',
      sort: 'old',
      page: '1',
      per_page: '12',
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      region: 'Africa',
      topic: 'Energy',
      publication_type_id: '2',
      content_language: 'fr',
      sort: 'old',
      year_from: '2015',
      search: 'renewable energy',
    });
  });

  it('refuses years outside 1990-2100 or in the wrong order before asking', async () => {
    const api = mockList(publicationsPage([samplePublication()]));
    const { user, router } = renderApp('/publications');
    await screen.findByText('1 publication found');

    await user.type(screen.getByRole('spinbutton', { name: 'Year from' }), '1985{Enter}');
    expect(screen.getByRole('spinbutton', { name: 'Year from' })).toHaveAccessibleDescription('Enter a year from 1990 to 2100');
    await user.clear(screen.getByRole('spinbutton', { name: 'Year from' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Year from' }), '2020{Enter}');
    await user.type(screen.getByRole('spinbutton', { name: 'Year to' }), '2010{Enter}');
    expect(screen.getByRole('spinbutton', { name: 'Year to' })).toHaveAccessibleDescription('The end year must not be before the start year');

    expect(router.state.location.search).toBe('?year_from=2020');
    const sent = api.requests.filter((request) => request.path.startsWith('/publications'));
    expect(sent.map((request) => request.query.get('year_from'))).not.toContain('1985');
    expect(sent.map((request) => request.query.get('year_to'))).not.toContain('2010');
  });
});

describe('publications list: states', () => {
  it("says 'No publications available at the moment.' when there are none", async () => {
    mockList(publicationsPage([]));
    renderApp('/publications');
    expect(await screen.findByText('No publications available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it("says 'No publications match your current filters.' and clears them", async () => {
    const api = mockList((request) => publicationsPage(request.query.get('topic') ? [] : [samplePublication({ title: 'Solar pumping' })]));
    const { user, router } = renderApp('/publications?topic=Nexus&sort=old');
    expect(await screen.findByText('No publications match your current filters.')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    expect(clear).toHaveLength(2);

    await user.click(clear[1]!);
    expect(await screen.findByRole('link', { name: 'Solar pumping' })).toBeInTheDocument();
    // Sorting is not a filter: it stays.
    expect(router.state.location.search).toBe('?sort=old');
    expect(lastListQuery(api)?.path).toBe('/publications');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('');
  });

  it("shows skeletons while loading, then 'Failed to load publications' with the reason and a retry", async () => {
    // Answered while the page shows its skeletons, as over a real network (the page asks before it renders).
    const list = heldAnswer();
    mockList(list.handler);
    const { user } = renderApp('/publications?year_from=1800');
    expect(await screen.findByText('Loading publications…')).toBeInTheDocument();
    list.answer(fail(422, 'The given data was invalid.', { errors: { year_from: ['The year must be from 1990 to 2100.'] } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load publications');
    expect(alert).toHaveTextContent('The year must be from 1990 to 2100.');
    list.answer(publicationsPage([samplePublication({ title: 'Back again' })]));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });

  it('marks a card written in another language than the reader’s, and gives its title that language', async () => {
    mockList(publicationsPage([samplePublication({ id: 71, title: 'Au-delà des pénuries', content_language: 'fr' }), samplePublication({ id: 72, title: 'Beyond Scarcity' })]));
    renderApp('/publications');
    const french = (await screen.findByRole('heading', { name: 'Au-delà des pénuries' })).closest('article')!;
    expect(within(french).getByText('In French')).toBeInTheDocument();
    expect(within(french).getByRole('heading', { name: 'Au-delà des pénuries' })).toHaveAttribute('lang', 'fr');
    const english = screen.getByRole('heading', { name: 'Beyond Scarcity' }).closest('article')!;
    expect(within(english).queryByText(/^In /)).not.toBeInTheDocument();
  });

  it('shows a card: cover with srcset, type, date, title link, summary, author, link and download', async () => {
    const publication = samplePublication({ id: 9, title: 'Water-energy trade-offs' });
    const bare = samplePublication({
      id: 10,
      title: 'Untitled notes',
      summary: null,
      publication_author: '',
      has_link: false,
      publication_link: null,
      has_document: false,
      document_url: null,
      image_url: null,
      image_srcset: null,
    });
    mockList(publicationsPage([publication, bare]));
    renderApp('/publications');

    const card = await screen.findByRole('article', { name: 'Water-energy trade-offs' });
    expect(within(card).getByText('Report')).toBeInTheDocument();
    expect(within(card).getByText('5 Mar 2024')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Water-energy trade-offs' })).toHaveAttribute('href', '/publications/9');
    expect(within(card).getByText('Layla Haddad, Omar Saleh')).toBeInTheDocument();
    const view = within(card).getByRole('link', { name: 'View Link: Water-energy trade-offs (opens in a new tab)' });
    expect(view).toHaveAttribute('href', 'https://example.org/groundwater');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    const download = within(card).getByRole('link', { name: 'Download (1.2 MB): Water-energy trade-offs' });
    expect(download).toHaveAttribute('href', '/api/media/91');
    expect(download).toHaveAttribute('download', 'groundwater.pdf');
    const cover = card.querySelector('img');
    expect(cover).toHaveAttribute('srcset', expect.stringContaining('?w=400 400w'));
    expect(cover).toHaveAttribute('sizes');
    expect(cover).toHaveAttribute('loading', 'lazy');
    // A failed image swaps in a placeholder.
    fireEvent.error(cover!);
    expect(card.querySelector('img')).toBeNull();

    const other = screen.getByRole('article', { name: 'Untitled notes' });
    expect(within(other).getByText('No summary available.')).toBeInTheDocument();
    expect(within(other).getByText('Unknown Author')).toBeInTheDocument();
    expect(within(other).queryByRole('link', { name: /Download|View Link/ })).not.toBeInTheDocument();
  });
});

describe('publications list: a search with more matches than the hub counts', () => {
  const bounded = () => {
    const answer = publicationsPage([samplePublication({ title: 'Water first' })], { total: 1000 });
    return { ...answer, body: { ...answer.body, meta: { ...answer.body.meta, total_is_lower_bound: true } } };
  };

  it('says "More than 1,000" rather than an exact count', async () => {
    mockList(bounded);
    renderApp('/publications?search=water');
    expect(await screen.findByText('More than 1,000 publications found')).toBeInTheDocument();
    expect(screen.queryByText('1,000 publications found')).not.toBeInTheDocument();
  });

  it('says it in Arabic, the number as Arabic writes it', async () => {
    await i18n.changeLanguage('ar');
    mockList(bounded);
    renderApp('/publications?search=water');
    expect(await screen.findByText(`تم العثور على أكثر من ${new Intl.NumberFormat('ar').format(1000)} منشور`)).toBeInTheDocument();
  });

  // The results end at the bound (two pages of 500 here): the last one says how to reach the others.
  const boundedPage = (page: number) => {
    const answer = publicationsPage([samplePublication({ id: 400 + page, title: `Bounded result ${page}` })], { page, total: 1000, perPage: 500 });
    return { ...answer, body: { ...answer.body, meta: { ...answer.body.meta, total_is_lower_bound: true } } };
  };
  const endNote = 'These are the first 1,000 publications found. Add a filter or a more precise word to reach the others.';

  it('says at its last page that the results end there and how to reach the others', async () => {
    mockList((request) => boundedPage(request.query.get('page') === '2' ? 2 : 1));
    const { user } = renderApp('/publications?search=water');
    expect(await screen.findByRole('link', { name: 'Bounded result 1' })).toBeInTheDocument();
    expect(screen.queryByText(endNote)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(endNote)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says it in French', async () => {
    await i18n.changeLanguage('fr');
    mockList(() => boundedPage(2));
    renderApp('/publications?search=eau');
    // French groups thousands with a narrow no-break space, which the text matcher reads as a space.
    expect(await screen.findByText('Voici les 1 000 premières publications trouvées. Ajoutez un filtre ou un mot plus précis pour atteindre les autres.')).toBeInTheDocument();
  });
});

describe('publications list: more results', () => {
  const firstPage = Array.from({ length: 12 }, (_, index) => samplePublication({ id: 200 + index, title: `Page one item ${index + 1}` }));
  const secondPage = [samplePublication({ id: 300, title: 'Page two item' })];
  const pages = (request: { query: URLSearchParams }) =>
    request.query.get('page') === '2' ? publicationsPage(secondPage, { page: 2, total: 13 }) : publicationsPage(firstPage, { page: 1, total: 13 });

  it("loads the next page with 'Load more' and appends it", async () => {
    const api = mockList(pages);
    const { user } = renderApp('/publications?region=Asia');
    expect(await screen.findByText('13 publications found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Page two item' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Counted exactly, the list's end needs no word on reaching the others.
    expect(screen.queryByText(/These are the first/)).not.toBeInTheDocument();
    const second = lastListQuery(api);
    expect(second?.query.get('page')).toBe('2');
    expect(second?.query.get('region')).toBe('Asia');
  });

  it('loads the next page by itself when the button scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, targets: [] };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.targets.push(target);
        }
        disconnect() {
          this.entry.targets = [];
        }
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    mockList(pages);
    renderApp('/publications');
    const button = await screen.findByRole('button', { name: 'Load more' });
    // The button is watched from an effect, which may run just after it first shows.
    const watching = await waitFor(() => {
      const found = observers.find((observer) => observer.targets.includes(button));
      expect(found).toBeDefined();
      return found!;
    });
    act(() => watching.callback([{ isIntersecting: true, target: button } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByRole('link', { name: 'Page two item' })).toBeInTheDocument();
  });
});

describe('publications list: adding', () => {
  it('offers the floating add button only when signed in; it opens the dialog, Escape closes it', async () => {
    mockList(publicationsPage([]));
    const signedOut = renderApp('/publications');
    await screen.findByText('No publications available at the moment.');
    expect(screen.queryByRole('button', { name: 'Add Publication' })).not.toBeInTheDocument();
    signedOut.unmount();

    signIn();
    const { user, router } = renderApp('/publications');
    await user.click(await screen.findByRole('button', { name: 'Add Publication' }));
    expect(await findDialog({ name: 'Add a Publication' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?add=1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('opens the dialog from /publications/add, and asks visitors to sign in first', async () => {
    mockList(publicationsPage([]));
    const visitor = renderApp('/publications/add');
    expect(await screen.findByText('Sign in to add a publication.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    visitor.unmount();

    signIn();
    const { router } = renderApp('/publications/add');
    expect(await findDialog({ name: 'Add a Publication' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/publications');
  });

  it("leads the approval mail's ?publication=ID to the publication's page", async () => {
    mockApi({ 'GET /publications/5': ok(samplePublication({ id: 5, title: 'Approved at last' })) });
    const { router } = renderApp('/publications?publication=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Approved at last' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/publications/5');
  });
});
