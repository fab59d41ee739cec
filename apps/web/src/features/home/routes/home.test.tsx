import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { heldAnswer, mockApi, ok } from '@/test/mock-api';
import { sampleNewsEvent } from '@/test/factories';
import { renderApp } from '@/test/render-app';
import { installFakeViewport } from '@/test/fake-viewport';

const long = 'Ministers agreed on a shared plan for the aquifers that feed farms and towns on both sides of the border, with yearly reviews.';

const latest = [
  sampleNewsEvent({ id: 31, type: 'news', title: 'Shared aquifer plan agreed', post_type: { id: 1, name: 'News' }, starting_date: '2024-03-05', desc: long }),
  sampleNewsEvent({ id: 32, type: 'news', title: 'New desalination pilot', post_type: { id: 3, name: 'Announcement' }, starting_date: '2024-02-14', desc: 'A short note.' }),
  sampleNewsEvent({ id: 33, type: 'news', title: 'Solar pumps for 120 farms', post_type: { id: 1, name: 'News' }, starting_date: '2023-12-01', desc: null }),
];

describe('home: latest news', () => {
  it('asks for the 3 latest news items and shows each as a card linking to its page', async () => {
    const api = mockApi({ 'GET /news-events': ok(latest) });
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Latest news' });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(Object.fromEntries(api.callsTo('GET /news-events')[0]!.query)).toEqual({ type: 'news', limit: '3' });

    const first = within(section).getByRole('article', { name: 'Shared aquifer plan agreed' });
    expect(within(first).getByRole('link', { name: 'Shared aquifer plan agreed' })).toHaveAttribute('href', '/news-events/31');
    expect(within(first).getByText('News')).toBeInTheDocument();
    expect(within(first).getByText('5 Mar 2024')).toBeInTheDocument();
    expect(within(first).getByText(`${long.slice(0, 100).trimEnd()}...`)).toBeInTheDocument();

    const second = within(section).getByRole('article', { name: 'New desalination pilot' });
    expect(within(second).getByText('Announcement')).toBeInTheDocument();
    expect(within(second).getByText('14 Feb 2024')).toBeInTheDocument();
    // Short enough: shown whole, with no '...'.
    expect(within(second).getByText('A short note.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news-events?type=news');
  });

  it('shows loading cards while the news is on its way, then a note when there is none', async () => {
    const news = heldAnswer();
    mockApi({ 'GET /news-events': news.handler });
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Latest news' });
    expect(await within(section).findByRole('status')).toHaveTextContent('Loading the latest news…');
    await act(async () => news.answer(ok([])));
    expect(await within(section).findByText('No news has been published yet.')).toBeInTheDocument();
  });

  it('formats the dates in the interface language', async () => {
    i18n.changeLanguage('fr');
    mockApi({ 'GET /news-events': ok(latest) });
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Dernières actualités' });
    expect(await within(section).findByText('5 mars 2024')).toBeInTheDocument();
  });
});

describe('home: the index globe', () => {
  it("colours the globe with the default year's index and links each pillar to its maps and the index page", async () => {
    const entries = [
      { id: 1, country: { id: 111, name: 'Jordan', iso3: 'JOR', numeric_code: '400' }, value: '61.20', rank: 1, year: 2019, pillar_id: null },
      { id: 2, country: { id: 64, name: 'Egypt', iso3: 'EGY', numeric_code: '818' }, value: null, rank: null, year: 2019, pillar_id: null },
    ];
    const sectors = [
      { id: 1, name: 'Water', slug: 'water', type: 'interactive-maps', description: '' },
      { id: 2, name: 'Energy', slug: 'energy', type: 'interactive-maps', description: '' },
      { id: 3, name: 'Food', slug: 'food', type: 'interactive-maps', description: '' },
      { id: 4, name: 'Ecosystems', slug: 'ecosystems', type: 'interactive-maps', description: '' },
    ];
    const api = mockApi({ 'GET /news-events': ok([]), 'GET /indexes': ok(entries), 'GET /sectors': ok(sectors) });
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Explore the nexus on the globe' });
    expect(await within(section).findByText('Scores for 2019.')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET /indexes')[0]!.query)).toEqual({ per_page: '100' });
    const links = within(section).getByRole('list', { name: 'Explore by category' });
    expect(await within(links).findByRole('link', { name: 'Food' })).toHaveAttribute('href', '/interactive-maps/global-level?sector=3');
    expect(within(links).getByRole('link', { name: 'WEFE Index' })).toHaveAttribute('href', '/wefe-index');
    // The globe lists its countries as buttons for keyboard and screen-reader users.
    expect(await within(section).findByRole('button', { name: /Jordan/ })).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Globe of the WEFE index by country' })).toBeInTheDocument();
  });

  it('loads the globe and its ranking only once the section comes near the screen (Arabic)', async () => {
    i18n.changeLanguage('ar');
    const viewport = installFakeViewport();
    const entries = [{ id: 1, country: { id: 111, name: 'الأردن', iso3: 'JOR', numeric_code: '400' }, value: '61.20', rank: 1, year: 2019, pillar_id: null }];
    const api = mockApi({ 'GET /news-events': ok([]), 'GET /indexes': ok(entries), 'GET /sectors': ok([]) });
    renderApp('/');
    const section = await screen.findByRole('region', { name: i18n.t('home.globe.title') });
    // Below the fold: a placeholder as tall as the globe, and nothing fetched for it yet.
    expect(within(section).getByRole('status')).toHaveTextContent(i18n.t('home.globe.loading'));
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    expect(api.callsTo('GET /indexes')).toHaveLength(0);

    viewport.scrollIntoView(section);
    expect(await within(section).findByRole('img', { name: i18n.t('home.globe.label') })).toBeInTheDocument();
    expect(await within(section).findByRole('button', { name: /الأردن/ })).toBeInTheDocument();
    expect(api.callsTo('GET /indexes')).toHaveLength(1);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
