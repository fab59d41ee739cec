// Shapes maps, legend keys and points into the answers of spec part 2 section 3.
import { localizedName, localizedText } from '../../lib/localized.ts';
import { NO_CATEGORY_COLOR, type Language, type MapInfo, type MapKey, type MapPoint } from '@wefe/contract';
import { translate } from '../../lib/i18n.ts';
import { localizedUnit } from '../../lib/units.ts';
import type { MapKeyRow, MapPointView, MapView } from './maps.repo.ts';


/** Only colours a browser can draw safely reach the client; anything else is the spec's slate grey. */
export function safeColor(color: string | null | undefined): string {
  return color && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : NO_CATEGORY_COLOR;
}

/** A map with its sector, the metric its points measure and, for indicator maps, the unit. */
export function presentMap(view: MapView, language: Language, withSector: boolean, defaultYear: number | null): MapInfo {
  const { map } = view;
  const unit = view.unit === null ? null : localizedUnit(view.unit, language);
  const metric = map.indicatorId === null && map.pillarId !== null ? translate(language, 'maps.score_metric') : (unit ?? '');
  return {
    id: map.id,
    name: localizedName(map, language),
    description: localizedText(language, map.descriptionEn, map.descriptionAr, map.descriptionFr),
    hint: localizedText(language, map.hintEn, map.hintAr, map.hintFr),
    sector_id: map.sectorId,
    ...(withSector ? { sector: { id: view.sector.id, name: localizedName(view.sector, language) } } : {}),
    metric,
    unit,
    pillar_id: map.pillarId,
    indicator_id: map.indicatorId,
    default_year: defaultYear,
  };
}

/** A legend key: `name` in the reader's language and `alt_name` the Arabic name. */
export function presentKey(row: MapKeyRow, language: Language): MapKey {
  return {
    id: row.id,
    map_id: row.mapId,
    name: localizedName(row, language),
    alt_name: row.nameAr,
    color: safeColor(row.color),
    min_value: row.minValue,
    max_value: row.maxValue,
  };
}

/** A point; `rank` carries the value (spec), `wefe_title` the map's name, relations only when asked for. */
export function presentPoint(view: MapPointView, mapName: string, language: Language, include: { country: boolean; mapKey: boolean }): MapPoint {
  const { point, country, key } = view;
  return {
    id: point.id,
    map_id: point.mapId,
    country_id: point.countryId,
    year: point.year,
    // Three decimals keep 0..1 indices (Red List) readable and every band edge intact.
    rank: Math.round(point.value * 1000) / 1000,
    lat: point.latitude,
    lng: point.longitude,
    radius: point.radius,
    markers: point.markers,
    wefe_title: mapName,
    map_key_id: point.mapKeyId,
    ...(include.mapKey
      ? { map_key: key ? { id: key.id, name: localizedName(key, language), alt_name: key.nameAr, color: safeColor(key.color) } : null }
      : {}),
    ...(include.country
      ? { country: { id: country.id, name: localizedName(country, language), iso3: country.iso3, numeric_code: country.numericCode } }
      : {}),
  };
}
