import { act, screen, waitFor, within } from '@testing-library/react';
import { NO_CATEGORY_COLOR } from '@wefe/contract';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, heldAnswer, mockApi, ok, type MockHandler, type RecordedRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { ENERGY_MAPS, mapKey, mapPoint, SCORE_KEYS, SECTORS, WATER_MAPS } from '../test/map-fixtures';

vi.mock('@/components/globe/globe', () => import('../test/globe-stub'));

const [LOW, MEDIUM, HIGH] = SCORE_KEYS as [(typeof SCORE_KEYS)[number], (typeof SCORE_KEYS)[number], (typeof SCORE_KEYS)[number]];

const POINTS_2023 = [mapPoint('jordan', 63.256, HIGH), mapPoint('egypt', 18.5, LOW), mapPoint('yemen', 40, null)];
const POINTS_2022 = [mapPoint('jordan', 55, MEDIUM, { year: 2022 }), mapPoint('egypt', 52.1, MEDIUM, { year: 2022 })];

/** Points of a map by year, answered from the request's `year`. */
function pointsByYear(byYear: Record<number, unknown[]>): MockHandler {
  return (request: RecordedRequest) => ok(byYear[Number(request.query.get('year'))] ?? [], 'OK', { meta: { total: 0 } });
}

/** The API of the global map: Water (maps 10 and 11) and Energy (maps 20 and 21), overridable per call. */
function mockMaps(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /sectors/type/interactive-maps': ok(SECTORS),
    'GET /maps/sector/1': ok(WATER_MAPS),
    'GET /maps/sector/2': ok(ENERGY_MAPS),
    'GET /maps/10/keys': ok(SCORE_KEYS),
    'GET /maps/11/keys': ok([]),
    'GET /maps/20/keys': ok([mapKey(7, 'Good', '#1a9850', null, 20)]),
    'GET /interactive-maps/years': (request) =>
      ok({ '10': [2023, 2022], '11': [2021], '20': [2024, 2023], '21': [] }[request.query.get('map_id') ?? ''] ?? []),
    'GET /interactive-maps/map/10': pointsByYear({ 2023: POINTS_2023, 2022: POINTS_2022 }),
    'GET /interactive-maps/map/11': pointsByYear({ 2021: [mapPoint('jordan', 91.5, null, { map_id: 11, year: 2021, wefe_title: 'Water stress' })] }),
    'GET /interactive-maps/map/20': pointsByYear({ 2024: [mapPoint('egypt', 71, mapKey(7, 'Good', '#1a9850', null, 20), { map_id: 20, year: 2024, wefe_title: 'Energy Score' })] }),
    ...overrides,
  });
}

const group = (name: string) => screen.getByRole('group', { name });
const pressed = (name: string) => within(group(name)).getAllByRole('button', { pressed: true }).map((button) => button.textContent);
const globeLines = (list: 'Globe points' | 'Globe legend') => within(screen.getByRole('list', { name: list })).getAllByRole('listitem').map((item) => item.textContent);

describe('global map: choosing sector, map and year', () => {
  it('chooses the first sector, its first map and its newest year, and builds the legend from that year’s points', async () => {
    const api = mockMaps();
    const { router } = renderApp('/interactive-maps/global-level');

    expect(await screen.findByRole('heading', { level: 1, name: 'Global-Level Map' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Globe points' })).toBeInTheDocument();
    expect(pressed('Sector')).toEqual(['Water']);
    expect(pressed('Map')).toEqual(['Water Score']);
    expect(pressed('Year')).toEqual(['2023']);
    expect(screen.getByRole('heading', { level: 2, name: 'Water Score' })).toBeInTheDocument();
    expect(screen.getByText('How secure water is, from 0 to 100.')).toBeInTheDocument();

    // The points: country, metric, value (two decimals, no unit on a score map), colour of the key.
    expect(globeLines('Globe points')).toEqual([
      'Jordan | Water Score | 63.26 | #1a9850 | r20',
      'Egypt | Water Score | 18.5 | #d73027 | r20',
      `Yemen | Water Score | 40 | ${NO_CATEGORY_COLOR} | r20`,
    ]);
    // Only the keys present, in the map's order, and a grey 'No Category' for the point without one.
    expect(globeLines('Globe legend')).toEqual(['Low | #d73027', 'High | #1a9850', `No Category | ${NO_CATEGORY_COLOR}`]);
    expect(screen.getByText('Legend title: Water Score')).toBeInTheDocument();
    expect(screen.getByText('Legend hint: Higher is better.')).toBeInTheDocument();

    expect(Object.fromEntries(api.callsTo('GET /interactive-maps/map/10')[0]?.query ?? [])).toEqual({ year: '2023', with: 'country,mapKey', per_page: '1000' });
    expect(Object.fromEntries(api.callsTo('GET /interactive-maps/years')[0]?.query ?? [])).toEqual({ map_id: '10' });
    // The choices made for the reader are in the address, ready to share.
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ sector: '1', map: '10', year: '2023' }));
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/interactive-maps/map/10/export.csv?year=2023&lang=en');
  });

  it('opens a map on its default year (the index’s rule) rather than its newest', async () => {
    mockMaps({ 'GET /maps/sector/1': ok([{ ...WATER_MAPS[0]!, default_year: 2022 }, WATER_MAPS[1]!]) });
    const { router } = renderApp('/interactive-maps/global-level');
    await waitFor(() => expect(pressed('Year')).toEqual(['2022']));
    expect(globeLines('Globe points')).toEqual(['Jordan | Water Score | 55 | #fee08b | r20', 'Egypt | Water Score | 52.1 | #fee08b | r20']);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('year')).toBe('2022'));
  });

  it('opens on the address’s year over the map’s default year', async () => {
    mockMaps({ 'GET /maps/sector/1': ok([{ ...WATER_MAPS[0]!, default_year: 2022 }, WATER_MAPS[1]!]) });
    renderApp('/interactive-maps/global-level?sector=1&map=10&year=2023');
    await waitFor(() => expect(pressed('Year')).toEqual(['2023']));
  });

  it('lists the year’s points in a table for readers without the canvas', async () => {
    mockMaps();
    const { user } = renderApp('/interactive-maps/global-level');
    await user.click(await screen.findByText('Show data table'));
    const table = screen.getByRole('table', { name: 'Data of Water Score, 2023' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Egypt', '18.5', 'Low'],
      ['Jordan', '63.26', 'High'],
      ['Yemen', '40', 'No Category'],
    ]);
  });

  it('on another sector, loads its maps and chooses the first one and its newest year', async () => {
    const api = mockMaps();
    const { user, router } = renderApp('/interactive-maps/global-level');
    await screen.findByRole('list', { name: 'Globe points' });

    await user.click(within(group('Sector')).getByRole('button', { name: 'Energy' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Energy Score' })).toBeInTheDocument();
    expect(api.callsTo('GET /maps/sector/2')).toHaveLength(1);
    expect(pressed('Sector')).toEqual(['Energy']);
    expect(pressed('Map')).toEqual(['Energy Score']);
    expect(within(group('Map')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Energy Score', 'Electricity use']);
    await waitFor(() => expect(globeLines('Globe points')).toEqual(['Egypt | Energy Score | 71 | #1a9850 | r20']));
    expect(pressed('Year')).toEqual(['2024']);
    expect(globeLines('Globe legend')).toEqual(['Good | #1a9850']);
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ sector: '2', map: '20', year: '2024' }));
  });

  it('ignores the chosen sector chosen again: same map, same year, no request', async () => {
    const api = mockMaps();
    const { user, router } = renderApp('/interactive-maps/global-level?sector=1&map=10&year=2022');
    await waitFor(() => expect(globeLines('Globe points')).toEqual(['Jordan | Water Score | 55 | #fee08b | r20', 'Egypt | Water Score | 52.1 | #fee08b | r20']));
    const requestsBefore = api.requests.length;
    const searchBefore = router.state.location.search;

    await user.click(within(group('Sector')).getByRole('button', { name: 'Water' }));
    expect(api.requests).toHaveLength(requestsBefore);
    expect(router.state.location.search).toBe(searchBefore);
    expect(pressed('Year')).toEqual(['2022']);
  });

  it('on another map, loads its years and chooses the newest; on another year, loads that year’s points and rebuilds the legend', async () => {
    const api = mockMaps();
    const { user } = renderApp('/interactive-maps/global-level');
    await screen.findByRole('list', { name: 'Globe points' });

    await user.click(within(group('Year')).getByRole('button', { name: '2022' }));
    await waitFor(() => expect(globeLines('Globe legend')).toEqual(['Medium | #fee08b']));
    expect(globeLines('Globe points')).toEqual(['Jordan | Water Score | 55 | #fee08b | r20', 'Egypt | Water Score | 52.1 | #fee08b | r20']);
    expect(api.callsTo('GET /interactive-maps/map/10').map((request) => request.query.get('year'))).toEqual(['2023', '2022']);
    expect(pressed('Year')).toEqual(['2022']);

    await user.click(within(group('Map')).getByRole('button', { name: 'Water stress' }));
    await waitFor(() => expect(globeLines('Globe points')).toEqual([`Jordan | Water stress | 91.5 % | ${NO_CATEGORY_COLOR} | r20`]));
    expect(api.callsTo('GET /interactive-maps/years').map((request) => request.query.get('map_id'))).toEqual(['10', '11']);
    expect(pressed('Year')).toEqual(['2021']);
  });

  it('opens the view the address names', async () => {
    const api = mockMaps();
    renderApp('/interactive-maps/global-level?sector=2&map=20&year=2024');
    await waitFor(() => expect(globeLines('Globe points')).toEqual(['Egypt | Energy Score | 71 | #1a9850 | r20']));
    expect(pressed('Sector')).toEqual(['Energy']);
    expect(api.callsTo('GET /maps/sector/1')).toHaveLength(0);
  });

  it('starts its calls before its first render, beside its code, and makes each once', async () => {
    let pageShownAtFirstCall: boolean | undefined;
    const api = mockMaps({
      'GET /sectors/type/interactive-maps': () => {
        pageShownAtFirstCall ??= screen.queryByRole('heading', { level: 1, name: 'Global-Level Map' }) !== null;
        return ok(SECTORS);
      },
    });
    renderApp('/interactive-maps/global-level?sector=2&map=20&year=2024');
    await waitFor(() => expect(globeLines('Globe points')).toEqual(['Egypt | Energy Score | 71 | #1a9850 | r20']));
    expect(pageShownAtFirstCall).toBe(false);
    for (const call of ['GET /sectors/type/interactive-maps', 'GET /maps/sector/2', 'GET /interactive-maps/years', 'GET /maps/20/keys', 'GET /interactive-maps/map/20']) {
      expect(api.callsTo(call), call).toHaveLength(1);
    }
  });

  it('asks again in the new language and names the missing key in it', async () => {
    i18n.changeLanguage('ar');
    const api = mockMaps();
    renderApp('/interactive-maps/global-level');
    await waitFor(() => expect(globeLines('Globe legend')).toEqual(['منخفض | #d73027', 'مرتفع | #1a9850', `بدون فئة | ${NO_CATEGORY_COLOR}`]));
    expect(api.callsTo('GET /interactive-maps/map/10')[0]?.headers.get('Accept-Language')).toBe('ar');

    await act(() => i18n.changeLanguage('fr'));
    await waitFor(() => expect(globeLines('Globe legend')).toContain(`Sans catégorie | ${NO_CATEGORY_COLOR}`));
    expect(api.callsTo('GET /interactive-maps/map/10').at(-1)?.headers.get('lang')).toBe('fr');
    expect(api.callsTo('GET /sectors/type/interactive-maps').at(-1)?.headers.get('lang')).toBe('fr');
  });
});

describe('global map: empty and failed states', () => {
  it("says 'No data available' when the year has no points, and that there is no legend", async () => {
    mockMaps({ 'GET /interactive-maps/map/10': ok([]) });
    renderApp('/interactive-maps/global-level');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('There is no data available for this map.')).toBeInTheDocument();
    expect(screen.getByText('No legend available')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Globe points' })).not.toBeInTheDocument();
  });

  it("says 'No maps available' for a sector without maps", async () => {
    mockMaps({ 'GET /maps/sector/2': ok([]) });
    const { user } = renderApp('/interactive-maps/global-level');
    await screen.findByRole('list', { name: 'Globe points' });
    await user.click(within(group('Sector')).getByRole('button', { name: 'Energy' }));
    expect(await screen.findByText('No maps available')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Map' })).not.toBeInTheDocument();
  });

  it("says 'No years available' when the map has none", async () => {
    mockMaps({ 'GET /interactive-maps/years': ok([]) });
    renderApp('/interactive-maps/global-level');
    expect(await screen.findByText('No years available')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Water Score' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Year' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load initial data' and asks again on Retry", async () => {
    // Answered once the page shows, as over a real network (the page asks before it renders).
    const sectors = heldAnswer();
    const api = mockMaps({ 'GET /sectors/type/interactive-maps': sectors.handler });
    const { user } = renderApp('/interactive-maps/global-level');
    await screen.findByRole('heading', { level: 1, name: 'Global-Level Map' });
    sectors.answer(fail(422, 'Sectors are resting'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load initial data');
    expect(alert).toHaveTextContent('Sectors are resting');
    sectors.answer(ok(SECTORS));
    const asked = api.callsTo('GET /sectors/type/interactive-maps').length;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Globe points' })).toBeInTheDocument();
    expect(api.callsTo('GET /sectors/type/interactive-maps')).toHaveLength(asked + 1);
  });

  it("treats a server without sectors as a failure to load, with Retry", async () => {
    mockMaps({ 'GET /sectors/type/interactive-maps': ok([]) });
    renderApp('/interactive-maps/global-level');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load initial data');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("shows 'Failed to load maps' and asks again on Retry", async () => {
    // Answered once the page shows, as over a real network (the page asks before it renders).
    const maps = heldAnswer();
    const api = mockMaps({ 'GET /maps/sector/1': maps.handler });
    const { user } = renderApp('/interactive-maps/global-level');
    await screen.findByRole('heading', { level: 1, name: 'Global-Level Map' });
    maps.answer(fail(404, 'Gone'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load maps');
    maps.answer(ok(WATER_MAPS));
    const asked = api.callsTo('GET /maps/sector/1').length;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Water Score' })).toBeInTheDocument();
    expect(api.callsTo('GET /maps/sector/1')).toHaveLength(asked + 1);
  });

  it("shows 'Failed to load map data' when the points fail, and asks again on Retry", async () => {
    // Answered once the page shows, as over a real network (the page asks before it renders).
    const points = heldAnswer();
    const api = mockMaps({ 'GET /interactive-maps/map/10': points.handler });
    const { user } = renderApp('/interactive-maps/global-level');
    await screen.findByRole('heading', { level: 1, name: 'Global-Level Map' });
    points.answer(fail(422, 'Bad year'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load map data');
    points.answer(ok(POINTS_2023));
    const asked = api.callsTo('GET /interactive-maps/map/10').length;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Globe points' })).toBeInTheDocument();
    expect(api.callsTo('GET /interactive-maps/map/10')).toHaveLength(asked + 1);
  });
});
