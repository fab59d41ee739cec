// The rules of the staff's index and map data. Every change holds the index-data lock, so it never
// interleaves with an import or a recomputation; a change that affects scores recomputes the index in
// the same transaction, and every change writes its audit row there too.
import type { AdminIndicator, AdminMap, IndicatorCreate, IndicatorSaved, IndicatorUpdate, MapInput } from '@wefe/contract';
import { inTransaction, type Db } from '../../db/client.ts';
import { notFound, validation } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { createMapsRepo } from '../maps/maps.repo.ts';
import { lockIndexData } from '../wefe-index/index.input.ts';
import { recomputeIndexIn } from './index-data.recompute.ts';
import { createIndexDataRepo, type IndicatorRow, type IndexDataRepo, type MapRow } from './index-data.repo.ts';
import { indicatorAudit, indicatorValues, mapAudit, mapKeyValues, mapValues, presentAdminMap, presentIndicator } from './index-data.presenter.ts';

/** The staff member acting, as the audit log names them. */
export interface Actor {
  id: number;
  role: string;
}

/** The indicator fields the computation reads: changing one changes scores. */
const SCORING_FIELDS = ['pillarId', 'type', 'direction', 'logTransform', 'excluded', 'targetValue'] as const satisfies readonly (keyof IndicatorRow)[];

/** True when the edit changes how the indicator counts in the index. */
export function affectsScores(before: IndicatorRow, after: IndicatorRow): boolean {
  return SCORING_FIELDS.some((field) => before[field] !== after[field]);
}

/** A map's slug from its English name: lower-case words and dashes, made unique with -2, -3… */
export function slugCandidate(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return base || 'map';
}

const isComputed = (map: Pick<MapRow, 'pillarId' | 'indicatorId'>) => map.pillarId !== null || map.indicatorId !== null;

/** Builds the service over the database. */
export function createIndexDataService({ db }: { db: Db }) {
  const repo = createIndexDataRepo(db);

  /** 422 for each reference of a map or indicator form that names nothing. */
  async function checkReferences(on: IndexDataRepo, refs: { pillarId?: number | null; sectorId?: number; indicatorId?: number | null }) {
    const errors: Record<string, MessageKey[]> = {};
    if (refs.pillarId != null && !(await on.pillarExists(refs.pillarId))) errors.pillar_id = ['validation.unknown_option'];
    if (refs.sectorId !== undefined && !(await on.sectorExists(refs.sectorId))) errors.sector_id = ['validation.unknown_option'];
    if (refs.indicatorId != null && !(await on.indicatorExists(refs.indicatorId))) errors.indicator_id = ['validation.unknown_option'];
    if (Object.keys(errors).length > 0) throw validation(errors);
  }

  /** Rewrites a map's points after its source or legend changed: computed maps from the data, others re-keyed. */
  async function refreshPoints(tx: Db, before: Pick<MapRow, 'pillarId' | 'indicatorId'> | null, after: MapRow) {
    const maps = createMapsRepo(tx);
    const sourceChanged = before === null || before.pillarId !== after.pillarId || before.indicatorId !== after.indicatorId;
    // Points computed from another source mean nothing for a map that now has points entered by staff.
    if (sourceChanged && before !== null && isComputed(before) && !isComputed(after)) await maps.deletePoints(after.id);
    if (isComputed(after)) await maps.regenerateComputedPoints(after.id);
    else await maps.reassignKeys(after.id);
  }

  return {
    async listIndicators(): Promise<AdminIndicator[]> {
      return (await repo.listIndicators()).map(presentIndicator);
    },

    /** Adds an indicator; the index is recomputed (a pillar's score needs half of its indicators, so a new one counts). */
    async createIndicator(input: IndicatorCreate, actor: Actor): Promise<IndicatorSaved> {
      return inTransaction(db, async (tx) => {
        await lockIndexData(tx);
        const on = createIndexDataRepo(tx);
        await checkReferences(on, { pillarId: input.pillar_id });
        // Codes are compared case-insensitively, as import files name them.
        if (await on.codeTaken(input.code)) throw validation({ code: ['indicators.code_taken'] });
        const row = await on.insertIndicator({ ...indicatorValues(input), code: input.code });
        await recomputeIndexIn(tx);
        await recordAudit(tx, { actor, action: 'create', entityType: 'indicators', entityId: row.id, after: indicatorAudit(row) });
        return { ...presentIndicator({ indicator: row, valuesCount: 0 }), recomputed: true };
      });
    },

    /** Saves an indicator; when the change affects scores the index is recomputed in the same transaction. */
    async updateIndicator(id: number, input: IndicatorUpdate, actor: Actor): Promise<IndicatorSaved> {
      return inTransaction(db, async (tx) => {
        await lockIndexData(tx);
        const on = createIndexDataRepo(tx);
        const before = await on.indicatorForUpdate(id);
        if (!before) throw notFound('indicators.not_found');
        await checkReferences(on, { pillarId: input.pillar_id });
        const after = await on.updateIndicator(id, indicatorValues(input));
        const recompute = affectsScores(before, after);
        if (recompute) await recomputeIndexIn(tx);
        await recordAudit(tx, { actor, action: 'update', entityType: 'indicators', entityId: id, before: indicatorAudit(before), after: indicatorAudit(after) });
        const saved = await on.indicatorById(id);
        return { ...presentIndicator(saved!), recomputed: recompute };
      });
    },

    async listMaps(): Promise<AdminMap[]> {
      return (await repo.listMaps()).map(presentAdminMap);
    },

    /** Creates a map with its legend; a pillar or indicator map gets its points at once. */
    async createMap(input: MapInput, actor: Actor): Promise<AdminMap> {
      return inTransaction(db, async (tx) => {
        await lockIndexData(tx);
        const on = createIndexDataRepo(tx);
        await checkReferences(on, { pillarId: input.pillar_id, sectorId: input.sector_id, indicatorId: input.indicator_id });
        const base = slugCandidate(input.name_en);
        const taken = await on.slugsLike(base);
        let slug = base;
        for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
        const map = await on.insertMap({ ...mapValues(input), slug });
        await on.replaceKeys(map.id, mapKeyValues(input));
        await refreshPoints(tx, null, map);
        const saved = (await on.mapById(map.id))!;
        await recordAudit(tx, { actor, action: 'create', entityType: 'maps', entityId: map.id, after: mapAudit(saved.map, saved.keys) });
        return presentAdminMap(saved);
      });
    },

    /** Saves a map and replaces its legend as a whole; its points follow the new source and bands. */
    async updateMap(id: number, input: MapInput, actor: Actor): Promise<AdminMap> {
      return inTransaction(db, async (tx) => {
        await lockIndexData(tx);
        const on = createIndexDataRepo(tx);
        if (!(await on.mapForUpdate(id))) throw notFound('maps.not_found');
        const before = (await on.mapById(id))!;
        await checkReferences(on, { pillarId: input.pillar_id, sectorId: input.sector_id, indicatorId: input.indicator_id });
        await on.updateMap(id, mapValues(input));
        await on.replaceKeys(id, mapKeyValues(input));
        const updated = (await on.mapById(id))!;
        await refreshPoints(tx, before.map, updated.map);
        const saved = (await on.mapById(id))!;
        await recordAudit(tx, { actor, action: 'update', entityType: 'maps', entityId: id, before: mapAudit(before.map, before.keys), after: mapAudit(saved.map, saved.keys) });
        return presentAdminMap(saved);
      });
    },
  };
}

export type IndexDataService = ReturnType<typeof createIndexDataService>;
