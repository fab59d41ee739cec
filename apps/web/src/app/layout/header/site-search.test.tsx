import { screen, waitFor, within } from '@testing-library/react';
import { SEARCH_SUGGESTIONS_DEFAULT, SEARCH_SUGGESTIONS_MAX } from '@wefe/contract';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { mockApi, ok } from '@/test/mock-api';
import { searchReply, searchResult } from '@/features/site-search/site-search.fixtures';
import { SEARCH_ENTRIES, searchPages, searchProfiles } from './search-entries';

async function openSearch() {
  const app = renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  await app.user.click(screen.getByRole('button', { name: 'Search the site' }));
  return { ...app, input: screen.getByRole('combobox', { name: 'Search pages' }) };
}

const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');

describe('site search panel', () => {
  it('opens with the box focused and the first 8 pages listed', async () => {
    const { input } = await openSearch();
    expect(input).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Search the site' })).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toHaveLength(SEARCH_SUGGESTIONS_DEFAULT);
    expect(options()[0]).toHaveAccessibleName('Home');
  });

  it('filters by title, case-insensitively', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'MAP');
    expect(options().map((option) => option.textContent)).toEqual([
      'Interactive Maps/interactive-maps',
      'Global-Level Map/interactive-maps/global-level',
      'Country-Level Map/interactive-maps/country-level',
    ]);
  });

  it('also matches the path, and shows at most 12 matches', async () => {
    expect(SEARCH_ENTRIES.length).toBeGreaterThan(SEARCH_SUGGESTIONS_MAX);
    const { user, input } = await openSearch();
    await user.type(input, '/');
    expect(options()).toHaveLength(SEARCH_SUGGESTIONS_MAX);

    await user.clear(input);
    await user.type(input, 'wefe-stories');
    expect(options().map((option) => option.textContent)).toContain('WEFE Stories/wefe-stories');
  });

  it("shows 'No matches' when nothing matches", async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'zzzz');
    expect(options()).toHaveLength(0);
    expect(screen.getByText('No matches')).toBeInTheDocument();
  });

  it('moves the selection with the arrow keys, wrapping around, and opens the selected page with Enter', async () => {
    const { user, input, router } = await openSearch();
    await user.type(input, 'map');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options()[0]?.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options()[2]?.id);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options()[1]?.id);
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Global-Level Map' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/interactive-maps/global-level');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('closes on Esc and returns focus to the search button', async () => {
    const { user } = await openSearch();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search the site' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Search the site' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside the panel, but not on a click inside it', async () => {
    const { user, input } = await openSearch();
    await user.click(input);
    expect(screen.getByRole('combobox')).toBeInTheDocument();

    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('opens a page when its entry is clicked', async () => {
    const { user, router } = await openSearch();
    await user.click(screen.getByRole('option', { name: 'Publications' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Publications' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/publications');
  });

  it("finds a country's index profile by name or code, and opens it", async () => {
    const entry = (id: number, name: string, iso3: string) => ({ id, country: { id, name, iso3, numeric_code: '400' }, value: '50.00', rank: 1, year: 2020, pillar_id: null, rank_interval: null, ranked_among: 2, indicators_used: 18, indicators_total: 18, unranked_reason: null, provisional: false });
    const api = mockApi({ 'GET /indexes': ok([entry(111, 'Jordan', 'JOR'), entry(64, 'Egypt', 'EGY')], 'OK', { meta: { total: 2 } }) });
    const { user, input, router } = await openSearch();
    await user.type(input, 'jord');
    expect(await screen.findByRole('option', { name: 'Jordan: WEFE Index profile' })).toBeInTheDocument();
    const calls = api.callsTo('GET /indexes').length;
    await user.clear(input);
    await user.type(input, 'egy');
    expect(options().map((option) => option.textContent)).toEqual(['Egypt: WEFE Index profile/wefe-index/country/EGY']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wefe-index/country/EGY'));
    // The countries are asked for once, when the panel opens, not again as the reader types.
    expect(api.callsTo('GET /indexes')).toHaveLength(calls);
  });

  it("lists the hub's content matching the term below the pages, grouped by kind, and opens one", async () => {
    const api = mockApi({
      'GET /search': searchReply([
        searchResult('story', 7, 'Solar pumps in the Jordan Valley', '/wefe-stories/7'),
        searchResult('publication', 12, 'Water and energy in Jordan', '/publications/12'),
      ]),
    });
    const { user, input, router } = await openSearch();
    await user.type(input, 'jordan');
    const stories = await screen.findByRole('group', { name: 'Stories' });
    expect(within(stories).getByRole('option', { name: /Solar pumps in the Jordan Valley/ })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Publications' })).getAllByRole('option')).toHaveLength(1);
    // One search for the term once typed, not one per letter.
    expect(api.callsTo('GET /search').map((call) => call.query.get('q'))).toEqual(['jordan']);
    // Publications come before stories, as the kinds are ordered; the keys reach them after the pages.
    await user.keyboard('{End}');
    expect(input).toHaveAttribute('aria-activedescendant', within(stories).getByRole('option').id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wefe-stories/7'));
  });

  it('opens the search page with the term on Enter when no entry is chosen, and links to it', async () => {
    mockApi({ 'GET /search': searchReply([]) });
    const { user, input, router } = await openSearch();
    await user.type(input, 'drip irrigation');
    expect(await screen.findByText('No content matches')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all results for “drip irrigation”' })).toHaveAttribute('href', '/search?q=drip+irrigation');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=drip+irrigation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search the hub' })).toBeInTheDocument();
  });

  it('says so when the content cannot be searched, and still lists the pages', async () => {
    mockApi({});
    const { user, input } = await openSearch();
    await user.type(input, 'map');
    expect(await screen.findByText('Content could not be searched just now.')).toBeInTheDocument();
    expect(options()).toHaveLength(3);
  });

  it('searches the translated titles in the current language', async () => {
    const { user, input } = await openSearch();
    await changeLanguage('fr');
    await user.type(input, 'cartes');
    expect(options()[0]).toHaveAccessibleName('Cartes interactives');
  });
});

describe('searchPages', () => {
  const titles = { 'pages.home': 'Accueil', 'pages.wefe_index': 'Énergie et eau' } as const;
  const translate = (key: string) => titles[key as keyof typeof titles] ?? key;
  const entries = [
    { titleKey: 'pages.home', href: '/' },
    { titleKey: 'pages.wefe_index', href: '/wefe-index' },
  ] as const;

  it('ignores accents and case', () => {
    expect(searchPages('ENERGIE', translate, entries)).toEqual([{ title: 'Énergie et eau', href: '/wefe-index' }]);
  });

  it('ignores Arabic diacritics and hamza forms', () => {
    const arabic = (key: string) => (key === 'pages.home' ? 'الصفحة الرئيسيّة' : 'مؤشر أمن المياه');
    expect(searchPages('الرئيسية', arabic, entries).map(({ href }) => href)).toEqual(['/']);
    expect(searchPages('امن', arabic, entries).map(({ href }) => href)).toEqual(['/wefe-index']);
  });
});

describe('searchProfiles', () => {
  const countries = [
    { name: 'Égypte', iso3: 'EGY' },
    { name: 'الأردن', iso3: 'JOR' },
  ];
  const title = (country: string) => `${country} : profil`;

  it('matches names without accents or case, and whole ISO codes', () => {
    expect(searchProfiles('egy', countries, title)).toEqual([{ title: 'Égypte : profil', href: '/wefe-index/country/EGY' }]);
    expect(searchProfiles('الاردن', countries, title)).toEqual([{ title: 'الأردن : profil', href: '/wefe-index/country/JOR' }]);
    expect(searchProfiles('jor', countries, title)).toEqual([{ title: 'الأردن : profil', href: '/wefe-index/country/JOR' }]);
    expect(searchProfiles('jo', countries, title)).toEqual([]);
  });

  it('suggests no profile for a blank query', () => {
    expect(searchProfiles('  ', countries, title)).toEqual([]);
  });
});
