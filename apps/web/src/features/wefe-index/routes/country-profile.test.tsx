import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { fail, mockApi, ok, type MockHandler } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { benchmarks, countryDetail, countrySeries, JORDAN, PILLARS, YEARS } from '../test/index-factories';
import { profileCode } from './country-profile';

/** The profile's API: Jordan by its code, the pillars, the years and the benchmarks of the year asked. */
function mockProfileApi(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /pillars': ok(PILLARS),
    'GET /indexes/years': ok(YEARS),
    'GET /indexes/country/JOR': (request) => ok(countryDetail(JORDAN, { year: Number(request.query.get('year') ?? 2019) })),
    'GET /indexes/country/JOR/series': ok(countrySeries(JORDAN)),
    'GET /indexes/benchmarks': (request) => ok(benchmarks(Number(request.query.get('year')))),
    ...extra,
  });
}

const figure = (name: string | RegExp) => screen.findByRole('figure', { name });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('country profile', () => {
  it('reads the country code from the address, in any case, and refuses anything else', () => {
    expect(profileCode('jor')).toBe('JOR');
    expect(profileCode('JO')).toBeNull();
    expect(profileCode('J0R')).toBeNull();
    expect(profileCode(undefined)).toBeNull();
  });

  it('shows the scores with rank, likely range and data window, the trend, the regional benchmarks and every indicator', async () => {
    const api = mockProfileApi();
    const { user } = renderApp('/wefe-index/country/jor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jordan' })).toBeInTheDocument();
    expect(api.callsTo('GET /indexes/country/JOR')[0]?.query.has('year')).toBe(false);

    const index = document.querySelector('[data-measure="index"]')!;
    expect(index).toHaveTextContent('WEFE Index71.4#1 of 54 rankedlikely 1–4');
    expect(document.querySelector('[data-measure="water"]')).toHaveTextContent('Water80.2');
    expect(await screen.findByText(/The values behind 2019 date from 2015–2019\./)).toBeInTheDocument();
    expect(screen.getByText(/Ranks are among the 54 ranked hub countries in 2019\./)).toBeInTheDocument();

    // The trend: its numbers as a table, every year with the index's rank range and data window.
    const trend = await figure('Jordan: the index and its pillars over the years');
    await user.click(within(trend).getByRole('button', { name: 'Show as table' }));
    const trendRows = rowsOf(within(trend).getByRole('table'));
    expect(trendRows.map((row) => row.slice(0, 7))).toEqual([
      ['2018', '60.0', '1', '1', '3', '54', '52.5'],
      ['2019', '62.0', '2', '2', '4', '54', '54.5'],
      ['2020', '64.0', '3', '3', '5', '54', '56.5'],
    ]);
    expect(trendRows[2]!.slice(-4)).toEqual(['2016', '2020', '60%', 'yes']);
    // It says which years compare: not the provisional 2020.
    expect(trend).toHaveTextContent('Scores 0–100 on fixed goalposts, 2018–2020. The years 2018–2019 compare with each other; shaded years are provisional');

    // The benchmarks: the country against MENA, the OIC and Asia (its groups), as a chart and as numbers.
    const bench = await figure('Jordan against its regions, 2019');
    const benchRows = rowsOf(within(bench).getByRole('table'));
    expect(benchRows.slice(0, 3)).toEqual([
      ['WEFE Index', 'MENA', '71.4', '50.0', '+21.4', 'Tunisia', '70.0'],
      ['WEFE Index', 'OIC', '71.4', '45.0', '+26.4', 'Morocco', '65.0'],
      ['WEFE Index', 'Asia', '71.4', '55.0', '+16.4', 'Jordan', '75.0'],
    ]);
    expect(benchRows.some((row) => row[1] === 'Africa')).toBe(false);
    expect(api.callsTo('GET /indexes/benchmarks')[0]?.query.get('year')).toBe('2019');

    // Every indicator with its published value, year (carried forward marked), score, weights and source.
    const indicators = await figure('The indicators behind Jordan’s index, 2019');
    const firstRows = rowsOf(within(indicators).getByRole('table')).slice(0, 2);
    expect(firstRows).toEqual([
      ['Water access share', 'Water', 'Access', '94.25', '%', '2019', '88.4', '12.5%', '50%', 'WHO/UNICEF JMP', 'CC BY 4.0'],
      ['Water availability per person', 'Water', 'Availability', '1,204.5', 'm³ per person', '2016 (carried forward)', '35.0', '12.5%', '50%', 'FAO AQUASTAT', 'CC BY-NC-SA 3.0 IGO'],
    ]);
    expect(within(indicators).getAllByRole('link', { name: 'WHO/UNICEF JMP' })[0]).toHaveAttribute('href', 'https://washdata.org/data');
  });

  it('keeps the year chosen in the address and links to the comparison and the index page', async () => {
    const api = mockProfileApi();
    const { user, router } = renderApp('/wefe-index/country/JOR');
    const year = await screen.findByRole('combobox', { name: 'Year' });
    expect(within(year).getAllByRole('option').map((option) => option.textContent)).toEqual(['2020, data 2015–2020 (provisional)', '2019, data 2014–2019', '2018, data 2013–2018']);
    await user.selectOptions(year, '2020');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('year')).toBe('2020'));
    expect(await screen.findByRole('heading', { name: '2020 is a provisional year' })).toBeInTheDocument();
    expect(api.callsTo('GET /indexes/country/JOR').map((request) => request.query.get('year'))).toContain('2020');
    expect(screen.getByRole('link', { name: 'Compare with other countries' })).toHaveAttribute('href', '/wefe-index/compare?countries=JOR');
    expect(screen.getByRole('link', { name: 'Show on the index page' })).toHaveAttribute('href', `/wefe-index?country=${JORDAN.id}&year=2020`);
  });

  it("says 'Country not found' for a code the hub does not have, and the not-found page for a malformed one", async () => {
    mockProfileApi({ 'GET /indexes/country/XYZ': fail(404, 'Country not found.') });
    renderApp('/wefe-index/country/XYZ');
    expect(await screen.findByRole('heading', { level: 1, name: 'Country not found' })).toBeInTheDocument();
  });

  it('shows a malformed code the not-found page without asking the API', async () => {
    const api = mockProfileApi();
    renderApp('/wefe-index/country/J0R');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(api.requests.filter((request) => request.path.startsWith('/indexes/country'))).toHaveLength(0);
  });

  it('speaks Arabic: ranks, data window and chart actions', async () => {
    await changeLanguage('ar');
    mockProfileApi();
    renderApp('/wefe-index/country/JOR');
    expect(await screen.findByRole('link', { name: 'العودة إلى مؤشر WEFE' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Jordan' });
    expect(document.querySelector('[data-measure="index"]')).toHaveTextContent('المرتبة 1 من 54 بلدًا مصنّفًا');
    expect(await screen.findByText(/تعود القيم التي تقوم عليها سنة 2019 إلى الفترة 2015–2019\./)).toBeInTheDocument();
    expect((await screen.findAllByRole('button', { name: 'العرض كجدول' })).length).toBeGreaterThan(0);
    await changeLanguage('en');
  });
});
