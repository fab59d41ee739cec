// The rules of the map calls: which relations an answer embeds, paging of points, years and the export.
import { localizedName } from '../../lib/localized.ts';
import type { Language, MapInfo, MapKey, MapPoint, MapPointsQuery } from '@wefe/contract';
import { notFound } from '../../lib/errors.ts';
import { csvLine } from '../../lib/csv.ts';
import { DATA_ATTRIBUTION } from '../wefe-index/index.csv.ts';
import { mapDefaultYear } from './maps.default-year.ts';
import { presentKey, presentMap, presentPoint } from './maps.presenter.ts';
import type { MapsRepo } from './maps.repo.ts';

/** The relations named in `with` (comma separated, Laravel style); unknown names are ignored. */
export function parseWith(value: string | undefined): { country: boolean; mapKey: boolean; sector: boolean } {
  const names = new Set((value ?? '').split(',').map((n) => n.trim().toLowerCase().replace(/_/g, '')));
  return { country: names.has('country'), mapKey: names.has('mapkey'), sector: names.has('sector') };
}

/** Builds the maps service over its repository. */
export function createMapsService(repo: MapsRepo) {
  const requireMap = async (id: number) => {
    const view = await repo.mapById(id);
    if (!view) throw notFound('maps.not_found');
    return view;
  };

  /** The year each of the maps given opens on (maps.default-year.ts). */
  const defaultYears = async (mapIds: readonly number[]): Promise<Map<number, number | null>> => {
    if (mapIds.length === 0) return new Map();
    const [coverage, indexDefault] = await Promise.all([repo.yearCoverage(mapIds), repo.indexDefaultYear()]);
    return new Map(mapIds.map((id) => [id, mapDefaultYear(coverage.filter((c) => c.mapId === id), indexDefault)]));
  };

  const mapNames = async (language: Language) => new Map((await repo.listMaps()).map((v) => [v.map.id, localizedName(v.map, language)]));

  return {
    async list(filter: { sectorId?: number; with?: string }, language: Language): Promise<MapInfo[]> {
      const withSector = parseWith(filter.with).sector;
      const views = await repo.listMaps({ sectorId: filter.sectorId });
      const years = await defaultYears(views.map((view) => view.map.id));
      return views.map((view) => presentMap(view, language, withSector, years.get(view.map.id) ?? null));
    },

    async get(id: number, withRelations: string | undefined, language: Language): Promise<MapInfo> {
      const view = await requireMap(id);
      const years = await defaultYears([id]);
      return presentMap(view, language, parseWith(withRelations).sector, years.get(id) ?? null);
    },

    async keys(id: number, language: Language): Promise<MapKey[]> {
      await requireMap(id);
      return (await repo.listKeys(id)).map((row) => presentKey(row, language));
    },

    /** A page of points; a map or country that does not exist is a 404, not an empty page. */
    async points(query: MapPointsQuery & { map_id?: number; country_id?: number }, language: Language): Promise<{ items: MapPoint[]; total: number }> {
      if (query.map_id !== undefined) await requireMap(query.map_id);
      const include = parseWith(query.with);
      const [{ rows, total }, names] = await Promise.all([
        repo.listPoints({
          mapId: query.map_id,
          countryId: query.country_id,
          year: query.year,
          limit: query.per_page,
          offset: (query.page - 1) * query.per_page,
        }),
        mapNames(language),
      ]);
      return { items: rows.map((row) => presentPoint(row, names.get(row.point.mapId) ?? '', language, include)), total };
    },

    years(filter: { mapId?: number; countryId?: number }): Promise<number[]> {
      return repo.years(filter);
    },

    /** The countries a map (or any map) has points for: what the country-level map's selector offers first. */
    countryIds(filter: { mapId?: number }): Promise<number[]> {
      return repo.countryIds(filter);
    },

    /** A map's points (one year, or all) as CSV with a source and licence line first. */
    async exportCsv(id: number, year: number | undefined, language: Language): Promise<{ csv: string; fileName: string }> {
      const view = await requireMap(id);
      const map = presentMap(view, language, true, null);
      const lines = [csvLine([DATA_ATTRIBUTION]), csvLine([`# ${map.name} (${map.metric})`])];
      lines.push(csvLine(['year', 'iso3', 'country', 'value', 'unit', 'legend_key', 'latitude', 'longitude']));
      const { rows } = await repo.listPoints({ mapId: id, year, limit: 1_000_000, offset: 0 });
      for (const { point, country, key } of rows) {
        lines.push(
          csvLine([
            String(point.year),
            country.iso3,
            localizedName(country, language),
            String(point.value),
            map.metric,
            key ? localizedName(key, language) : '',
            String(point.latitude),
            String(point.longitude),
          ]),
        );
      }
      // Map slugs are already lower-case words and dashes (maps.slug), safe in a file name.
      const fileName = `${view.map.slug}${year ? `-${year}` : ''}.csv`;
      return { csv: `${lines.join('\r\n')}\r\n`, fileName };
    },
  };
}
