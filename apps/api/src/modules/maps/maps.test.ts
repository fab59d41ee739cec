// Map calls on the shipped WEFE data, in the three languages: maps, legend keys, points, years and the export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { computeIndex } from '../wefe-index/index.compute.ts';
import { parseCsv } from '../../lib/csv.ts';
import { loadWefeData } from '../wefe-index/index.data.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, lang?: string) => ctx.app.inject({ method: 'GET', url, headers: lang ? { lang } : {} });
const wefe = loadWefeData();
const expected = computeIndex(wefe);

type MapInfo = { id: number; name: string; sector_id: number; pillar_id: number | null; indicator_id: number | null; metric: string; unit: string | null };
type Point = { id: number; year: number; rank: number; lat: number; lng: number; radius: number; wefe_title: string; map_key: { id: number; name: string; alt_name: string; color: string } | null; country: { name: string; iso3: string } };

async function waterMaps(lang?: string): Promise<MapInfo[]> {
  return (await get('/api/maps/sector/1', lang)).json().data;
}

describe('GET /api/maps', () => {
  it('answers one score map per pillar and one map per included indicator, each in its sector', async () => {
    const body = (await get('/api/maps?with=sector')).json();
    const maps: MapInfo[] = body.data;
    // Indicators left out of the index (an artefact, replaced series, wrong-direction ones) have no map.
    const included = wefe.indicators.filter((i) => !expected.excludedIndicators.includes(i.indicatorId));
    expect(maps).toHaveLength(4 + included.length);
    expect(maps.filter((m) => m.pillar_id !== null && m.indicator_id === null)).toHaveLength(4);
    expect(maps[0]!).toMatchObject({ name: 'Water score (0-100)', metric: 'Score (0-100)', sector: { id: 1, name: 'Water' } });
    const bySector = (await get('/api/maps?sector_id=3')).json().data;
    expect(bySector.every((m: MapInfo) => m.sector_id === 3)).toBe(true);
    expect(bySector).toHaveLength(1 + included.filter((i) => i.pillar === 'food').length);
    expect(bySector[0].sector).toBeUndefined();
  });

  it('names maps in Arabic and French and gives indicator maps their unit, in the same language', async () => {
    const ar = await waterMaps('ar');
    expect(ar[0]!.name).toBe('درجة المياه (0-100)');
    expect(ar.find((m) => m.name === 'إجمالي موارد المياه المتجددة للفرد')).toMatchObject({ unit: 'م³ للفرد في السنة', metric: 'م³ للفرد في السنة' });
    const fr = await waterMaps('fr');
    expect(fr[0]!.name).toBe('Score Eau (0-100)');
    const perCapita = fr.find((m) => m.unit === 'm³ par personne et par an')!;
    expect(perCapita.name).toBe('Ressources totales en eau renouvelables par habitant');
    expect(perCapita.metric).toBe('m³ par personne et par an');
    expect((await waterMaps('en')).find((m) => m.id === perCapita.id)).toMatchObject({ unit: 'm3 per person per year', metric: 'm3 per person per year' });
  });

  it('answers one map, and a translated 404 for an unknown one', async () => {
    const [first] = await waterMaps();
    const one = (await get(`/api/maps/${first!.id}?with=sector`)).json();
    expect(one.data).toMatchObject({ id: first!.id, sector: { name: 'Water' } });
    const missing = await get('/api/maps/999999', 'fr');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Carte introuvable.');
  });
});

describe('GET /api/maps/{id}/keys', () => {
  it('answers score bands 0-20 … 80+ and unit bands with Arabic alt names, worst to best', async () => {
    const maps = await waterMaps();
    const score = (await get(`/api/maps/${maps[0]!.id}/keys`)).json().data;
    expect(score.map((k: { name: string }) => k.name)).toEqual(['0-20', '20-40', '40-60', '60-80', '80+']);
    expect(score[4]).toMatchObject({ min_value: 80, max_value: null });
    const stress = maps.find((m) => m.name === 'Level of water stress: freshwater withdrawal as a proportion of available freshwater resources (SDG 6.4.2)')!;
    // FAO's SDG 6.4.2 stress levels: none under 25 %, low, medium, high, critical over 100 %.
    const keys = (await get(`/api/maps/${stress.id}/keys`, 'fr')).json().data;
    expect(keys.map((k: { name: string }) => k.name)).toEqual(['< 25', '25–50', '50–75', '75–100', '≥ 100']);
    expect(keys[0].alt_name).toBe('أقل من 25');
    // Lower is better here, so the lowest band carries the best (last) score colour.
    expect(keys[0].color).toBe(score[4].color);
    expect(keys[4].color).toBe(score[0].color);
  });
});

describe('GET /api/interactive-maps/map/{id}', () => {
  it("answers a year's points with value, coordinates, default radius, title, key and country", async () => {
    const [scoreMap] = await waterMaps();
    const body = (await get(`/api/interactive-maps/map/${scoreMap!.id}?year=2015&with=country,mapKey&per_page=1000`)).json();
    const points: Point[] = body.data;
    const truth = expected.results.filter((r) => r.year === 2015 && r.pillars.water.value !== null);
    expect(points).toHaveLength(truth.length);
    expect(body.meta.total).toBe(truth.length);
    const jordan = points.find((p) => p.country.iso3 === 'JOR')!;
    const jordanTruth = truth.find((r) => r.iso3 === 'JOR')!.pillars.water.value!;
    expect(jordan.rank).toBeCloseTo(jordanTruth, 3);
    expect(jordan).toMatchObject({ year: 2015, radius: 20, wefe_title: 'Water score (0-100)', country: { name: 'Jordan' } });
    expect(jordan.lat).toBeCloseTo(31, 0);
    const band = ['0-20', '20-40', '40-60', '60-80', '80+'][Math.min(4, Math.floor(jordanTruth / 20))];
    expect(jordan.map_key).toMatchObject({ name: band, color: expect.stringMatching(/^#[0-9a-f]{6}$/i) });
    for (const p of points) expect(p.map_key).not.toBeNull();
  });

  it('embeds relations only when asked and pages newest year first', async () => {
    const [scoreMap] = await waterMaps();
    const bare = (await get(`/api/interactive-maps/map/${scoreMap!.id}?per_page=3`)).json();
    expect(bare.data).toHaveLength(3);
    expect(bare.data[0].country).toBeUndefined();
    expect(bare.data[0].map_key).toBeUndefined();
    const years = (await get(`/api/interactive-maps/years?map_id=${scoreMap!.id}`)).json().data;
    expect(bare.data[0].year).toBe(years[0]);
    expect(bare.links.next).toContain('page=2');
  });

  it('names countries and keys in Arabic, and refuses more than 1000 points a page', async () => {
    const maps = await waterMaps();
    const perCapita = maps.find((m) => m.unit === 'm3 per person per year')!;
    const ar = (await get(`/api/interactive-maps/map/${perCapita.id}?year=2017&with=country,mapKey`, 'ar')).json();
    const jordan = ar.data.find((p: Point) => p.country.iso3 === 'JOR');
    const raw = wefe.values.find((v) => v.iso3 === 'JOR' && v.indicatorId === 'wat_renewable_total_pc' && v.year === 2017)!.value;
    expect(jordan.rank).toBeCloseTo(raw, 2);
    expect(jordan.country.name).toBe('الأردن');
    // Jordan's ~96 m3 per person, inflows included, is below the 500 m3 absolute-scarcity line.
    expect(jordan.map_key.name).toBe('أقل من 500');
    const tooMany = await get(`/api/interactive-maps/map/${perCapita.id}?per_page=1001`);
    expect(tooMany.statusCode).toBe(422);
    const missing = await get('/api/interactive-maps/map/999999');
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/interactive-maps, /country/{id} and /years', () => {
  it("answers a country's points for one map, and the years of a map or a country", async () => {
    const countries = (await get('/api/countries?per_page=1000')).json().data;
    const egypt = countries.find((c: { iso3: string }) => c.iso3 === 'EGY').id;
    const [scoreMap] = await waterMaps();
    const body = (await get(`/api/interactive-maps/country/${egypt}?map_id=${scoreMap!.id}&with=country,mapKey&per_page=1000`)).json();
    const truthYears = expected.results.filter((r) => r.iso3 === 'EGY' && r.pillars.water.value !== null).map((r) => r.year);
    expect(body.data.map((p: Point) => p.year)).toEqual([...truthYears].sort((a, b) => b - a));
    const years = (await get(`/api/interactive-maps/years?map_id=${scoreMap!.id}&country_id=${egypt}`)).json().data;
    expect(years).toEqual([...truthYears].sort((a, b) => b - a));
    const filtered = (await get(`/api/interactive-maps?map_id=${scoreMap!.id}&country_id=${egypt}&year=2015`)).json();
    expect(filtered.data).toHaveLength(1);
  });

  it('answers an empty list for a country without data (e.g. Andorra)', async () => {
    const countries = (await get('/api/countries?per_page=1000')).json().data;
    const andorra = countries.find((c: { iso3: string }) => c.iso3 === 'AND').id;
    const body = (await get(`/api/interactive-maps/country/${andorra}`)).json();
    expect(body.data).toEqual([]);
    expect((await get(`/api/interactive-maps/years?country_id=${andorra}`)).json().data).toEqual([]);
  });
});

describe('GET /api/interactive-maps/countries', () => {
  it('answers the countries with points of a map, or of any map: the hub’s countries with data, not every ISO entry', async () => {
    const countries = (await get('/api/countries?per_page=1000')).json().data as Array<{ id: number; iso3: string }>;
    const isoOf = new Map(countries.map((c) => [c.id, c.iso3]));
    const [scoreMap] = await waterMaps();
    const body = (await get(`/api/interactive-maps/countries?map_id=${scoreMap!.id}`, 'fr')).json();
    expect(body.message).toBe('Pays disposant de données cartographiques récupérés avec succès.');
    const withWater = new Set(expected.results.filter((r) => r.pillars.water.value !== null).map((r) => r.iso3));
    expect(new Set((body.data as number[]).map((id) => isoOf.get(id)))).toEqual(withWater);
    expect(body.data).toEqual([...body.data].sort((a: number, b: number) => a - b));
    const any = (await get('/api/interactive-maps/countries')).json().data as number[];
    expect(any.length).toBeGreaterThanOrEqual(body.data.length);
    expect(any.length).toBeLessThan(countries.length);
    expect(any.map((id) => isoOf.get(id))).not.toContain('AND');
    const bad = await get('/api/interactive-maps/countries?map_id=abc', 'ar');
    expect(bad.statusCode).toBe(422);
  });
});

describe('GET /api/interactive-maps/map/{id}/export.csv', () => {
  it("exports a map's year with a source and licence line and one row per point", async () => {
    const [scoreMap] = await waterMaps();
    const res = await get(`/api/interactive-maps/map/${scoreMap!.id}/export.csv?year=2015&lang=fr`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="water-score-2015.csv"');
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]![0]).toMatch(/Licence: CC BY 4\.0/);
    expect(rows[1]![0]).toBe('# Score Eau (0-100) (Score (de 0 à 100))');
    expect(rows[2]).toEqual(['year', 'iso3', 'country', 'value', 'unit', 'legend_key', 'latitude', 'longitude']);
    const points = (await get(`/api/interactive-maps/map/${scoreMap!.id}?year=2015&per_page=1000`)).json().data;
    expect(rows.slice(3)).toHaveLength(points.length);
    expect(rows.find((r) => r[1] === 'EGY')![2]).toBe('Égypte');
  });
});
