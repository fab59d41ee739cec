import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { embedLanguage } from '@/lib/i18n';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { benchmarks, countryDetail, countrySeries, iso3Of, JORDAN, MOROCCO, PILLARS, YEARS } from '../test/index-factories';

function mockEmbedApi() {
  return mockApi({
    'GET /pillars': ok(PILLARS),
    'GET /indexes/years': ok(YEARS),
    'GET /indexes/country/JOR': ok(countryDetail(JORDAN)),
    'GET /indexes/country/MOR': ok(countryDetail(MOROCCO)),
    'GET /indexes/country/JOR/series': ok(countrySeries(JORDAN)),
    [`GET /indexes/country/${iso3Of(MOROCCO)}/series`]: ok(countrySeries(MOROCCO)),
    'GET /indexes/benchmarks': ok(benchmarks(2019)),
  });
}

describe('embed pages', () => {
  it('show the chart alone, with its table, source and a link back that leaves the frame', async () => {
    mockEmbedApi();
    renderApp('/embed/wefe-index/trend?country=JOR');
    const chart = await screen.findByRole('figure', { name: 'Jordan: the index and its pillars over the years' });
    expect(within(chart).getByRole('table')).toBeInTheDocument();
    expect(chart).toHaveTextContent('Source: WEFE Nexus Hub, WEFE Nexus Index');
    // Nothing of the site around it, and no embed of the embed.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(within(chart).queryByRole('button', { name: 'Embed' })).not.toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Open on the WEFE Nexus Hub' });
    expect(back).toHaveAttribute('href', '/wefe-index/country/JOR?year=2019#trend');
    expect(back).toHaveAttribute('target', '_blank');
  });

  it('show the benchmarks and the comparison’s radar', async () => {
    mockEmbedApi();
    renderApp('/embed/wefe-index/benchmarks?country=JOR&year=2019');
    expect(await screen.findByRole('figure', { name: 'Jordan against its regions, 2019' })).toBeInTheDocument();
  });

  it('show the comparison’s radar from its countries', async () => {
    mockEmbedApi();
    renderApp('/embed/wefe-index/compare-radar?countries=JOR,MOR&year=2019');
    const radar = await screen.findByRole('figure', { name: 'Pillars compared, 2019' });
    expect([...radar.querySelectorAll('polygon[data-series]')].map((polygon) => polygon.getAttribute('data-series'))).toEqual(['Jordan', 'Morocco']);
    expect(screen.getByRole('link', { name: 'Open on the WEFE Nexus Hub' })).toHaveAttribute('href', '/wefe-index/compare?countries=JOR,MOR&year=2019#radar');
  });

  it('say so for a chart that does not exist or a country that is missing', async () => {
    mockEmbedApi();
    renderApp('/embed/wefe-index/pie?country=JOR');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such chart.');
  });

  it('take their language from the address, not from the reader’s saved choice', () => {
    expect(embedLanguage({ pathname: '/embed/wefe-index/trend', search: '?country=JOR&lang=ar' })).toBe('ar');
    expect(embedLanguage({ pathname: '/embed/wefe-index/trend', search: '?lang=de' })).toBeUndefined();
    expect(embedLanguage({ pathname: '/wefe-index/country/JOR', search: '?lang=ar' })).toBeUndefined();
  });
});
