import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GlobeProps } from '@/components/globe/globe-types';
import { i18n } from '@/lib/i18n';
import { fail, heldAnswer, mockApi, ok, type MockHandler } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import {
  countryDetail,
  detailRoutes,
  indexEntry,
  indexesPage,
  INDICATORS,
  JORDAN,
  MOROCCO,
  PILLARS,
  PILLARS_AR,
  rankedEntries,
  TUNISIA,
  YEARS,
  YEMEN,
} from '../test/index-factories';
import type { IndexMethodology } from '@wefe/contract';

const METHODOLOGY: IndexMethodology = {
  year: 2019,
  method: { carry_forward_years: 5, coverage_threshold: 2 / 3, ranking_min_indicator_share: 0.75, max_carried_forward_share: 0.5, goalpost_percentiles: [2.5, 97.5], computed_at: '2026-11-27T10:00:00.000Z' },
  uncertainty: {
    runs: 500,
    seed: 20251127,
    ms: 1720,
    done_at: '2026-11-27T10:00:02.000Z',
    median_interval_width: 16,
    max_interval_width: 38,
    sensitivity: [
      { choice: 'geometric', indicator: null, rho: 0.876, moved: 23, mean_shift: 5.43 },
      { choice: 'leave_out', indicator: { code: 'fd_cereal_yield', name: 'Cereal yield' }, rho: 0.97, moved: 4, mean_shift: 1.6 },
    ],
  },
  validation: {
    reference: 'SDSN Sustainable Development Report, SDG Index time series 2000-2022',
    reference_year: 2019,
    pillars: [
      {
        target: 'water',
        reference: 'SDG 6',
        countries: 55,
        rho: 0.852,
        disagreements: [
          {
            country: { id: 28, name: 'Brunei', iso3: 'BRN', numeric_code: '096' },
            hub_rank: 3,
            reference_rank: 27,
            drivers: [{ code: 'wat_renewable_total_pc', name: 'Total renewable water resources per capita', score: 75.96, median_score: 49.65 }],
          },
        ],
      },
      { target: 'index', reference: 'SDG 2, 6, 7, 15', countries: 55, rho: 0.9, disagreements: [] },
    ],
  },
};

// jsdom has no canvas: the globe is a list of buttons, one per country, that report clicks as the
// real globe does, and say which country is selected and what metric colours them.
vi.mock('@/components/globe/globe', () => ({
  Globe: ({ countries = [], onCountryClick, selectedCountryId, metric, label }: GlobeProps) => (
    <ul aria-label={label} data-metric={metric}>
      {countries.map((country) => (
        <li key={country.countryId}>
          <button type="button" aria-pressed={country.countryId === selectedCountryId} onClick={() => onCountryClick?.(country.countryId)}>
            {`${country.name}: ${country.value ?? 'none'}`}
          </button>
        </li>
      ))}
    </ul>
  ),
}));

const OVERALL = [
  indexEntry(JORDAN, 1, '71.43'),
  indexEntry(MOROCCO, 2, '65.10'),
  indexEntry(TUNISIA, 3, '60.00'),
  indexEntry(YEMEN, null, null),
];
const WATER = [indexEntry(TUNISIA, 1, '77.77', { pillarId: 1 }), indexEntry(JORDAN, 2, '40.05', { pillarId: 1 }), indexEntry(MOROCCO, 3, '12.50', { pillarId: 1 }), indexEntry(YEMEN, null, null, { pillarId: 1 })];

/** The index API: pillars, years, the rankings (`indexes` by request) and each country's detail. */
function mockIndexApi({ indexes, extra = {} }: { indexes?: MockHandler; extra?: Record<string, MockHandler> } = {}) {
  return mockApi({
    'GET /pillars': ok(PILLARS),
    'GET /indexes/years': ok(YEARS),
    'GET /indexes': indexes ?? ((request) => indexesPage(request.query.get('pillar_id') === '1' ? WATER : OVERALL)),
    'GET /indicators': ok(INDICATORS),
    ...detailRoutes([JORDAN, MOROCCO, TUNISIA, YEMEN]),
    ...extra,
  });
}

const queryOf = (request: { query: URLSearchParams } | undefined) => Object.fromEntries(request?.query ?? []);
const snapshot = () => screen.findByRole('region', { name: 'Country Snapshot' });
const rankingRows = async (title = 'WEFE Index Ranking') => within(await screen.findByRole('list', { name: title })).getAllByRole('button');

describe('WEFE index page: choosing a country', () => {
  it('lists the countries in rank order with the unranked last, and picks the first one', async () => {
    const api = mockIndexApi();
    const { router } = renderApp('/wefe-index');
    expect(await screen.findByRole('heading', { level: 1, name: 'WEFE Index' })).toBeInTheDocument();

    const select = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(5));
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a country', 'Jordan', 'Morocco', 'Tunisia', 'Yemen']);
    expect(queryOf(api.callsTo('GET /indexes')[0])).toEqual({ year: '2019', per_page: '100' });

    // Shown without touching the address: a write there could replace a choice the reader makes
    // while the first ranking loads.
    await waitFor(() => expect(select).toHaveValue(String(JORDAN.id)));
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('POP');

    const card = await snapshot();
    expect(await within(card).findByText('#1')).toBeInTheDocument();
    expect(within(card).getByText('Jordan')).toBeInTheDocument();
    expect(within(card).getByText('71.4')).toBeInTheDocument();
    const bars = within(within(card).getByRole('list', { name: 'Pillar scores' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(['Water80.2', 'Energy64.8', 'Food70.0', 'Ecosystems70.8']);
    expect(queryOf(api.callsTo(`GET /indexes/country/${JORDAN.id}`)[0])).toEqual({ year: '2019' });
  });

  it('selects the country of a ranking row, loads its detail, and goes back to the previous one', async () => {
    const api = mockIndexApi();
    const { user, router } = renderApp('/wefe-index');
    await within(await snapshot()).findByText('#1');

    const rows = await rankingRows();
    // Each rank with its likely range over the uncertainty analysis, and what it is among.
    expect(rows.map((row) => row.textContent)).toEqual(['1Jordanlikely 1–271.4', '2Moroccolikely 1–365.1', '3Tunisialikely 2–360.0']);
    expect(screen.getByRole('region', { name: 'WEFE Index Ranking' })).toHaveTextContent('Among 3 ranked hub countries in 2019.');
    await user.click(rows[1]!);

    expect(await screen.findByRole('heading', { level: 2, name: 'Morocco — 2019' })).toBeInTheDocument();
    expect(api.callsTo(`GET /indexes/country/${MOROCCO.id}`)).toHaveLength(1);
    expect(within(await snapshot()).getByText('Morocco')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue(String(MOROCCO.id));
    expect((await rankingRows())[1]).toHaveAttribute('aria-pressed', 'true');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ country: String(MOROCCO.id), year: '2019' });

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 2, name: 'Jordan — 2019' })).toBeInTheDocument();
  });

  it('selects a country clicked on the globe or picked from the list', async () => {
    const api = mockIndexApi();
    const { user } = renderApp('/wefe-index');
    const globe = await screen.findByRole('list', { name: 'Globe of WEFE Index scores by country' });
    await user.click(await within(globe).findByRole('button', { name: 'Tunisia: 60' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tunisia — 2019' })).toBeInTheDocument();
    expect(within(globe).getByRole('button', { name: 'Tunisia: 60' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo(`GET /indexes/country/${TUNISIA.id}`)).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Yemen');
    expect(await screen.findByRole('heading', { level: 2, name: 'Yemen — 2019' })).toBeInTheDocument();
    expect(api.callsTo(`GET /indexes/country/${YEMEN.id}`)).toHaveLength(1);
  });

  it('opens on the country, year and pillar of a shared address', async () => {
    const api = mockIndexApi();
    renderApp(`/wefe-index?country=${MOROCCO.id}&year=2020&pillar=energy`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Morocco — 2020' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2020');
    expect(screen.getByRole('button', { name: 'Energy' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('GET /indexes').map(queryOf)).toEqual(
      expect.arrayContaining([{ year: '2020', per_page: '100', pillar_id: '2' }, { year: '2020', per_page: '100' }]),
    );
    expect(queryOf(api.callsTo(`GET /indexes/country/${MOROCCO.id}`)[0])).toEqual({ year: '2020' });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/indexes/export.csv?year=2020&lang=en');
  });
});

describe('WEFE index page: its calls', () => {
  it('asks for the years, the ranking and the first country before the page first renders, each once', async () => {
    let pageShownAtFirstCall: boolean | undefined;
    const api = mockIndexApi({
      extra: {
        'GET /indexes/years': () => {
          pageShownAtFirstCall ??= screen.queryByRole('heading', { level: 1, name: 'WEFE Index' }) !== null;
          return ok(YEARS);
        },
      },
    });
    renderApp('/wefe-index');
    expect(await screen.findByRole('heading', { level: 2, name: 'Jordan — 2019' })).toBeInTheDocument();
    expect(pageShownAtFirstCall).toBe(false);
    expect(api.callsTo('GET /indexes/years')).toHaveLength(1);
    // The overall ranking once; each pillar's once more for the full ranking below (jsdom counts it in view).
    expect(api.callsTo('GET /indexes').filter((request) => !request.query.has('pillar_id'))).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /indexes').map((request) => request.query.get('pillar_id')).filter(Boolean).sort()).toEqual(['1', '2', '3', '4']));
    expect(api.callsTo(`GET /indexes/country/${JORDAN.id}`)).toHaveLength(1);
  });
});

describe('WEFE index page: categories and years', () => {
  it('ranks and colours by a pillar once it is chosen', async () => {
    const api = mockIndexApi();
    const { user, router } = renderApp('/wefe-index');
    await rankingRows();
    const categories = screen.getByRole('group', { name: 'Category' });
    expect(within(categories).getAllByRole('button').map((button) => button.textContent)).toEqual(['Index', 'Water', 'Energy', 'Food', 'Ecosystems']);
    expect(within(categories).getByRole('button', { name: 'Index' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(categories).getByRole('button', { name: 'Water' }));
    expect(within(categories).getByRole('button', { name: 'Water' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(categories).getByRole('button', { name: 'Index' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.callsTo('GET /indexes').map(queryOf)).toContainEqual({ year: '2019', pillar_id: '1', per_page: '100' });
    expect((await rankingRows('Water Ranking')).map((row) => row.textContent)).toEqual(['1Tunisialikely 1–277.8', '2Jordanlikely 1–340.1', '3Moroccolikely 2–312.5']);
    const globe = screen.getByRole('list', { name: 'Globe of Water scores by country' });
    expect(within(globe).getByRole('button', { name: 'Tunisia: 77.77' })).toBeInTheDocument();
    // The country list keeps the overall order, and the chosen country stays.
    expect(within(screen.getByRole('combobox', { name: 'Country' })).getAllByRole('option')[1]).toHaveTextContent('Jordan');
    expect(new URLSearchParams(router.state.location.search).get('pillar')).toBe('water');
  });

  it('shows the index in the snapshot, then the chosen pillar’s rank, range and score, and says which', async () => {
    mockIndexApi();
    const { user } = renderApp('/wefe-index');
    const card = await snapshot();
    await within(card).findByText('#1');
    expect(card).toHaveTextContent('Rank and value of the overall WEFE index.');
    expect(within(card).getByText('Index rank')).toBeInTheDocument();
    expect(within(card).getByText('likely 1–4')).toBeInTheDocument();
    expect(card).toHaveTextContent('Among 54 ranked hub countries in 2019.');
    expect(card).toHaveTextContent('Indicators with data: 18 of 18');
    expect(card).toHaveTextContent('71.4');

    await user.click(within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name: 'Water' }));
    await waitFor(() => expect(card).toHaveTextContent('Rank and score of the Water pillar; choose Index above for the overall index.'));
    expect(within(card).getByText('Water rank')).toBeInTheDocument();
    expect(within(card).getByText('#3')).toBeInTheDocument();
    expect(within(card).getByText('likely 2–5')).toBeInTheDocument();
    expect(within(card).getByText('Water score').nextElementSibling).toHaveTextContent('80.2');
    expect(within(card).queryByText('Index rank')).not.toBeInTheDocument();
  });

  it('shows the chosen year and says what the default year is', async () => {
    const api = mockIndexApi();
    const { user, router } = renderApp('/wefe-index');
    const year = await screen.findByRole('combobox', { name: 'Year' });
    await waitFor(() => expect(year).toHaveValue('2019'));
    expect(year).toHaveAccessibleDescription(/opens on the latest comparable year\. A published value counts for up to 5 years/);
    // Each year names the years its data come from, and a provisional one says so.
    expect(within(year).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '2020, data 2015–2020 (provisional)',
      '2019, data 2014–2019',
      '2018, data 2013–2018',
    ]);
    await screen.findByRole('heading', { level: 2, name: 'Jordan — 2019' });
    expect(screen.queryByRole('region', { name: /provisional year/ })).not.toBeInTheDocument();

    await user.selectOptions(year, '2018');
    expect(await screen.findByRole('heading', { level: 2, name: 'Jordan — 2018' })).toBeInTheDocument();
    // The country shown (the first of the ranking) is kept in the address with the new year.
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ country: String(JORDAN.id), year: '2018' });
    expect(api.callsTo('GET /indexes').map(queryOf)).toContainEqual({ year: '2018', per_page: '100' });
    expect(queryOf(api.callsTo(`GET /indexes/country/${JORDAN.id}`).at(-1))).toEqual({ year: '2018' });
  });

  it('says why a provisional year does not compare, and which year does', async () => {
    mockIndexApi();
    const { user } = renderApp('/wefe-index');
    const year = await screen.findByRole('combobox', { name: 'Year' });
    await waitFor(() => expect(year).toHaveValue('2019'));
    await user.selectOptions(year, '2020');
    const notice = await screen.findByRole('region', { name: '2020 is a provisional year' });
    expect(notice).toHaveTextContent('The page opens on 2019, the latest comparable year.');
    expect(notice).toHaveTextContent('Left out this year for coverage (fewer than two in three countries report them): Depth of the food deficit');
    expect(notice).toHaveTextContent('62% of the values behind this year’s ranks are carried forward from earlier years.');
  });
});

describe('WEFE index page: ranking', () => {
  it('shows the top 10, and the top 20 after the toggle when more than 10 are ranked', async () => {
    const entries = rankedEntries(25);
    mockIndexApi({ indexes: indexesPage(entries), extra: detailRoutes([{ id: 1000, name: 'Country 1', numeric: '100' }]) });
    const { user } = renderApp('/wefe-index');
    expect(await rankingRows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show Top 20' }));
    const rows = await rankingRows();
    expect(rows).toHaveLength(20);
    expect(rows[19]).toHaveTextContent('20Country 20likely 19–2171.0');
    expect(screen.getByRole('region', { name: 'WEFE Index Ranking' })).toHaveTextContent('Among 25 ranked hub countries in 2019.');
    await user.click(screen.getByRole('button', { name: 'Show Top 10' }));
    expect(await rankingRows()).toHaveLength(10);
  });

  it('offers no toggle with 10 ranked countries, however many are unranked', async () => {
    const entries = [...rankedEntries(10), indexEntry(YEMEN, null, null), indexEntry({ id: 9, name: 'Somalia', numeric: '706' }, null, null)];
    mockIndexApi({ indexes: indexesPage(entries) });
    renderApp('/wefe-index');
    expect(await rankingRows()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Show Top 20' })).not.toBeInTheDocument();
  });

  it("says 'No data available' when the year has no ranking", async () => {
    const api = mockIndexApi({ indexes: indexesPage([]) });
    renderApp('/wefe-index');
    const ranking = await screen.findByRole('region', { name: 'WEFE Index Ranking' });
    expect(await within(ranking).findByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeDisabled();
    expect(api.requests.some((request) => request.path.startsWith('/indexes/country/'))).toBe(false);
  });

  it('says when the ranking could not be loaded, and tries again', async () => {
    // Answered while the page shows, as over a real network (the page asks before it renders).
    const ranking = heldAnswer();
    mockIndexApi({ indexes: ranking.handler });
    const { user } = renderApp('/wefe-index');
    expect(await screen.findByRole('heading', { level: 1, name: 'WEFE Index' })).toBeInTheDocument();
    ranking.answer(fail(422, 'The year is not valid.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The ranking could not be loaded.');
    expect(screen.queryByRole('list', { name: 'WEFE Index Ranking' })).not.toBeInTheDocument();
    ranking.answer(indexesPage(OVERALL));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rankingRows()).toHaveLength(3);
  });
});

describe('WEFE index page: country detail', () => {
  it('shows the rank among the hub’s ranked countries with its range, a doughnut for the index and each pillar, the radar and the indicators', async () => {
    mockIndexApi();
    renderApp('/wefe-index');
    const detail = await screen.findByRole('region', { name: 'Jordan — 2019' });
    // Never a "world" rank: the hub's countries only, and how certain it is.
    expect(await within(detail).findByText(/^Rank 1 among 54 ranked hub countries/)).toHaveTextContent('Rank 1 among 54 ranked hub countrieslikely 1–4');
    expect(detail).not.toHaveTextContent(/World/);
    expect(detail).toHaveTextContent('Indicators with data: 18 of 18');

    for (const name of ['WEFE Index: 71.4 / 100', 'Water: 80.2 / 100', 'Energy: 64.8 / 100', 'Food: 70.0 / 100', 'Ecosystems: 70.8 / 100']) {
      expect(within(detail).getByRole('img', { name })).toBeInTheDocument();
    }
    const radar = within(detail).getByRole('figure', { name: 'Pillars Comparison' });
    expect(within(radar).getByRole('img', { name: 'Pillars Comparison: radar chart comparing Jordan' })).toBeInTheDocument();

    const water = within(detail).getByRole('figure', { name: 'Water Indicators' });
    const access = within(water).getByRole('img', { name: 'Water access share: 88.4 / 100' });
    expect(access).toHaveAccessibleDescription('Published value: 94.25 % (2019) · weight in the index 12.5%');
    const availability = within(water).getByRole('img', { name: 'Water availability per person: 35.0 / 100' });
    expect(availability).toHaveAccessibleDescription('Published value: 1,204.5 m³ per person (carried forward from 2016) · weight in the index 12.5%');
    // Access in the pillar's light colour, Availability in its dark one.
    expect(access.querySelector('span[style*="background-color"]')).toHaveStyle({ backgroundColor: '#7dd3fc' });
    expect(availability.querySelector('span[style*="background-color"]')).toHaveStyle({ backgroundColor: '#0369a1' });
    expect(within(detail).getByText('The lighter colour shows Access indicators and the darker colour Availability indicators.')).toBeInTheDocument();
  });

  it("says 'No data available' and 'Not ranked' for a country without data that year", async () => {
    mockIndexApi({ extra: detailRoutes([JORDAN], (country) => countryDetail(country, { rank: null, value: null, pillars: [] })) });
    renderApp('/wefe-index');
    const detail = await screen.findByRole('region', { name: 'Jordan — 2019' });
    expect(await within(detail).findByText('No data available')).toBeInTheDocument();
    expect(within(detail).queryByRole('img')).not.toBeInTheDocument();
    expect(within(await snapshot()).getByText('Not ranked')).toBeInTheDocument();
  });

  it('says why a country with data has no rank', async () => {
    mockIndexApi({ extra: detailRoutes([JORDAN], (country) => countryDetail(country, { rank: null, value: null })) });
    renderApp('/wefe-index');
    const detail = await screen.findByRole('region', { name: 'Jordan — 2019' });
    expect(await within(detail).findByText('Not ranked this year')).toBeInTheDocument();
    expect(detail).toHaveTextContent('Not ranked: no data for Food access.');
    expect(await snapshot()).toHaveTextContent('Not ranked: no data for Food access.');
  });
});

describe('WEFE index page: methodology and sources', () => {
  it('links to the maps and lists every indicator by pillar with its source, unit and licence', async () => {
    const api = mockIndexApi();
    const { user } = renderApp('/wefe-index');
    expect(await screen.findByRole('link', { name: 'Open Maps' })).toHaveAttribute('href', '/interactive-maps');
    expect(screen.getByText('Methodology - Overview')).toBeInTheDocument();
    expect(api.callsTo('GET /indicators')).toHaveLength(0);

    await user.click(screen.getByText('Data Sources'));
    const water = (await screen.findByRole('heading', { level: 3, name: 'Water' })).closest('section')!;
    expect(within(water).getByRole('link', { name: 'WHO/UNICEF Joint Monitoring Programme' })).toHaveAttribute(
      'href',
      'https://github.com/owid/owid-datasets/blob/48c9992/datasets/wash.csv',
    );
    expect(within(water).getByText(/Unit: %/)).toHaveTextContent('Licence: CC BY 4.0 (Our World in Data)');
    const ecosystems = screen.getByRole('heading', { level: 3, name: 'Ecosystems' }).closest('section')!;
    expect(within(ecosystems).getByText('Excluded from the index:').parentElement).toHaveTextContent('artefact: exactly 1 (fully intact) for desert countries');
    expect(within(water).queryByText('Excluded from the index:')).not.toBeInTheDocument();
    expect(within(water).getByText(/^Scores 0 at/)).toHaveTextContent('Scores 0 at 36.1 and 100 at 100 (%)');
  });

  it('tells the method, the spread of ranks and the comparison with the SDSN report, for the year shown', async () => {
    const api = mockIndexApi({ extra: { 'GET /indexes/methodology': ok(METHODOLOGY) } });
    const { user } = renderApp('/wefe-index');
    await rankingRows();
    expect(api.callsTo('GET /indexes/methodology')).toHaveLength(0);
    await user.click(screen.getByText('Methodology - Overview'));
    expect(await screen.findByText(/the likely range of the median ranked country spans 16 places, and the widest 38/)).toHaveTextContent('The last analysis took 1.7 s');
    expect(queryOf(api.callsTo('GET /indexes/methodology')[0])).toEqual({ year: '2019' });
    expect(screen.getByText(/recomputed 500 times/)).toHaveTextContent('seed 20251127');
    expect(screen.getByText(/2,100 kcal and 52\.5 g of protein/)).toBeInTheDocument();
    // One choice changed at a time: how far each moves the ranking.
    const sensitivity = screen.getByRole('table', { name: 'Each choice changed alone, 2019' });
    expect(within(within(sensitivity).getByRole('row', { name: /^Geometric/ })).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0.88', '23', '5.4']);
    expect(within(sensitivity).getByRole('rowheader', { name: 'Without Cereal yield' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '2019 here, against the report’s 2019 scores' });
    const water = within(table).getByRole('row', { name: /^Water/ });
    expect(within(water).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'SDG 6',
      '55',
      '0.85',
      'Brunei: #3 here, #27 in the report (driven by Total renewable water resources per capita 76, median 50)',
    ]);
  });
});

describe('WEFE index page: language', () => {
  it('speaks Arabic and asks the API again when the language changes', async () => {
    i18n.changeLanguage('ar');
    const api = mockIndexApi({
      extra: { 'GET /pillars': (request) => ok(request.headers.get('Accept-Language') === 'ar' ? PILLARS_AR : PILLARS) },
    });
    renderApp('/wefe-index');
    expect(await screen.findByRole('heading', { level: 1, name: 'مؤشر WEFE' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('region', { name: 'لمحة عن البلد' })).toHaveTextContent('انقر على بلد في الكرة الأرضية أو اختره من القائمة');
    expect(await screen.findByRole('list', { name: 'ترتيب مؤشر WEFE' })).toBeInTheDocument();
    expect(await screen.findByText(/^المرتبة 1 من بين 54 بلدًا مصنّفًا من بلدان المنصة/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'لمحة عن البلد' })).toHaveTextContent('على الأرجح 1–4');
    expect(screen.getByRole('button', { name: 'المياه' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'البلد' })).toBeInTheDocument();
    expect(screen.getByText('المنهجية - نظرة عامة')).toBeInTheDocument();
    expect(api.callsTo('GET /indexes')[0]?.headers.get('Accept-Language')).toBe('ar');

    const before = api.callsTo('GET /indexes').length;
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Aperçu du pays' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /indexes').length).toBeGreaterThan(before));
    expect(api.callsTo('GET /indexes').at(-1)?.headers.get('lang')).toBe('fr');
  });
});

describe('WEFE index page: the full ranking', () => {
  const table = async () => within(await screen.findByRole('table', { name: 'Index and pillar scores and ranks, 2019' }));
  const countriesInOrder = async () => (await table()).getAllByRole('rowheader').map((cell) => cell.textContent);

  it('lists every ranked country with its pillars, sorts by a pillar, and lists the unranked with the reason', async () => {
    mockIndexApi();
    const { user, router } = renderApp('/wefe-index');
    await waitFor(async () => expect(await countriesInOrder()).toEqual(['Jordan', 'Morocco', 'Tunisia']));
    const rows = (await table()).getAllByRole('row').slice(1);
    // The index with its rank and likely range, then Water (its own rank), as the API gives them.
    expect([...rows[0]!.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent)).toEqual(['71.4#1 (1–2)', '40.1#2 (1–3)']);
    expect((await table()).getByRole('link', { name: 'Morocco' })).toHaveAttribute('href', '/wefe-index/country/MOR');

    await user.click((await table()).getByRole('button', { name: /^Water/ }));
    await waitFor(async () => expect(await countriesInOrder()).toEqual(['Tunisia', 'Jordan', 'Morocco']));
    expect((await table()).getByRole('columnheader', { name: /^Water/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('water');

    const section = screen.getByRole('region', { name: 'Full ranking, 2019' });
    expect(within(section).getByRole('heading', { name: '1 country without an index rank' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Yemen — no data for one of the sub-pillars');
  });

  it('filters to a group through the API, keeping the ranks among all the hub’s countries, and restores it from the address', async () => {
    const api = mockIndexApi({
      indexes: (request) => indexesPage(request.query.get('region') === 'Africa' ? [indexEntry(MOROCCO, 2, '65.10'), indexEntry(TUNISIA, 3, '60.00')] : request.query.get('pillar_id') === '1' ? WATER : OVERALL),
    });
    const { user, router } = renderApp('/wefe-index');
    await waitFor(async () => expect(await countriesInOrder()).toEqual(['Jordan', 'Morocco', 'Tunisia']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'Africa');
    await waitFor(async () => expect(await countriesInOrder()).toEqual(['Morocco', 'Tunisia']));
    expect(api.callsTo('GET /indexes').some((request) => request.query.get('region') === 'Africa' && !request.query.has('pillar_id'))).toBe(true);
    expect(new URLSearchParams(router.state.location.search).get('region')).toBe('Africa');
    expect(screen.getByRole('region', { name: 'Full ranking, 2019' })).toHaveTextContent('#2 (1–3)');
  });
});
