// Index calls on the shipped WEFE data, in the three languages: pillars, indicators, years, the ranking
// with rank intervals, a country's detail with effective weights, the methodology and the open data
// (two CSV tables read by an independent CSV parser, and their data package read by the Frictionless
// reference library). Expected figures come from the pure computation on the same CSVs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Package } from 'datapackage';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { computeIndex, prepareIndex, PILLARS } from './index.compute.ts';
import countryData from '../../seed/data/countries.json' with { type: 'json' };
import { loadWefeData } from './index.data.ts';
import { intervalKey, sensitivityAnalysis, uncertaintyAnalysis, type UncertaintyResult } from './index.uncertainty.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, lang?: string) => ctx.app.inject({ method: 'GET', url, headers: lang ? { lang } : {} });
const expected = computeIndex(loadWefeData());
const expectedFor = (iso3: string, year: number) => expected.results.find((r) => r.iso3 === iso3 && r.year === year)!;
const rankedIn = (year: number) => expected.results.filter((r) => r.year === year && r.rank !== null).length;
// The analysis the template database ran (global setup), recomputed here with the same seed and runs.
let intervals: UncertaintyResult;
beforeAll(async () => {
  intervals = await uncertaintyAnalysis(prepareIndex(loadWefeData()), expected);
});

type Entry = {
  id: number;
  country: { id: number; name: string; iso3: string; numeric_code: string };
  value: string | null;
  rank: number | null;
  year: number;
  pillar_id: number | null;
  rank_interval: { low: number; high: number; median: number } | null;
  ranked_among: number;
  indicators_used: number;
  indicators_total: number;
  unranked_reason: string | null;
  provisional: boolean;
};

/** A CSV answer read as a researcher's tool would: papaparse, header row first, the byte-order mark skipped. */
function readCsv(body: string): { fields: string[]; rows: Array<Record<string, string>> } {
  const parsed = Papa.parse<Record<string, string>>(body.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { fields: parsed.meta.fields ?? [], rows: parsed.data };
}

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
  it('lists every indicator with unit, direction, a source link, the licence, its treatment and its goalposts', async () => {
    const body = (await get('/api/indicators', 'fr')).json();
    expect(body.data).toHaveLength(25);
    const intactness = body.data.find((i: { code: string }) => i.code === 'eco_biodiversity_intactness');
    expect(intactness).toMatchObject({ excluded: true, localized_name: "Indice d'intégrité de la biodiversité", goalposts: null });
    expect(intactness.treatment_note).toMatch(/artefact/);
    // The internal-resource series are replaced by SDG 6.4.2 water stress and total renewable water.
    const withdrawal = body.data.find((i: { code: string }) => i.code === 'wat_withdrawal_share_internal');
    expect(withdrawal).toMatchObject({ excluded: true, direction: 'lower_is_better', indicator_type: 'availability' });
    expect(withdrawal.treatment_note).toMatch(/SDG 6\.4\.2/);
    const stress = body.data.find((i: { code: string }) => i.code === 'wat_water_stress');
    expect(stress).toMatchObject({ excluded: false, log_transform: true, target: 25, goalposts: { ...expected.goalposts.wat_water_stress } });
    expect(stress.localized_name).toMatch(/stress hydrique/);
    const calories = body.data.find((i: { code: string }) => i.code === 'fd_calorie_supply');
    expect(calories).toMatchObject({ target: 2100, goalposts: { upper: 2100, targeted: true } });
    for (const indicator of body.data) {
      expect(indicator.source_url).toMatch(/^https:\/\/github\.com\/[^/]+\/[^/]+\/blob\/[0-9a-f]{40}\//);
      expect(indicator.licence).toMatch(/CC BY 4\.0|AQUASTAT/);
    }
  });
});

describe('GET /api/indexes/years', () => {
  it('answers each year with its ranked count, data window, carried-forward share and comparability; the default is the latest comparable year', async () => {
    const { data } = (await get('/api/indexes/years', 'fr')).json();
    expect(data.default_year).toBe(expected.defaultYear);
    expect(data.years.map((y: { year: number }) => y.year)).toEqual([...expected.yearSummaries].reverse().map((s) => s.year));
    for (const summary of expected.yearSummaries) {
      const year = data.years.find((y: { year: number }) => y.year === summary.year);
      expect(year).toMatchObject({
        ranked: summary.ranked,
        countries: summary.countries,
        data_from: summary.dataFrom,
        data_to: summary.dataTo,
        provisional: summary.provisional,
        indicators_entered: summary.entered.length,
      });
      expect(year.carried_forward_share).toBeCloseTo(summary.carriedForwardShare, 12);
      expect(year.indicators_left_out.map((l: { code: string }) => l.code)).toEqual(summary.leftOut.map((l) => l.indicatorId));
    }
    const chosen = data.years.find((y: { year: number }) => y.year === data.default_year);
    expect(chosen.provisional).toBe(false);
    // A year whose index rests on an indicator fewer is provisional, and says which one, in the reader's language.
    const thin = data.years.find((y: { provisional: boolean; indicators_left_out: unknown[] }) => y.provisional && y.indicators_left_out.length > 2);
    expect(thin.indicators_left_out.some((l: { name: string; coverage: number }) => /[a-zé]/.test(l.name) && l.coverage < 2 / 3)).toBe(true);
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
    expect(jordan).toMatchObject({
      ranked_among: rankedIn(year),
      indicators_used: truth.indicatorsUsed,
      indicators_total: truth.indicatorsTotal,
      unranked_reason: null,
      provisional: false,
      rank_interval: intervals.intervals.get(intervalKey(year, 'JOR', null)),
    });
    expect(jordan.rank_interval!.low).toBeLessThanOrEqual(jordan.rank_interval!.high);
    for (const e of entries.slice(firstUnranked)) {
      expect(e.value).toBeNull();
      expect(e.rank_interval).toBeNull();
      expect(e.unranked_reason).toBe(expectedFor(e.country.iso3, year).unrankedReason);
      expect(['missing_sub_pillar', 'too_few_indicators']).toContain(e.unranked_reason);
    }
  });

  it('marks the entries of a provisional year', async () => {
    const provisional = expected.yearSummaries.filter((s) => s.provisional && s.ranked > 0).at(-1)!;
    const body = (await get(`/api/indexes?year=${provisional.year}&per_page=3`)).json();
    expect(body.data.every((e: Entry) => e.provisional)).toBe(true);
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
    // A pillar's rank is among the countries with that pillar, and has its own interval.
    expect(body.data[0].ranked_among).toBe(expected.results.filter((r) => r.year === year && r.pillars.food.rank !== null).length);
    expect(body.data[0].rank_interval).toEqual(intervals.intervals.get(intervalKey(year, top.iso3, 'food')));
    expect(body.data[0].indicators_total).toBe(top.pillars.food.indicatorsTotal);

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
    expect(drinking.weight).toBeCloseTo(drinkingTruth.weight, 12);
    expect(drinking.pillar_weight).toBeCloseTo(drinkingTruth.pillarWeight, 12);
    // Effective weights of the indicators the country has add up to the whole index.
    const weights = body.data.pillars.flatMap((p: { indicators: Array<{ weight: number }> }) => p.indicators.map((i) => i.weight));
    expect(weights.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(1, 9);
    expect(body.data).toMatchObject({
      indicators_used: truth.indicatorsUsed,
      indicators_total: truth.indicatorsTotal,
      ranked_among: rankedIn(year),
      provisional: expected.yearSummaries.find((s) => s.year === year)!.provisional,
      rank_interval: intervals.intervals.get(intervalKey(year, 'JOR', null)),
    });
    expect(water).toMatchObject({
      indicators_used: truth.pillars.water.indicatorsUsed,
      indicators_total: truth.pillars.water.indicatorsTotal,
      rank_interval: intervals.intervals.get(intervalKey(year, 'JOR', 'water')),
    });
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
    // Units too: `unit` stays as published (English), `localized_unit` is the reader's.
    const calories = (detail: { data: { pillars: Array<{ indicators: Array<{ indicator: { code: string } }> }> } }) =>
      detail.data.pillars.flatMap((pillar) => pillar.indicators).find((score) => score.indicator.code === 'fd_calorie_supply');
    expect(calories(fr)).toMatchObject({ unit: 'kcal per person per day', localized_unit: 'kcal par personne et par jour' });
    expect(calories(ar)).toMatchObject({ unit: 'kcal per person per day', localized_unit: 'سعرة حرارية للفرد في اليوم' });
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

  it('says why a country with data has no rank, and which sub-pillars it lacks', async () => {
    const year = expected.defaultYear!;
    const unranked = expected.results.find((r) => r.year === year && r.unrankedReason === 'missing_sub_pillar')!;
    const id = await countryId(unranked.iso3);
    const body = (await get(`/api/indexes/country/${id}?year=${year}`)).json();
    expect(body.data).toMatchObject({
      rank: null,
      value: null,
      rank_interval: null,
      unranked_reason: 'missing_sub_pillar',
      missing_sub_pillars: unranked.missingSubPillars,
    });
    // Its pillars that have both sub-pillars keep their values and ranks.
    const complete = PILLARS.find((p) => unranked.pillars[p].value !== null)!;
    const pillar = body.data.pillars.find((p: { pillar: { slug: string } }) => p.pillar.slug === complete);
    expect(pillar.value).toBe(unranked.pillars[complete].value!.toFixed(2));
    expect(pillar.rank).toBe(unranked.pillars[complete].rank);
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
  it("exports a year with its header row first: one row per country, with sub-pillars, ranks with intervals and indicator counts", async () => {
    const year = 2015;
    const res = await get(`/api/indexes/export.csv?year=${year}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="wefe-index-${year}.csv"`);
    // A byte-order mark for spreadsheet programs, then the header: no comment line before it.
    expect(res.body.startsWith('\uFEFFyear,iso3,country,rank,')).toBe(true);
    const { fields, rows } = readCsv(res.body);
    expect(fields.slice(0, 13)).toEqual([
      'year', 'iso3', 'country', 'rank', 'rank_low', 'rank_high', 'rank_median', 'ranked_among', 'wefe_index',
      'indicators_used', 'indicators_total', 'unranked_reason', 'provisional',
    ]);
    expect(fields).toContain('water_access');
    expect(fields).toContain('ecosystems_rank_high');
    expect(rows).toHaveLength(expected.results.filter((r) => r.year === year).length);
    const jordan = rows.find((r) => r.iso3 === 'JOR')!;
    const truth = expectedFor('JOR', year);
    const interval = intervals.intervals.get(intervalKey(year, 'JOR', null))!;
    expect(jordan).toMatchObject({
      year: String(year),
      country: 'Jordan',
      rank: String(truth.rank),
      rank_low: String(interval.low),
      rank_high: String(interval.high),
      rank_median: String(interval.median),
      ranked_among: String(rankedIn(year)),
      wefe_index: truth.index!.toFixed(2),
      indicators_used: String(truth.indicatorsUsed),
      indicators_total: String(truth.indicatorsTotal),
      unranked_reason: '',
      provisional: String(expected.yearSummaries.find((s) => s.year === year)!.provisional),
      water_score: truth.pillars.water.value!.toFixed(2),
      water_rank: String(truth.pillars.water.rank),
      water_access: truth.pillars.water.subPillars.access!.toFixed(2),
      water_availability: truth.pillars.water.subPillars.availability!.toFixed(2),
      food_indicators_used: String(truth.pillars.food.indicatorsUsed),
    });
    const arabic = readCsv((await get(`/api/indexes/export.csv?year=${year}`, 'ar')).body);
    expect(arabic.rows.find((r) => r.iso3 === 'JOR')!.country).toBe('الأردن');
    // A download link cannot send headers: the language may come in the query instead.
    const french = readCsv((await get(`/api/indexes/export.csv?year=${year}&lang=fr`)).body);
    expect(french.rows.find((r) => r.iso3 === 'EGY')!.country).toBe('Égypte');
    expect((await get('/api/indexes/export.csv?lang=de')).statusCode).toBe(422);
    expect((await get('/api/indexes/export.csv?detail=everything', 'fr')).json().errors.detail).toEqual(['Choisissez une option dans la liste.']);
  });

  it('exports the long table: every indicator behind the index with its raw value, unit, year, score, weight and source', async () => {
    const year = expected.defaultYear!;
    const res = await get(`/api/indexes/export.csv?year=${year}&detail=indicators&lang=ar`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="wefe-index-indicators-${year}.csv"`);
    const { fields, rows } = readCsv(res.body);
    expect(fields).toEqual([
      'year', 'iso3', 'country', 'indicator', 'indicator_name', 'pillar', 'sub_pillar', 'raw_value', 'unit', 'source_year',
      'carried_forward', 'score', 'weight', 'pillar_weight', 'source', 'source_url', 'licence',
    ]);
    const truthRows = expected.results.filter((r) => r.year === year).flatMap((r) => r.indicators.map((i) => ({ iso3: r.iso3, ...i })));
    expect(rows).toHaveLength(truthRows.length);
    const truth = truthRows.find((r) => r.iso3 === 'EGY' && r.indicatorId === 'wat_water_stress')!;
    const egypt = rows.find((r) => r.iso3 === 'EGY' && r.indicator === 'wat_water_stress')!;
    expect(egypt).toMatchObject({
      country: 'مصر',
      pillar: 'water',
      sub_pillar: 'availability',
      raw_value: String(truth.raw),
      unit: '% of available freshwater',
      source_year: String(truth.sourceYear),
      carried_forward: String(truth.carriedForward),
      score: truth.score.toFixed(2),
      weight: truth.weight.toFixed(6),
    });
    expect(egypt.indicator_name).toMatch(/[\u0600-\u06FF]/);
    expect(egypt.source_url).toMatch(/^https:\/\/github\.com\/ggbea\/sustainability_datasets\/blob\/[0-9a-f]{40}\//);
    // Each country's weights add up to its whole index.
    const egyptWeights = rows.filter((r) => r.iso3 === 'EGY').reduce((sum, r) => sum + Number(r.weight), 0);
    expect(egyptWeights).toBeCloseTo(1, 5);
  });
});

describe('GET /api/indexes/datapackage.json', () => {
  it('describes both tables as a Frictionless Data Package that the reference library loads, validates and casts', async () => {
    const year = expected.defaultYear!;
    const res = await get(`/api/indexes/datapackage.json?year=${year}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const descriptor = res.json();
    expect(descriptor).toMatchObject({ profile: 'tabular-data-package', name: `wefe-nexus-index-${year}`, licenses: [{ name: 'CC-BY-4.0' }] });
    expect(descriptor.citation).toMatch(/WEFE Nexus Hub \(\d{4}\)\. WEFE Nexus Index/);
    expect(descriptor.sources.map((source: { title: string }) => source.title).join('\n')).toMatch(/wat_water_stress: UN SDG Global Database/);
    // Read each resource from the hub, as a client following its path would, into files the library opens.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-datapackage-'));
    try {
      for (const resource of descriptor.resources) {
        const url = new URL(resource.path);
        expect(url.origin).toBe('http://localhost:3000');
        const csv = await get(`${url.pathname}${url.search}`);
        expect(csv.body.startsWith('year,')).toBe(true);
        fs.writeFileSync(path.join(dir, `${resource.name}.csv`), csv.body);
        resource.path = `${resource.name}.csv`;
      }
      const dataPackage = await Package.load(descriptor, { basePath: dir });
      expect(dataPackage.errors.map(String)).toEqual([]);
      expect(dataPackage.valid).toBe(true);
      const countries = (await dataPackage.getResource(`wefe-index-${year}`).read({ keyed: true, cast: true })) as Array<Record<string, unknown>>;
      expect(countries).toHaveLength(expected.results.filter((r) => r.year === year).length);
      const jordan = countries.find((r) => r.iso3 === 'JOR')!;
      const truth = expectedFor('JOR', year);
      expect(jordan.rank).toBe(truth.rank);
      expect(Number(jordan.wefe_index)).toBeCloseTo(truth.index!, 2);
      expect(jordan.provisional).toBe(false);
      const indicators = (await dataPackage.getResource(`wefe-index-indicators-${year}`).read({ keyed: true, cast: true })) as Array<Record<string, unknown>>;
      expect(indicators.length).toBe(expected.results.filter((r) => r.year === year).reduce((n, r) => n + r.indicators.length, 0));
      expect(indicators.every((r) => typeof r.carried_forward === 'boolean' && Number.isInteger(r.source_year))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/indexes/methodology', () => {
  it('gives the rules, the uncertainty analysis and the comparison with the SDSN report, per pillar', async () => {
    const year = expected.defaultYear!;
    const { data } = (await get('/api/indexes/methodology', 'ar')).json();
    expect(data.year).toBe(year);
    expect(data.method).toMatchObject({ carry_forward_years: 5, ranking_min_indicator_share: 0.75, goalpost_percentiles: [2.5, 97.5] });
    expect(data.method.coverage_threshold).toBeCloseTo(2 / 3, 12);
    expect(data.uncertainty).toMatchObject({ runs: intervals.runs, seed: intervals.seed });
    expect(data.uncertainty.ms).toBeGreaterThan(0);
    const widths = expected.results
      .filter((r) => r.year === year && r.rank !== null)
      .map((r) => intervals.intervals.get(intervalKey(year, r.iso3, null))!)
      .map((i) => i.high - i.low)
      .sort((a, b) => a - b);
    expect(data.uncertainty.median_interval_width).toBe(widths[Math.floor((widths.length - 1) / 2)]);
    expect(data.uncertainty.max_interval_width).toBe(widths.at(-1));
    // The sensitivity analysis the server stored is the pure one, indicators named in the reader's language.
    const sensitivity = (await sensitivityAnalysis(prepareIndex(loadWefeData()), expected)).get(year)!;
    expect(data.uncertainty.sensitivity.map((s: { choice: string; indicator: { code: string } | null; moved: number }) => [s.choice, s.indicator?.code ?? null, s.moved])).toEqual(
      sensitivity.map((s) => [s.choice, s.indicatorId, s.moved]),
    );
    expect(data.uncertainty.sensitivity.find((s: { choice: string }) => s.choice === 'leave_out').indicator.name).toMatch(/[\u0600-\u06FF]/);
    expect(data.validation.reference_year).toBe(year);
    expect(data.validation.pillars.map((p: { target: string }) => p.target)).toEqual(['water', 'energy', 'food', 'ecosystems', 'index']);
    expect(data.validation.pillars.map((p: { reference: string }) => p.reference)).toEqual(['SDG 6', 'SDG 7', 'SDG 2', 'SDG 15', 'SDG 2, 6, 7, 15']);
    for (const pillar of data.validation.pillars) {
      expect(pillar.countries).toBeGreaterThan(40);
      expect(pillar.rho).toBeGreaterThan(-1);
      expect(pillar.rho).toBeLessThan(1);
      expect(pillar.disagreements).toHaveLength(3);
      for (const d of pillar.disagreements) {
        expect(d.country.name).toMatch(/[\u0600-\u06FF]/);
        expect(d.hub_rank).not.toBe(d.reference_rank);
        for (const driver of d.drivers) expect(Math.sign(driver.score - driver.median_score)).toBe(d.hub_rank < d.reference_rank ? 1 : -1);
      }
    }
  });
});

describe('GET /api/indexes/country/{id}/series', () => {
  it("gives a country's index and pillars in every year, with ranks, intervals, data windows and provisional years", async () => {
    const jordan = await countryId('JOR');
    const body = (await get(`/api/indexes/country/${jordan}/series`, 'fr')).json();
    expect(body.data.country).toMatchObject({ iso3: 'JOR', name: 'Jordanie' });
    expect(body.data.groups).toEqual(['MENA', 'OIC', 'Asia']);
    const years = body.data.years as Array<{
      year: number;
      provisional: boolean;
      data_from: number | null;
      data_to: number | null;
      carried_forward_share: number;
      index: { value: string | null; rank: number | null; rank_interval: unknown; ranked_among: number };
      pillars: Array<{ slug: string; value: string | null; rank: number | null }>;
    }>;
    const truthYears = expected.results.filter((r) => r.iso3 === 'JOR').map((r) => r.year);
    expect(years.map((y) => y.year)).toEqual(truthYears);
    for (const y of years) {
      const truth = expectedFor('JOR', y.year);
      expect(y.index.value).toBe(truth.index === null ? null : truth.index.toFixed(2));
      expect(y.index.rank).toBe(truth.rank);
      expect(y.index.ranked_among).toBe(rankedIn(y.year));
      expect(y.provisional).toBe(expected.yearSummaries.find((s) => s.year === y.year)!.provisional);
      expect(y.data_from).toBe(Math.min(...truth.indicators.map((i) => i.sourceYear)));
      expect(y.data_to).toBe(Math.max(...truth.indicators.map((i) => i.sourceYear)));
      expect(y.carried_forward_share).toBeCloseTo(truth.indicators.filter((i) => i.carriedForward).length / truth.indicators.length, 12);
      expect(y.pillars.map((p) => p.slug)).toEqual(['water', 'energy', 'food', 'ecosystems']);
      expect(y.pillars[0]!.value).toBe(truth.pillars.water.value === null ? null : truth.pillars.water.value.toFixed(2));
    }
    const year = expected.defaultYear!;
    expect(years.find((y) => y.year === year)!.index.rank_interval).toEqual(intervals.intervals.get(intervalKey(year, 'JOR', null)));
    expect((await get('/api/indexes/country/999999/series', 'ar')).statusCode).toBe(404);
  });

  it('names a country by its ISO 3166 alpha-3 code as well as by id, in any case', async () => {
    const byId = (await get(`/api/indexes/country/${await countryId('JOR')}/series`)).json().data;
    expect((await get('/api/indexes/country/JOR/series')).json().data).toEqual(byId);
    expect((await get('/api/indexes/country/jor/series')).json().data).toEqual(byId);
    const detail = (await get('/api/indexes/country/MAR?year=2018', 'fr')).json().data;
    expect(detail.country).toMatchObject({ iso3: 'MAR', name: 'Maroc' });
    expect(detail.year).toBe(2018);
    expect(detail.rank).toBe(expectedFor('MAR', 2018).rank);
    const unknown = await get('/api/indexes/country/XYZ', 'fr');
    expect(unknown.statusCode).toBe(404);
    for (const bad of ['JO', 'JORD', 'J0R', '0']) {
      const answer = await get(`/api/indexes/country/${bad}/series`, 'fr');
      expect(answer.statusCode, bad).toBe(422);
      expect(answer.json().errors.id).toEqual(["Cette valeur n'est pas valide."]);
    }
  });
});

describe('GET /api/indexes/benchmarks', () => {
  // Group memberships as the shipped reference data gives them.
  const countriesByIso = new Map(countryData.countries.map((c) => [c.iso3, c]));
  const groupOf = (region: string, iso3: string) => {
    const c = countriesByIso.get(iso3)!;
    return region === 'MENA' ? c.is_mena : region === 'OIC' ? c.is_oic : c.continent === region;
  };

  it("gives each group's mean and best for the index and each pillar, from the year's scores, in the reader's language", async () => {
    const year = expected.defaultYear!;
    const body = (await get('/api/indexes/benchmarks', 'ar')).json();
    expect(body.data.year).toBe(year);
    const regions = body.data.regions as Array<{ region: string; members: number; index: { mean: number; countries: number; best: { country: { iso3: string; name: string }; value: number } }; pillars: Array<{ slug: string; mean: number; countries: number }> }>;
    expect(regions.map((r) => r.region)).toEqual(['MENA', 'OIC', 'Africa', 'Americas', 'Asia', 'Europe']);
    for (const region of regions) {
      const ranked = expected.results.filter((r) => r.year === year && r.rank !== null && groupOf(region.region, r.iso3));
      expect(region.index.countries).toBe(ranked.length);
      // Figures carry two decimals, as the scores' numeric strings do.
      expect(region.index.mean).toBe(Math.round((ranked.reduce((sum, r) => sum + r.index!, 0) / ranked.length) * 100) / 100);
      const best = [...ranked].sort((a, b) => b.index! - a.index!)[0]!;
      expect(region.index.best.country.iso3).toBe(best.iso3);
      expect(region.index.best.country.name).toMatch(/[\u0600-\u06FF]/);
      const withWater = expected.results.filter((r) => r.year === year && r.pillars.water.value !== null && groupOf(region.region, r.iso3));
      expect(region.pillars[0]).toMatchObject({ slug: 'water', countries: withWater.length });
      expect(region.pillars[0]!.mean).toBe(Math.round((withWater.reduce((sum, r) => sum + r.pillars.water.value!, 0) / withWater.length) * 100) / 100);
      expect(region.index.best.value).toBe(Math.round(best.index! * 100) / 100);
    }
    const mena = (await get(`/api/indexes/benchmarks?year=2018&region=MENA`)).json().data;
    expect(mena.regions.map((r: { region: string }) => r.region)).toEqual(['MENA']);
    const bad = await get('/api/indexes/benchmarks?region=Mars', 'fr');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.region).toEqual(['Choisissez une option dans la liste.']);
  });

  it("gives a group's mean index in every year", async () => {
    const body = (await get('/api/indexes/benchmarks/series?region=OIC')).json();
    expect(body.data.region).toBe('OIC');
    const y2015 = body.data.years.find((y: { year: number }) => y.year === 2015);
    const ranked = expected.results.filter((r) => r.year === 2015 && r.rank !== null && groupOf('OIC', r.iso3));
    expect(y2015.index).toBe(Math.round((ranked.reduce((sum, r) => sum + r.index!, 0) / ranked.length) * 100) / 100);
    expect(y2015.provisional).toBe(expected.yearSummaries.find((s) => s.year === 2015)!.provisional);
    expect((await get('/api/indexes/benchmarks/series')).statusCode).toBe(422);
  });

  it('filters the ranking to a group, keeping the ranks among all the hub’s countries', async () => {
    const year = expected.defaultYear!;
    const body = (await get('/api/indexes?region=Africa&per_page=100')).json();
    const inAfrica = expected.results.filter((r) => r.year === year && groupOf('Africa', r.iso3));
    expect(body.meta.total).toBe(inAfrica.length);
    for (const entry of body.data as Entry[]) {
      expect(groupOf('Africa', entry.country.iso3)).toBe(true);
      expect(entry.rank).toBe(expectedFor(entry.country.iso3, year).rank);
      expect(entry.ranked_among).toBe(rankedIn(year));
    }
  });
});
