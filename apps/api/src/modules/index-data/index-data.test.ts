// Staff management of indicators and maps on the shipped WEFE data: who may call, bad input changes
// nothing, an indicator edit that affects scores recomputes the ranking in the same transaction, a new
// map with its legend is public at once with its points, and every change is in the audit log.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, signedInStaff } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { auditLog, indicators, maps, pillars, sectors } from '../../db/schema.ts';

let ctx: TestContext;
let admin: string;
let reviewer: string;
let member: string;
let waterPillarId: number;
let waterSectorId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedInStaff(ctx, 'admin')).bearer;
  reviewer = (await signedInStaff(ctx, 'reviewer')).bearer;
  member = (await signedInMember(ctx)).bearer;
  const [water] = await ctx.database.db.select({ id: pillars.id, sectorId: pillars.sectorId }).from(pillars).where(eq(pillars.slug, 'water'));
  waterPillarId = water!.id;
  const [sector] = await ctx.database.db.select({ id: sectors.id }).from(sectors).limit(1);
  waterSectorId = water!.sectorId ?? sector!.id;
});
afterAll(() => ctx.close());

// A recomputation of the whole index takes 5-30 s on PGlite, depending on the machine's load.
const RECOMPUTE_TIMEOUT = 120_000;

type Method = 'GET' | 'POST' | 'PUT';
function call(method: Method, url: string, bearer?: string, payload?: unknown, lang = 'en') {
  return ctx.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), headers: { lang, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) } });
}

const NEW_INDICATOR = {
  code: 'wat_desalination_capacity',
  pillar_id: 0,
  type: 'availability',
  direction: 'higher_is_better',
  unit: 'm3 per person per year',
  name_en: 'Desalination capacity',
  name_ar: 'قدرة تحلية المياه',
  name_fr: 'Capacité de dessalement',
  source_name: 'Example water statistics',
  source_url: 'https://example.org/desalination',
  licence: 'CC BY 4.0',
};

const KEYS = [
  { name_en: 'Low', name_ar: 'منخفض', name_fr: 'Faible', color: '#D73027', min_value: null, max_value: 40 },
  { name_en: 'Medium', name_ar: 'متوسط', name_fr: 'Moyen', color: '#fee08b', min_value: 40, max_value: 70 },
  { name_en: 'High', name_ar: 'مرتفع', name_fr: 'Élevé', color: '#1a9850', min_value: 70, max_value: null },
];

const newMap = () => ({
  sector_id: waterSectorId,
  name_en: 'Water score bands',
  name_ar: 'فئات درجة المياه',
  name_fr: 'Tranches du score eau',
  description_en: 'The water pillar in three bands.',
  pillar_id: waterPillarId,
  keys: KEYS,
});

async function tableCount(table: typeof indicators | typeof maps | typeof auditLog): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(table);
  return Number(row!.n);
}

/** Country ids of the 2015 ranking, best first. */
async function ranking2015(): Promise<Array<{ id: number; rank: number | null }>> {
  const res = await call('GET', '/api/indexes?year=2015&per_page=100');
  expect(res.statusCode).toBe(200);
  return (res.json().data as Array<{ country: { id: number }; rank: number | null }>).map((e) => ({ id: e.country.id, rank: e.rank }));
}

async function auditEntries(entityType: string, entityId: number) {
  const res = await call('GET', `/api/admin/audit-log?entity_type=${entityType}&entity_id=${entityId}`, admin);
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{ action: string; actor_role: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>;
}

describe('who may call', () => {
  it('answers 401 to visitors and 403 to members everywhere, and 403 to reviewers on changes', async () => {
    const calls: Array<[Method, string, unknown?]> = [
      ['GET', '/api/admin/indicators'],
      ['POST', '/api/admin/indicators', { ...NEW_INDICATOR, pillar_id: waterPillarId }],
      ['PUT', '/api/admin/indicators/1', { ...NEW_INDICATOR, pillar_id: waterPillarId }],
      ['GET', '/api/admin/maps'],
      ['POST', '/api/admin/maps', newMap()],
      ['PUT', '/api/admin/maps/1', newMap()],
    ];
    const before = { indicators: await tableCount(indicators), maps: await tableCount(maps), audit: await tableCount(auditLog) };
    for (const [method, url, body] of calls) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, member, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, reviewer, body)).statusCode, `${method} ${url}`).toBe(method === 'GET' ? 200 : 403);
    }
    expect({ indicators: await tableCount(indicators), maps: await tableCount(maps), audit: await tableCount(auditLog) }).toEqual(before);
  });
});

describe('GET /api/admin/indicators', () => {
  it('lists every indicator with every field for editing, by pillar', async () => {
    const res = await call('GET', '/api/admin/indicators', admin);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<Record<string, unknown>>;
    expect(list).toHaveLength(await tableCount(indicators));
    const drinking = list.find((i) => i.code === 'wat_basic_drinking');
    expect(drinking).toMatchObject({ pillar_id: waterPillarId, type: 'access', direction: 'higher_is_better', excluded: false, log_transform: false });
    expect(Object.keys(drinking!).sort()).toEqual(
      ['code', 'direction', 'excluded', 'id', 'licence', 'log_transform', 'name_ar', 'name_en', 'name_fr', 'pillar_id', 'sort_order', 'source_name', 'source_url', 'target_value', 'treatment_note', 'type', 'unit', 'values_count'].sort(),
    );
    expect(drinking!.values_count).toBeGreaterThan(0);
    expect(list.find((i) => i.code === 'eco_biodiversity_intactness')).toMatchObject({ excluded: true });
    expect(list.find((i) => i.code === 'fd_calorie_supply')).toMatchObject({ target_value: 2100 });
  });
});

describe('POST /api/admin/indicators', () => {
  it('refuses bad input field by field and changes nothing', async () => {
    const before = { indicators: await tableCount(indicators), audit: await tableCount(auditLog) };
    const res = await call('POST', '/api/admin/indicators', admin, { ...NEW_INDICATOR, pillar_id: waterPillarId, code: 'Bad Code', name_ar: '', source_url: 'ftp://x', type: 'supply', unit: 'x'.repeat(61) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      code: ['Use lower-case letters, digits and underscores, starting with a letter (2 to 60 characters).'],
      name_ar: ['This field is required.'],
      source_url: ['Enter a web address (http:// or https://) or a repository path such as github:owner/repo@commit:path.'],
      type: ['Choose an option from the list.'],
      unit: ['This is too long (at most 60 characters).'],
    });
    const unknownPillar = await call('POST', '/api/admin/indicators', admin, { ...NEW_INDICATOR, pillar_id: 999 }, 'fr');
    expect(unknownPillar.statusCode).toBe(422);
    expect(unknownPillar.json().errors).toEqual({ pillar_id: ['Choisissez une option dans la liste.'] });
    const taken = await call('POST', '/api/admin/indicators', admin, { ...NEW_INDICATOR, pillar_id: waterPillarId, code: 'wat_basic_drinking' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ code: ['Another indicator already has this code.'] });
    expect({ indicators: await tableCount(indicators), audit: await tableCount(auditLog) }).toEqual(before);
  });

  it('adds the indicator, recomputes the index and records who added it', { timeout: RECOMPUTE_TIMEOUT }, async () => {
    const res = await call('POST', '/api/admin/indicators', admin, { ...NEW_INDICATOR, pillar_id: waterPillarId });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json().data;
    expect(saved).toMatchObject({ code: 'wat_desalination_capacity', name_ar: 'قدرة تحلية المياه', values_count: 0, excluded: false, recomputed: true });
    const list = (await call('GET', '/api/admin/indicators', reviewer)).json().data as Array<{ id: number }>;
    expect(list.some((i) => i.id === saved.id)).toBe(true);
    const [entry] = await auditEntries('indicators', saved.id);
    expect(entry).toMatchObject({ action: 'create', actor_role: 'admin', before: null, after: { code: 'wat_desalination_capacity', pillar_id: waterPillarId, licence: 'CC BY 4.0' } });
  });
});

describe('PUT /api/admin/indicators/{id}', () => {
  it('recomputes the ranking when the direction changes, in the same call', { timeout: RECOMPUTE_TIMEOUT }, async () => {
    const [drinking] = await ctx.database.db.select().from(indicators).where(eq(indicators.code, 'wat_basic_drinking'));
    const before = await ranking2015();
    const body = {
      pillar_id: drinking!.pillarId,
      type: drinking!.type,
      direction: 'lower_is_better',
      unit: drinking!.unit,
      name_en: drinking!.nameEn,
      name_ar: drinking!.nameAr,
      name_fr: drinking!.nameFr,
      source_name: drinking!.sourceName,
      source_url: drinking!.sourceUrl,
      licence: drinking!.licence,
      log_transform: drinking!.logTransform,
      excluded: drinking!.excluded,
      treatment_note: drinking!.treatmentNote,
      sort_order: drinking!.sortOrder,
    };
    const res = await call('PUT', `/api/admin/indicators/${drinking!.id}`, admin, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The indicator was saved and the index recomputed.', data: { direction: 'lower_is_better', recomputed: true } });
    const after = await ranking2015();
    expect(after).not.toEqual(before);
    const [entry] = await auditEntries('indicators', drinking!.id);
    expect(entry).toMatchObject({ action: 'update', before: { direction: 'higher_is_better' }, after: { direction: 'lower_is_better' } });

    // A change of wording only leaves the scores alone.
    const renamed = await call('PUT', `/api/admin/indicators/${drinking!.id}`, admin, { ...body, name_fr: 'Eau potable de base (modifié)' });
    expect(renamed.json()).toMatchObject({ message: 'The indicator was saved.', data: { name_fr: 'Eau potable de base (modifié)', recomputed: false } });
    expect(await ranking2015()).toEqual(after);
  });

  it('answers 404 for an unknown indicator and 422 for bad input, changing nothing', async () => {
    const before = await tableCount(auditLog);
    expect((await call('PUT', '/api/admin/indicators/99999', admin, { ...NEW_INDICATOR, pillar_id: waterPillarId })).statusCode).toBe(404);
    const bad = await call('PUT', '/api/admin/indicators/1', admin, { ...NEW_INDICATOR, pillar_id: waterPillarId, direction: 'sideways' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ direction: ['Choose an option from the list.'] });
    expect(await tableCount(auditLog)).toBe(before);
  });
});

describe('POST /api/admin/maps', () => {
  it('refuses overlapping or unordered bands, two sources and bad colours, and creates nothing', async () => {
    const before = { maps: await tableCount(maps), audit: await tableCount(auditLog) };
    const overlapping = await call('POST', '/api/admin/maps', admin, { ...newMap(), keys: [KEYS[0], { ...KEYS[1], min_value: 30 }, KEYS[2]] });
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json().errors).toEqual({ 'keys.1.min_value': ['This band overlaps the band before it.'] });
    const unordered = await call('POST', '/api/admin/maps', admin, { ...newMap(), keys: [{ ...KEYS[1], min_value: 50, max_value: 60 }, { ...KEYS[2], min_value: 10, max_value: 20 }] }, 'fr');
    expect(unordered.statusCode).toBe(422);
    expect(unordered.json().errors).toEqual({ 'keys.1.min_value': ['Les tranches doivent aller des valeurs les plus basses aux plus hautes.'] });
    const [anyIndicator] = await ctx.database.db.select({ id: indicators.id }).from(indicators).limit(1);
    const mixed = await call('POST', '/api/admin/maps', admin, { ...newMap(), indicator_id: anyIndicator!.id, keys: [{ ...KEYS[0], color: 'red', max_value: null }] });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors).toEqual({ indicator_id: ['A map shows a pillar or an indicator, not both.'], 'keys.0.color': ['Choose a colour written as #rrggbb.'] });
    const empty = await call('POST', '/api/admin/maps', admin, { ...newMap(), keys: [] });
    expect(empty.json().errors).toEqual({ keys: ['Add at least one legend key.'] });
    const unknownSector = await call('POST', '/api/admin/maps', admin, { ...newMap(), sector_id: 9999 });
    expect(unknownSector.json().errors).toEqual({ sector_id: ['Choose an option from the list.'] });
    expect({ maps: await tableCount(maps), audit: await tableCount(auditLog) }).toEqual(before);
  });

  it('creates a pillar map whose legend and points are public at once, and records it', async () => {
    const res = await call('POST', '/api/admin/maps', admin, newMap());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ slug: 'water-score-bands', pillar_id: waterPillarId, indicator_id: null, name_ar: 'فئات درجة المياه' });
    expect(created.keys.map((k: { color: string }) => k.color)).toEqual(['#d73027', '#fee08b', '#1a9850']);
    expect(created.points_count).toBeGreaterThan(0);

    const keys = await call('GET', `/api/maps/${created.id}/keys`, undefined, undefined, 'ar');
    expect(keys.statusCode).toBe(200);
    expect(keys.json().data.map((k: { name: string; min_value: number | null }) => [k.name, k.min_value])).toEqual([
      ['منخفض', null],
      ['متوسط', 40],
      ['مرتفع', 70],
    ]);
    const points = await call('GET', `/api/interactive-maps?map_id=${created.id}&year=2015&with=mapKey&per_page=100`);
    expect(points.statusCode).toBe(200);
    const data = points.json().data as Array<{ rank: number; map_key: { name: string } | null }>;
    expect(data.length).toBeGreaterThan(10);
    for (const point of data) expect(point.map_key?.name).toBe(point.rank < 40 ? 'Low' : point.rank < 70 ? 'Medium' : 'High');

    const [entry] = await auditEntries('maps', created.id);
    expect(entry).toMatchObject({ action: 'create', actor_role: 'admin', after: { name_en: 'Water score bands', pillar_id: waterPillarId } });
    expect((entry!.after!.keys as unknown[]).length).toBe(3);

    // A second map of the same name gets its own slug.
    const again = await call('POST', '/api/admin/maps', admin, { ...newMap(), pillar_id: null, keys: [KEYS[0]].map((k) => ({ ...k, max_value: null })) });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ slug: 'water-score-bands-2', points_count: 0 });
  });
});

describe('PUT /api/admin/maps/{id}', () => {
  it('replaces the legend as a whole, re-keys the points and records before and after', async () => {
    const created = (await call('POST', '/api/admin/maps', admin, { ...newMap(), name_en: 'Legend to replace' })).json().data;
    const twoBands = [
      { name_en: 'Under half', name_ar: 'أقل من النصف', name_fr: 'Moins de la moitié', color: '#fc8d59', min_value: null, max_value: 50 },
      { name_en: 'Half or more', name_ar: 'النصف أو أكثر', name_fr: 'La moitié ou plus', color: '#91cf60', min_value: 50, max_value: null },
    ];
    const res = await call('PUT', `/api/admin/maps/${created.id}`, admin, { ...newMap(), name_en: 'Legend replaced', keys: twoBands });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: created.id, slug: created.slug, name_en: 'Legend replaced' });
    const keys = (await call('GET', `/api/maps/${created.id}/keys`)).json().data as Array<{ name: string }>;
    expect(keys.map((k) => k.name)).toEqual(['Under half', 'Half or more']);
    const points = (await call('GET', `/api/interactive-maps?map_id=${created.id}&with=mapKey&per_page=200`)).json().data as Array<{ rank: number; map_key: { name: string } | null }>;
    for (const point of points) expect(point.map_key?.name).toBe(point.rank < 50 ? 'Under half' : 'Half or more');

    const [entry] = await auditEntries('maps', created.id);
    expect(entry).toMatchObject({ action: 'update', before: { name_en: 'Legend to replace' }, after: { name_en: 'Legend replaced' } });
    expect((entry!.before!.keys as unknown[]).length).toBe(3);
    expect((entry!.after!.keys as unknown[]).length).toBe(2);

    expect((await call('PUT', '/api/admin/maps/99999', admin, newMap())).statusCode).toBe(404);
  });

  it('lists the new maps among all maps for staff', async () => {
    const res = await call('GET', '/api/admin/maps', reviewer);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{ slug: string; keys: unknown[] }>;
    expect(list).toHaveLength(await tableCount(maps));
    expect(list.find((m) => m.slug === 'water-score-bands')?.keys).toHaveLength(3);
  });
});
