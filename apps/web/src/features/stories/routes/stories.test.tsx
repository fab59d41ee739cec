import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { MODAL_OPEN_CLASS } from '@/components/ui/form-dialog';
import { createQueryClient } from '@/lib/query-client';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, ok, type MockHandler } from '@/test/mock-api';
import { sampleStory, STORY_FILTERS, storiesPage } from '@/test/factories';
import { renderApp, signIn } from '@/test/render-app';
import { placeText } from '@/test/place-text';
import { findDialog } from '@/test/dialogs';

/** The API with `list` answering GET /stories. */
function mockList(list: MockHandler, extra: Record<string, MockHandler> = {}) {
  return mockApi({ 'GET /stories': list, 'GET /stories/filters': ok(STORY_FILTERS), ...extra });
}

const lastListQuery = (api: ReturnType<typeof mockApi>) => Object.fromEntries(api.callsTo('GET /stories').at(-1)?.query ?? []);

describe('stories list: filters', () => {
  it('asks for the first 9 stories, newest first, and counts them', async () => {
    const api = mockList(storiesPage([sampleStory()]));
    renderApp('/wefe-stories');
    expect(await screen.findByRole('heading', { level: 1, name: 'WEFE Stories' })).toBeInTheDocument();
    expect(await screen.findByText('1 story found')).toBeInTheDocument();
    expect(lastListQuery(api)).toEqual({ sort: 'newest', page: '1', per_page: '9' });
  });

  it('builds the query from the address and fills the controls', async () => {
    const api = mockList(storiesPage([sampleStory()]));
    renderApp('/wefe-stories?search=%D8%B7%D8%A7%D9%82%D8%A9&category=2&region=MENA&status=ongoing&sort=title_az');
    await screen.findByText('1 story found');
    expect(lastListQuery(api)).toEqual({ search: 'طاقة', category: '2', region: 'MENA', status: 'ongoing', sort: 'title_az', page: '1', per_page: '9' });

    const filters = screen.getByRole('search', { name: 'Search and filter stories' });
    expect(within(filters).getByRole('searchbox', { name: 'Search stories' })).toHaveValue('طاقة');
    await waitFor(() => expect(within(filters).getByRole('combobox', { name: 'Category' })).toHaveValue('2'));
    expect(within(filters).getByRole('combobox', { name: 'Region' })).toHaveValue('MENA');
    expect(within(filters).getByRole('combobox', { name: 'Status' })).toHaveValue('ongoing');
    expect(within(filters).getByRole('combobox', { name: 'Sort by' })).toHaveValue('title_az');
  });

  it('sends every filter to the server and keeps them in the address; the search applies when typing pauses', async () => {
    const api = mockList(storiesPage([sampleStory()]));
    const { user, router } = renderApp('/wefe-stories');
    await screen.findByText('1 story found');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'Energy');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Africa');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest');
    await user.type(screen.getByRole('searchbox', { name: 'Search stories' }), 'solar pumps');
    // Not on every key: only the whole text once typing stops.
    await waitFor(() => expect(lastListQuery(api).search).toBe('solar pumps'));
    expect(api.callsTo('GET /stories').map((request) => request.query.get('search')).filter(Boolean)).toEqual(['solar pumps']);

    expect(lastListQuery(api)).toEqual({ search: 'solar pumps', category: '2', region: 'Africa', status: 'completed', sort: 'oldest', page: '1', per_page: '9' });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      search: 'solar pumps',
      category: '2',
      region: 'Africa',
      status: 'completed',
      sort: 'oldest',
    });

    // 'Clear all' keeps the order.
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=oldest'));
    expect(screen.getByRole('searchbox', { name: 'Search stories' })).toHaveValue('');
    expect(lastListQuery(api)).toEqual({ sort: 'oldest', page: '1', per_page: '9' });
  });
});

describe('stories list: language', () => {
  it('keeps a status chosen while the address is still changing when the reader then types a search', async () => {
    // The address takes a choice only when its navigation commits, which a busy browser can delay past
    // the search's pause; the search then built on the old address and put the status back to 'All'
    // (a CI journey). A loader held on the status choice keeps that navigation pending here.
    let release: () => void = () => undefined;
    const held = new Promise<null>((resolve) => (release = () => resolve(null)));
    const api = mockList(storiesPage([sampleStory()]));
    const queryClient = createQueryClient();
    const router = createMemoryRouter(
      [
        {
          path: '/wefe-stories',
          loader: ({ request }) => (new URL(request.url).searchParams.get('status') === 'completed' ? held : null),
          lazy: () => import('./stories'),
        },
      ],
      { initialEntries: ['/wefe-stories'] },
    );
    const user = userEvent.setup();
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByText('1 story found');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('completed');
    await user.type(screen.getByRole('searchbox', { name: 'Search stories' }), 'solar');
    await waitFor(() => expect(router.state.navigation.location?.search).toContain('search=solar'));
    expect(new URLSearchParams(router.state.navigation.location!.search).get('status')).toBe('completed');

    release();
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ status: 'completed', search: 'solar' }));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ status: 'completed', search: 'solar' }));
  });

  it('asks the server in the interface language, and again when it changes', async () => {
    i18n.changeLanguage('ar');
    const api = mockList((request) =>
      storiesPage([sampleStory({ id: 1, title: request.headers.get('Accept-Language') === 'fr' ? 'Pompage solaire' : 'الضخ بالطاقة الشمسية' })]),
    );
    renderApp('/wefe-stories');
    expect(await screen.findByRole('heading', { level: 1, name: 'قصص WEFE' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'الضخ بالطاقة الشمسية' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(api.callsTo('GET /stories')[0]?.headers.get('Accept-Language')).toBe('ar');

    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByRole('link', { name: 'Pompage solaire' })).toBeInTheDocument();
    expect(screen.getByText('1 histoire trouvée')).toBeInTheDocument();
    expect(api.callsTo('GET /stories').at(-1)?.headers.get('lang')).toBe('fr');
  });
});

describe('stories list: states and cards', () => {
  it("says 'No stories match your filters.' and resets them", async () => {
    const api = mockList((request) => storiesPage(request.query.get('region') ? [] : [sampleStory({ title: 'Rain terraces' })]));
    const { user, router } = renderApp('/wefe-stories?region=Asia&sort=title_za');
    expect(await screen.findByText('No stories match your filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByRole('link', { name: 'Rain terraces' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(lastListQuery(api)).toEqual({ sort: 'newest', page: '1', per_page: '9' });
  });

  it("shows 'Error loading stories' with 'Try again'", async () => {
    let attempts = 0;
    mockList(() => {
      attempts += 1;
      return attempts === 1 ? fail(422, 'Failed to fetch stories') : storiesPage([sampleStory({ title: 'Back again' })]);
    });
    const { user } = renderApp('/wefe-stories');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading stories');
    expect(alert).toHaveTextContent('Failed to fetch stories');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });

  it('marks a card in another language than the reader’s, but not an Arabic reader’s card shown in the author’s Arabic translation', async () => {
    const french = sampleStory({ id: 81, title: 'Dessalement solaire', content_language: 'fr' });
    const translated = sampleStory({ id: 82, title: 'الري بالتنقيط', content_language: 'en' });
    translated.original = { ...translated.original, title_ar: 'الري بالتنقيط' };
    mockList(storiesPage([french, translated]));
    renderApp('/wefe-stories');
    const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('article')!;
    expect(within(await card('Dessalement solaire')).getByText('In French')).toBeInTheDocument();
    expect(within(await card('الري بالتنقيط')).queryByText(/^In /)).not.toBeInTheDocument();
    // Read in Arabic, the English story is shown in its author's Arabic translation: no badge, marked Arabic.
    await act(() => i18n.changeLanguage('ar'));
    const arabicCard = await card('الري بالتنقيط');
    expect(within(arabicCard).getByRole('heading', { name: 'الري بالتنقيط' })).toHaveAttribute('lang', 'ar');
    expect(within(arabicCard).queryByText(/^باللغة/)).not.toBeInTheDocument();
    expect(within(await card('Dessalement solaire')).getByText('باللغة الفرنسية')).toBeInTheDocument();
  });

  it('labels each card ongoing, completed or to be determined, and shows a placeholder for a missing or broken cover', async () => {
    mockList(
      storiesPage([
        sampleStory({ id: 1, title: 'Still running', progress: 'ongoing', is_ongoing: true }),
        sampleStory({ id: 2, title: 'All done', progress: 'completed' }),
        sampleStory({ id: 3, title: 'Dates unknown', progress: 'tbd', ending_date: null, cover_image_url: null, cover_image_srcset: null }),
      ]),
    );
    renderApp('/wefe-stories');
    const ongoing = await screen.findByRole('article', { name: 'Still running' });
    expect(within(ongoing).getByText('Ongoing')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'All done' })).getByText('Completed')).toBeInTheDocument();
    const unknown = screen.getByRole('article', { name: 'Dates unknown' });
    expect(within(unknown).getByText('To be determined')).toBeInTheDocument();
    expect(unknown.querySelector('img')).toBeNull();

    expect(within(ongoing).getByRole('link', { name: 'Still running' })).toHaveAttribute('href', '/wefe-stories/1');
    expect(within(ongoing).getByText(placeText('Deir Alla, Jordan'))).toBeInTheDocument();
    const cover = ongoing.querySelector('img');
    expect(cover).toHaveAttribute('srcset', expect.stringContaining('?w=400 400w'));
    fireEvent.error(cover!);
    expect(ongoing.querySelector('img')).toBeNull();
  });

  it("shows 9 stories and 9 more with each 'Load more'", async () => {
    const all = Array.from({ length: 20 }, (_, index) => sampleStory({ id: 500 + index, title: `Story number ${index + 1}` }));
    const api = mockList((request) => {
      const page = Number(request.query.get('page'));
      return storiesPage(all.slice((page - 1) * 9, page * 9), { page, total: all.length });
    });
    const { user } = renderApp('/wefe-stories?status=completed');
    expect(await screen.findByText('20 stories found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Story number 18' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(18);
    expect(lastListQuery(api)).toMatchObject({ page: '2', per_page: '9', status: 'completed' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Story number 20' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('stories list: loading more only on a click', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does not load the next page by itself when the button scrolls into view', async () => {
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
    const all = Array.from({ length: 12 }, (_, index) => sampleStory({ id: 700 + index, title: `Story number ${index + 1}` }));
    const api = mockList((request) => {
      const page = Number(request.query.get('page'));
      return storiesPage(all.slice((page - 1) * 9, page * 9), { page, total: all.length });
    });
    renderApp('/wefe-stories');
    const button = await screen.findByRole('button', { name: 'Load more' });
    expect(observed).not.toContain(button);
    expect(api.callsTo('GET /stories')).toHaveLength(1);
  });
});

describe('stories list: sharing', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('uses the system share sheet when the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    mockList(storiesPage([sampleStory({ id: 8, title: 'Shared story' })]));
    const { user } = renderApp('/wefe-stories');
    await user.click(await screen.findByRole('button', { name: 'Share: Shared story' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Shared story', url: `${window.location.origin}/wefe-stories/8` }));
    expect(screen.queryByText('Link copied ✓')).not.toBeInTheDocument();
  });

  it("otherwise copies the link and says 'Link copied ✓'", async () => {
    mockList(storiesPage([sampleStory({ id: 9, title: 'Copied story' })]));
    const { user } = renderApp('/wefe-stories');
    await user.click(await screen.findByRole('button', { name: 'Share: Copied story' }));
    expect(await screen.findByText('Link copied ✓')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/wefe-stories/9`);
  });
});

describe('stories list: adding', () => {
  it('offers the add button only when signed in; the dialog closes on Escape, Cancel, its close button and the backdrop', async () => {
    mockList(storiesPage([]));
    const visitor = renderApp('/wefe-stories');
    await screen.findByText('No stories have been shared yet.');
    expect(screen.queryByRole('button', { name: 'Add Story' })).not.toBeInTheDocument();
    visitor.unmount();

    signIn();
    const { user } = renderApp('/wefe-stories');
    const open = async () => {
      await user.click(await screen.findByRole('button', { name: 'Add Story' }));
      const dialog = await findDialog({ name: 'Share a Story' });
      expect(document.body).toHaveClass(MODAL_OPEN_CLASS);
      return dialog;
    };
    const closed = async () => {
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(document.body).not.toHaveClass(MODAL_OPEN_CLASS);
      // However it closed, focus is back on the button that opened it.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add Story' })).toHaveFocus());
    };

    let dialog = await open();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Half-written story');
    await user.keyboard('{Escape}');
    await closed();

    // Opened again, the form starts afresh.
    dialog = await open();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();

    dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closed();

    dialog = await open();
    await user.click(dialog.previousElementSibling as HTMLElement);
    await closed();
  });

  it('sends the story and shows the success dialog with View Stories', async () => {
    signIn();
    const api = mockList(storiesPage([]), {
      'GET /countries': ok([{ id: 111, name: 'Jordan' }]),
      'GET /sustainability-statuses': ok([{ id: 1, name: 'Sustainable', slug: 'sustainable' }]),
      'POST /stories': { status: 201, body: { success: true, message: 'Story created.', data: sampleStory({ status: 'pending' }) } },
    });
    const { user } = renderApp('/wefe-stories');
    await user.click(await screen.findByRole('button', { name: 'Add Story' }));
    const dialog = await findDialog({ name: 'Share a Story' });
    const type = async (name: string, text: string) => {
      await user.click(within(dialog).getByRole('textbox', { name }));
      await user.paste(text);
    };
    await type('Title', 'Fog nets for mountain villages');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), await within(dialog).findByRole('option', { name: 'Jordan' }));
    await type('Location', 'Ajloun');
    await type('Implementing leader', 'Green Villages Association');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Sustainability status' }), await within(dialog).findByRole('option', { name: 'Sustainable' }));
    await type('Description', 'Nets catch fog and fill village tanks.');
    await type('Background', 'Springs dried up.');
    await type('Main components', 'Nets, tanks, training.');
    await type('Contact name', 'Rana Odeh');
    await type('Contact position', 'Coordinator');
    await type('Contact email', 'rana@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Story' }));

    const success = await findDialog({ name: 'Story submitted' });
    expect(success).toHaveAccessibleDescription('Your story has been submitted and will be reviewed by our team');
    expect(api.callsTo('POST /stories')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Share a Story' })).not.toBeInTheDocument();
    await user.click(within(success).getByRole('button', { name: 'View Stories' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveClass(MODAL_OPEN_CLASS);
  }, 15_000);
});
