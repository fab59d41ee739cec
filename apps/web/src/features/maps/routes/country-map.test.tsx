import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, type MockHandler } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { COUNTRIES, ENERGY_MAPS, mapPoint, SCORE_KEYS, WATER_MAPS } from '../test/map-fixtures';

vi.mock('@/components/globe/globe', () => import('../test/globe-stub'));

const [LOW, MEDIUM, HIGH] = SCORE_KEYS as [(typeof SCORE_KEYS)[number], (typeof SCORE_KEYS)[number], (typeof SCORE_KEYS)[number]];

const JORDAN_WATER = [mapPoint('jordan', 63.256, HIGH), mapPoint('jordan', 48, MEDIUM, { year: 2022 }), mapPoint('jordan', 12.5, LOW, { year: 2019 })];
const JORDAN_ELECTRICITY = [mapPoint('jordan', 1804.456, null, { map_id: 21, year: 2021, wefe_title: 'Electricity use' })];

/** The country page's API: Jordan has water score points (and electricity use), Egypt none. */
function mockCountryMaps(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /countries': ok(COUNTRIES),
    // Yemen has no map data.
    'GET /interactive-maps/countries': ok([64, 111]),
    'GET /maps': ok([...WATER_MAPS, ...ENERGY_MAPS]),
    'GET /maps/10/keys': ok(SCORE_KEYS),
    'GET /maps/21/keys': ok([]),
    'GET /interactive-maps/country/111': (request) => ok({ '10': JORDAN_WATER, '21': JORDAN_ELECTRICITY }[request.query.get('map_id') ?? ''] ?? []),
    'GET /interactive-maps/country/64': ok([]),
    ...overrides,
  });
}

const select = (name: string) => screen.getByRole('combobox', { name });
const globeLines = (list: 'Globe points' | 'Globe legend') => within(screen.getByRole('list', { name: list })).getAllByRole('listitem').map((item) => item.textContent);

describe('country map', () => {
  it('asks for a country first and loads nothing for none', async () => {
    const api = mockCountryMaps();
    renderApp('/interactive-maps/country-level');
    expect(await screen.findByText('Please select a country to view data')).toBeInTheDocument();
    expect(select('Country')).toHaveValue('');
    // The maps are grouped by sector; the first is chosen.
    expect(within(select('Map')).getByRole('group', { name: 'Energy' })).toHaveTextContent('Energy ScoreElectricity use');
    expect(select('Map')).toHaveValue('10');
    expect(api.callsTo('GET /countries')[0]?.query.get('per_page')).toBe('1000');
    // No points are asked for before a country is chosen.
    expect(api.requests.filter((request) => request.path.startsWith('/interactive-maps/country/'))).toHaveLength(0);
  });

  it('offers the countries with map data, not every country', async () => {
    mockCountryMaps();
    renderApp('/interactive-maps/country-level');
    await screen.findByText('Please select a country to view data');
    expect(within(select('Country')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a country', 'Egypt', 'Jordan']);
  });

  it('keeps a country without map data that the address names, and says it has none', async () => {
    mockCountryMaps({ 'GET /interactive-maps/country/245': ok([]) });
    renderApp('/interactive-maps/country-level?country=245');
    await waitFor(() => expect(select('Country')).toHaveValue('245'));
    expect(within(select('Country')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a country', 'Egypt', 'Jordan', 'Yemen']);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('says there is no data for a country without points for the map', async () => {
    const api = mockCountryMaps();
    const { user } = renderApp('/interactive-maps/country-level');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'Egypt');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('There is no data for this country and map combination.')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET /interactive-maps/country/64')[0]?.query ?? [])).toEqual({ map_id: '10', with: 'country,mapKey', per_page: '1000' });
    expect(select('Year')).toBeDisabled();
  });

  it('shows the country’s point, legend, value card and history for the newest year, then the year chosen', async () => {
    mockCountryMaps();
    const { user, router } = renderApp('/interactive-maps/country-level');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'Jordan');

    expect(await screen.findByRole('heading', { level: 2, name: 'Water Score' })).toBeInTheDocument();
    expect(screen.getByText('How secure water is, from 0 to 100.')).toBeInTheDocument();
    await waitFor(() => expect(select('Year')).toHaveValue('2023'));
    await screen.findByRole('list', { name: 'Globe points' });
    expect(within(select('Year')).getAllByRole('option').map((option) => option.textContent)).toEqual(['2023', '2022', '2019']);
    expect(globeLines('Globe points')).toEqual(['Jordan | Water Score | 63.26 | #1a9850 | r20']);
    // The whole legend of the map, with its hint; the globe turns to the country.
    expect(globeLines('Globe legend')).toEqual(['Low | #d73027', 'Medium | #fee08b', 'High | #1a9850']);
    expect(screen.getByText('Legend hint: Higher is better.')).toBeInTheDocument();
    expect(screen.getByText('Turned to country 111')).toBeInTheDocument();

    const card = screen.getByRole('region', { name: 'Jordan: summary' });
    expect(within(card).getByText('63.26')).toBeInTheDocument();
    expect(within(card).getByText('Score (0-100)')).toBeInTheDocument();
    expect(within(card).getByText('High')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Across the years' });
    expect(within(history).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['202363.26High', '202248Medium', '201912.5Low']);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/interactive-maps/map/10/export.csv?year=2023&lang=en');
    expect(screen.getByRole('link', { name: 'Open Jordan’s profile' })).toHaveAttribute('href', '/wefe-index/country/JOR');

    await user.selectOptions(select('Year'), '2019');
    await waitFor(() => expect(globeLines('Globe points')).toEqual(['Jordan | Water Score | 12.5 | #d73027 | r20']));
    expect(within(screen.getByRole('region', { name: 'Jordan: summary' })).getByText('Low')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ country: '111', map: '10', year: '2019' });
  });

  it('opens the view the address names, with the unit of an indicator map and No Category for a point without a key', async () => {
    mockCountryMaps();
    renderApp('/interactive-maps/country-level?country=111&map=21');
    await waitFor(() => expect(globeLines('Globe points')).toEqual(['Jordan | Electricity use | 1,804.46 kWh per person | #64748b | r20']));
    expect(globeLines('Globe legend')).toEqual(['No Category | #64748b']);
    expect(select('Map')).toHaveValue('21');
    expect(select('Year')).toHaveValue('2021');
  });

  it("shows 'Failed to load country data' and asks again on Retry", async () => {
    let attempts = 0;
    const api = mockCountryMaps({
      'GET /interactive-maps/country/111': () => {
        attempts += 1;
        return attempts === 1 ? fail(422, 'Not now') : ok(JORDAN_WATER);
      },
    });
    const { user } = renderApp('/interactive-maps/country-level?country=111');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load country data');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(globeLines('Globe points')).toEqual(['Jordan | Water Score | 63.26 | #1a9850 | r20']));
    expect(api.callsTo('GET /interactive-maps/country/111')).toHaveLength(2);
  });

  it("shows 'Failed to load countries' with Retry", async () => {
    let attempts = 0;
    mockCountryMaps({
      'GET /countries': () => {
        attempts += 1;
        return attempts === 1 ? fail(404, 'No countries') : ok(COUNTRIES);
      },
    });
    const { user } = renderApp('/interactive-maps/country-level');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load countries');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Please select a country to view data')).toBeInTheDocument();
  });

  it("shows 'Failed to load maps' with Retry", async () => {
    mockCountryMaps({ 'GET /maps': fail(422, 'No maps today') });
    renderApp('/interactive-maps/country-level');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load maps');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
