// Index calls on the shipped WEFE data, in the three languages: pillars, indicators, years, the ranking,
// a country's detail and the CSV export. Expected figures come from the pure computation on the same CSVs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { computeIndex } from './index.compute.ts';
import { loadWefeData } from './index.data.ts';
import { parseCsv } from '../../lib/csv.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, lang?: string) => ctx.app.inject({ method: 'GET', url, headers: lang ? { lang } : {} });
const expected = computeIndex(loadWefeData());
const expectedFor = (iso3: string, year: number) => expected.results.find((r) => r.iso3 === iso3 && r.year === year)!;

type Entry = { id: number; country: { id: number; name: string; iso3: string; numeric_code: string }; value: string | null; rank: number | null; year: number; pillar_id: number | null };

async function defaultYear(): Promise<number> {
  return (await get('/api/indexes/years')).json().data.default_year;
}

async function countryId(iso3: string): Promise<number> {
  const body = (await get(`/api/countries?per_page=1000`)).json();
  return body.data.find((c: { iso3: string }) => c.iso3 === iso3).id;
}

describe('GET /api/pillars', () => {
  it('answers the four pillars with localized names, descriptions, icons and [light, dark] colours', async () => {
    const en = (await get('/api/pillars')).json();
    expect(en.success).toBe(true);
    expect(en.data.map((p: { slug: string }) => p.slug)).toEqual(['water', 'energy', 'food', 'ecosystems']);
    const water = en.data[0];
    expect(water).toMatchObject({ name: 'Water', localized_name: 'Water', image: '/images/pillars/water.svg', sector_id: 1 });
    expect(water.color).toHaveLength(2);
    expect(water.color[0]).not.toBe(water.color[1]);
    const ar = (await get('/api/pillars', 'ar')).json();
    expect(ar.data[0]).toMatchObject({ name: 'Water', localized_name: 'المياه' });
    expect(ar.data[0].localized_description).toMatch(/[\u0600-\u06FF]/);
    expect(ar.message).toBe('تم جلب الركائز بنجاح.');
    const fr = (await get('/api/pillars', 'fr')).json();
    expect(fr.data.map((p: { localized_name: string }) => p.localized_name)).toEqual(['Eau', 'Énergie', 'Alimentation', 'Écosystèmes']);
  });
});

describe('GET /api/indicators', () => {
  it('lists every indicator with unit, direction, a source link, the licence and its treatment', async () => {
    const body = (await get('/api/indicators', 'fr')).json();
    expect(body.data).toHaveLength(23);
    const intactness = body.data.find((i: { code: string }) => i.code === 'eco_biodiversity_intactness');
    expect(intactness).toMatchObject({ excluded: true, localized_name: "Indice d'intégrité de la biodiversité" });
    expect(intactness.treatment_note).toMatch(/artefact/);
    const withdrawal = body.data.find((i: { code: string }) => i.code === 'wat_withdrawal_share_internal');
    expect(withdrawal).toMatchObject({ direction: 'lower_is_better', log_transform: true, indicator_type: 'availability' });
    for (const indicator of body.data) {
      expect(indicator.source_url).toMatch(/^https:\/\/github\.com\/[^/]+\/[^/]+\/blob\/[0-9a-f]{40}\//);
      expect(indicator.licence).toMatch(/CC BY 4\.0/);
    }
  });
});

describe('GET /api/indexes/years', () => {
  it('answers each year with its ranked count and defaults to the latest year ranking at least 90% of the best year', async () => {
    const { data } = (await get('/api/indexes/years')).json();
    const rankedByYear = new Map<number, number>();
    for (const r of expected.results) if (r.rank !== null) rankedByYear.set(r.year, (rankedByYear.get(r.year) ?? 0) + 1);
    for (const { year, ranked } of data.years) expect(ranked).toBe(rankedByYear.get(year) ?? 0);
    const most = Math.max(...rankedByYear.values());
    const eligible = [...rankedByYear].filter(([, n]) => n >= most * 0.9).map(([y]) => y);
    expect(data.default_year).toBe(Math.max(...eligible));
    expect(data.years.map((y: { year: number }) => y.year)).toEqual([...data.years.map((y: { year: number }) => y.year)].sort((a: number, b: number) => b - a));
  });
});

describe('GET /api/indexes', () => {
  it('ranks the default year best first, unranked last, values as numeric strings with the computed figures', async () => {
    const year = await defaultYear();
    const body = (await get('/api/indexes?per_page=100')).json();
    expect(body.message).toBe('Index entries retrieved successfully.');
    const entries: Entry[] = body.data;
    expect(entries.every((e) => e.year === year && e.pillar_id === null)).toBe(true);
    const ranks = entries.map((e) => e.rank);
    const firstUnranked = ranks.indexOf(null);
    expect(firstUnranked).toBeGreaterThan(0);
    expect(ranks.slice(firstUnranked).every((r) => r === null)).toBe(true);
    const ranked = ranks.slice(0, firstUnranked) as number[];
    expect(ranked).toEqual([...ranked].sort((a, b) => a - b));
    expect(body.meta.total).toBe(expected.results.filter((r) => r.year === year).length);

    const jordan = entries.find((e) => e.country.iso3 === 'JOR')!;
    const truth = expectedFor('JOR', year);
    expect(jordan.value).toBe(truth.index!.toFixed(2));
    expect(jordan.value).toMatch(/^\d{1,3}\.\d{2}$/);
    expect(jordan.rank).toBe(truth.rank);
    expect(jordan.country).toMatchObject({ name: 'Jordan', numeric_code: '400' });
    for (const e of entries.slice(firstUnranked)) expect(e.value).toBeNull();
  });

  it('ranks by one pillar, filters by country and year, and names countries in the reader language', async () => {
    const pillars = (await get('/api/pillars')).json().data;
    const food = pillars.find((p: { slug: string }) => p.slug === 'food');
    const year = 2015;
    const body = (await get(`/api/indexes?year=${year}&pillar_id=${food.id}&per_page=5`, 'ar')).json();
    expect(body.data).toHaveLength(5);
    expect(body.meta.per_page).toBe(5);
    const top = expected.results
      .filter((r) => r.year === year && r.pillars.food.rank !== null)
      .sort((a, b) => a.pillars.food.rank! - b.pillars.food.rank!)[0]!;
    expect(body.data[0]).toMatchObject({ rank: 1, pillar_id: food.id, year, value: top.pillars.food.value!.toFixed(2) });
    expect(body.data[0].country.iso3).toBe(top.iso3);

    const egypt = await countryId('EGY');
    const one = (await get(`/api/indexes?year=${year}&country_id=${egypt}`, 'fr')).json();
    expect(one.data).toHaveLength(1);
    expect(one.data[0].country.name).toBe('Égypte');
    expect(one.data[0].rank).toBe(expectedFor('EGY', year).rank);
    const arEgypt = (await get(`/api/indexes?year=${year}&country_id=${egypt}`, 'ar')).json();
    expect(arEgypt.data[0].country.name).toBe('مصر');
  });

  it('answers an empty page for a year without data and a translated 422 for a bad filter', async () => {
    const empty = (await get('/api/indexes?year=1995')).json();
    expect(empty.data).toEqual([]);
    expect(empty.meta.total).toBe(0);
    const tooMany = await get('/api/indexes?per_page=101', 'fr');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.per_page).toEqual(["Cette valeur n'est pas valide."]);
    const badYear = await get('/api/indexes?year=abc', 'ar');
    expect(badYear.statusCode).toBe(422);
    expect(badYear.json().errors.year[0]).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('GET /api/indexes/{id}', () => {
  it('answers one entry, and a translated 404 for an unknown id', async () => {
    const first: Entry = (await get('/api/indexes?per_page=1')).json().data[0];
    const res = await get(`/api/indexes/${first.id}`);
    expect(res.json().data).toEqual(first);
    // Public data may be cached for five minutes, per language; errors never are.
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.vary).toContain('Accept-Language');
    const missing = await get('/api/indexes/2147483647', 'fr');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    expect(missing.json().message).toBe("Valeur de l'indice introuvable.");
  });
});

describe('GET /api/indexes/country/{id}', () => {
  it("answers a country's pillars with access and availability indicators, raw values, units, sources and years", async () => {
    const jordan = await countryId('JOR');
    const year = 2015;
    const body = (await get(`/api/indexes/country/${jordan}?year=${year}`)).json();
    const truth = expectedFor('JOR', year);
    expect(body.data).toMatchObject({ year, rank: truth.rank, value: truth.index!.toFixed(2), country: { id: jordan, name: 'Jordan' } });
    expect(body.data.years).toContain(year);
    expect(body.data.pillars.map((p: { pillar: { slug: string } }) => p.pillar.slug)).toEqual(['water', 'energy', 'food', 'ecosystems']);
    const water = body.data.pillars[0];
    expect(water.value).toBe(truth.pillars.water.value!.toFixed(2));
    expect(water.access).toBe(truth.pillars.water.subPillars.access!.toFixed(2));
    const drinking = water.indicators.find((i: { indicator: { code: string } }) => i.indicator.code === 'wat_basic_drinking');
    const drinkingTruth = truth.indicators.find((i) => i.indicatorId === 'wat_basic_drinking')!;
    expect(drinking).toMatchObject({
      value: drinkingTruth.score.toFixed(2),
      raw_value: drinkingTruth.raw,
      unit: '%',
      source_year: drinkingTruth.sourceYear,
      carried_forward: drinkingTruth.carriedForward,
      indicator: { name: 'Share of population using at least basic drinking water services', indicator_type: 'access' },
    });
    expect(drinking.source).toMatch(/WHO\/UNICEF/);
    const types = new Set(body.data.pillars.flatMap((p: { indicators: Array<{ indicator: { indicator_type: string } }> }) => p.indicators.map((i) => i.indicator.indicator_type)));
    expect(types).toEqual(new Set(['access', 'availability']));
    // The excluded artefact never appears in a detail.
    expect(JSON.stringify(body.data)).not.toContain('eco_biodiversity_intactness');
  });

  it('names pillars and indicators in Arabic and French', async () => {
    const jordan = await countryId('JOR');
    const ar = (await get(`/api/indexes/country/${jordan}?year=2015`, 'ar')).json();
    expect(ar.data.country.name).toBe('الأردن');
    expect(ar.data.pillars[0].pillar).toMatchObject({ name: 'Water', localized_name: 'المياه' });
    expect(ar.data.pillars[0].indicators[0].indicator.localized_name).toMatch(/[\u0600-\u06FF]/);
    const fr = (await get(`/api/indexes/country/${jordan}?year=2015`, 'fr')).json();
    expect(fr.data.pillars[2].pillar.localized_name).toBe('Alimentation');
  });

  it('marks values carried forward from an earlier year', async () => {
    const jordan = await countryId('JOR');
    const body = (await get(`/api/indexes/country/${jordan}?year=2019`)).json();
    const carried = body.data.pillars.flatMap((p: { indicators: Array<{ carried_forward: boolean; source_year: number }> }) => p.indicators).filter((i: { carried_forward: boolean }) => i.carried_forward);
    const truthCarried = expectedFor('JOR', 2019).indicators.filter((i) => i.carriedForward);
    expect(carried).toHaveLength(truthCarried.length);
    expect(carried.length).toBeGreaterThan(0);
    for (const i of carried) expect(i.source_year).toBeLessThan(2019);
  });

  it('answers no pillars for a year without data, and 404 for an unknown country', async () => {
    const jordan = await countryId('JOR');
    const none = (await get(`/api/indexes/country/${jordan}?year=1995`)).json();
    expect(none.data).toMatchObject({ value: null, rank: null, pillars: [] });
    const missing = await get('/api/indexes/country/999999', 'ar');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('البلد غير موجود.');
  });
});

describe('GET /api/indexes/export.csv', () => {
  it("exports a year's ranking with a source and licence line, a header and one row per country", async () => {
    const res = await get('/api/indexes/export.csv?year=2015');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="wefe-index-2015.csv"');
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]![0]).toMatch(/^# Source: .*Licence: CC BY 4\.0/);
    expect(rows[1]).toEqual(['year', 'rank', 'iso3', 'country', 'wefe_index', 'water_score', 'water_rank', 'energy_score', 'energy_rank', 'food_score', 'food_rank', 'ecosystems_score', 'ecosystems_rank']);
    const data = rows.slice(2);
    expect(data).toHaveLength(expected.results.filter((r) => r.year === 2015).length);
    const jordan = data.find((r) => r[2] === 'JOR')!;
    const truth = expectedFor('JOR', 2015);
    expect(jordan).toEqual([
      '2015',
      String(truth.rank),
      'JOR',
      'Jordan',
      truth.index!.toFixed(2),
      truth.pillars.water.value!.toFixed(2),
      String(truth.pillars.water.rank),
      truth.pillars.energy.value!.toFixed(2),
      String(truth.pillars.energy.rank),
      truth.pillars.food.value!.toFixed(2),
      String(truth.pillars.food.rank),
      truth.pillars.ecosystems.value!.toFixed(2),
      String(truth.pillars.ecosystems.rank),
    ]);
    const arabic = parseCsv((await get('/api/indexes/export.csv?year=2015', 'ar')).body.replace(/^\uFEFF/, ''));
    expect(arabic.find((r) => r[2] === 'JOR')![3]).toBe('الأردن');
    // A download link cannot send headers: the language may come in the query instead.
    const french = parseCsv((await get('/api/indexes/export.csv?year=2015&lang=fr')).body.replace(/^\uFEFF/, ''));
    expect(french.find((r) => r[2] === 'EGY')![3]).toBe('Égypte');
    expect((await get('/api/indexes/export.csv?lang=de')).statusCode).toBe(422);
  });
});
