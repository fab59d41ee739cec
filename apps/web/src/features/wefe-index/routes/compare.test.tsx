import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { fail, mockApi, ok, type MockHandler } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { compareSearch, readCompareSelection } from '../components/compare-selection';
import { benchmarkSeries, countryDetail, countrySeries, indexEntry, indexesPage, iso3Of, JORDAN, MOROCCO, PILLARS, TUNISIA, YEARS, YEMEN } from '../test/index-factories';

const COUNTRIES = [JORDAN, MOROCCO, TUNISIA, YEMEN];

/** The comparison's API: the ranking of the year (the countries to choose from), and each country by code. */
function mockCompareApi(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /pillars': ok(PILLARS),
    'GET /indexes/years': ok(YEARS),
    'GET /indexes': indexesPage([indexEntry(JORDAN, 1, '71.43'), indexEntry(MOROCCO, 2, '65.10'), indexEntry(TUNISIA, 3, '60.00'), indexEntry(YEMEN, null, null)]),
    'GET /indexes/benchmarks/series': (request) => ok(benchmarkSeries(request.query.get('region') as 'MENA')),
    ...Object.fromEntries(
      COUNTRIES.flatMap((country, index) => [
        [`GET /indexes/country/${iso3Of(country)}`, ok(countryDetail(country, { rank: index + 1, value: (70 - 5 * index).toFixed(2), values: ['80.00', '60.00', '50.00', '40.00'].map((v) => (Number(v) - 5 * index).toFixed(2)) }))],
        [`GET /indexes/country/${iso3Of(country)}/series`, ok(countrySeries(country, { start: 60 - 5 * index }))],
      ]),
    ),
    ...extra,
  });
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('compare selection in the address', () => {
  it('reads two to five distinct codes, a year, a pillar and MENA or the OIC, and writes them back', () => {
    const selection = readCompareSelection(new URLSearchParams('countries=jor,EGY,jor,x1,MAR,TUN,DZA,LBY&year=2020&pillar=water&benchmark=oic'));
    expect(selection).toEqual({ countries: ['JOR', 'EGY', 'MAR', 'TUN', 'DZA'], year: 2020, pillarSlug: 'water', benchmark: 'OIC' });
    expect(compareSearch(selection)).toBe('countries=JOR,EGY,MAR,TUN,DZA&year=2020&pillar=water&benchmark=OIC');
    expect(readCompareSelection(new URLSearchParams('benchmark=Africa&year=20x0'))).toEqual({ countries: [], year: null, pillarSlug: null, benchmark: null });
  });
});

describe('compare page', () => {
  it('asks for two countries, adds them from a searchable list, and keeps them in the address', async () => {
    mockCompareApi();
    const { user, router } = renderApp('/wefe-index/compare');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare Countries' })).toBeInTheDocument();
    expect(screen.getByText('Choose at least 2 countries to compare.')).toBeInTheDocument();

    const box = screen.getByRole('combobox', { name: 'Countries' });
    await user.type(box, 'mor');
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['MoroccoMOR']);
    await user.keyboard('{Enter}');
    await user.type(box, 'jor');
    await user.click(screen.getByRole('option', { name: /Jordan/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('countries')).toBe('MOR,JOR'));
    expect(within(screen.getByRole('list', { name: 'Chosen countries' })).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Remove Morocco', 'Remove Jordan']);
    expect(await screen.findByRole('figure', { name: 'Pillars compared, 2019' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Morocco' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('countries')).toBe('JOR'));
    expect(screen.getByText('Choose at least 2 countries to compare.')).toBeInTheDocument();
  });

  it('restores a shared view: radar, bars, the chosen pillar’s trend with the benchmark line, and the indicators side by side', async () => {
    const api = mockCompareApi();
    renderApp('/wefe-index/compare?countries=JOR,MOR,TUN&pillar=water&benchmark=MENA');
    const radar = await screen.findByRole('figure', { name: 'Pillars compared, 2019' });
    expect([...radar.querySelectorAll('polygon[data-series]')].map((polygon) => polygon.getAttribute('data-series'))).toEqual(['Jordan', 'Morocco', 'Tunisia']);
    expect(rowsOf(within(radar).getByRole('table'))).toEqual([
      ['Jordan', 'JOR', '2019', '70.0', '1', '80.0', '60.0', '50.0', '40.0'],
      ['Morocco', 'MOR', '2019', '65.0', '2', '75.0', '55.0', '45.0', '35.0'],
      ['Tunisia', 'TUN', '2019', '60.0', '3', '70.0', '50.0', '40.0', '30.0'],
    ]);

    const bars = screen.getByRole('figure', { name: 'Index and pillar scores, 2019' });
    expect([...bars.querySelectorAll('g[data-group]')].map((group) => group.getAttribute('data-group'))).toEqual(['index', 'water', 'energy', 'food', 'ecosystems']);

    const trend = await screen.findByRole('figure', { name: 'Water over the years' });
    expect(screen.getByRole('button', { name: 'Water' })).toHaveAttribute('aria-pressed', 'true');
    expect([...trend.querySelectorAll('g[data-series]')].map((group) => group.getAttribute('data-series'))).toEqual(['Jordan', 'Morocco', 'Tunisia', 'MENA mean']);
    expect(rowsOf(within(trend).getByRole('table'))[0]).toEqual(['2018', '52.5', '47.5', '42.5', '48.0']);
    expect(api.callsTo('GET /indexes/benchmarks/series')[0]?.query.get('region')).toBe('MENA');

    const indicators = screen.getByRole('figure', { name: 'Every indicator side by side, 2019' });
    const header = within(indicators).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(header.slice(0, 6)).toEqual(['Indicator', 'Pillar', 'Unit', 'Jordan: value', 'Jordan: year', 'Jordan: score']);
    expect(rowsOf(within(indicators).getByRole('table'))[1]!.slice(0, 6)).toEqual(['Water availability per person', 'Water', 'm³ per person', '1,204.5', '2016', '35.0']);
  });

  it('changes the trend’s pillar and the benchmark through the address', async () => {
    mockCompareApi();
    const { user, router } = renderApp('/wefe-index/compare?countries=JOR,MOR');
    await screen.findByRole('figure', { name: 'WEFE Index over the years' });
    await user.click(screen.getByRole('button', { name: 'Energy' }));
    expect(await screen.findByRole('figure', { name: 'Energy over the years' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reference line in the trend' }), 'OIC');
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ countries: 'JOR,MOR', pillar: 'energy', benchmark: 'OIC' }));
    const trend = await screen.findByRole('figure', { name: 'Energy over the years' });
    await waitFor(() => expect(trend.querySelector('g[data-series="OIC mean"]')).not.toBeNull());
  });

  it('says when a country could not be loaded, and loads it again on request', async () => {
    // Down for the first call and its two automatic retries, then back.
    let down = true;
    const morocco = iso3Of(MOROCCO);
    const api = mockCompareApi({
      [`GET /indexes/country/${morocco}`]: () => (down ? fail(500, 'Server error') : ok(countryDetail(MOROCCO, { rank: 2, value: '65.00' }))),
    });
    const { user } = renderApp(`/wefe-index/compare?countries=${iso3Of(JORDAN)},${morocco}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The data of a chosen country could not be loaded.');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('figure', { name: /^Pillars compared, \d{4}$/ })).toBeInTheDocument();
    // The first call and the client's two retries, then the reader's: not the whole retried on top.
    expect(api.callsTo(`GET /indexes/country/${morocco}`)).toHaveLength(4);
  });

  it('stops at five countries', async () => {
    mockApi({
      'GET /pillars': ok(PILLARS),
      'GET /indexes/years': ok(YEARS),
      'GET /indexes': indexesPage([]),
    });
    renderApp('/wefe-index/compare?countries=JOR,MOR,TUN,YEM,EGY,DZA');
    const box = await screen.findByRole('combobox', { name: 'Countries' });
    expect(box).toBeDisabled();
    expect(box).toHaveAttribute('placeholder', 'At most 5 countries: remove one to add another');
    expect(within(screen.getByRole('list', { name: 'Chosen countries' })).getAllByRole('button')).toHaveLength(5);
  });

  it('speaks Arabic', async () => {
    await changeLanguage('ar');
    mockCompareApi();
    renderApp('/wefe-index/compare?countries=JOR,MOR');
    expect(await screen.findByRole('heading', { level: 1, name: 'مقارنة البلدان' })).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'مقارنة الركائز، 2019' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'البلدان' })).toBeInTheDocument();
    await changeLanguage('en');
  });
});
