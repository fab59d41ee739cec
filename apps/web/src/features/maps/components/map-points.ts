// The one point transformation of both map pages (spec part 2, sections 2.2, 2.3 and 3): API points
// become globe points (colour, radius, label, metric, formatted value), legend keys are rebuilt from
// the points present, and points become rows of the accessible data table. Pure, so unit-tested.
import { MAP_POINT_RADIUS, NO_CATEGORY_COLOR, type MapInfo, type MapKey, type MapPoint } from '@wefe/contract';
import type { GlobeLegendEntry, GlobePoint } from '@/components/globe/globe-types';

/** The parts of a map the transformation reads. */
export type MapMeta = Pick<MapInfo, 'name' | 'unit' | 'indicator_id'>;

/** A point's legend key as the API embeds it. */
export type PointKey = Pick<MapKey, 'id' | 'name' | 'alt_name' | 'color'>;

/** A legend row with the key it stands for; `keyId` is null for the 'No Category' row. */
export interface MapLegendEntry extends GlobeLegendEntry {
  keyId: number | null;
}

/** One row of the data table under a globe. */
export interface MapPointRow {
  id: number;
  country: string;
  year: number;
  /** Formatted with the unit, as the tooltip shows it. */
  value: string;
  /** The raw number, for bars and sorting. */
  amount: number;
  keyLabel: string;
  keyColor: string;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** True for a colour the globe can draw safely: a #rgb, #rgba, #rrggbb or #rrggbbaa hex colour. */
export function isValidColor(color: unknown): color is string {
  return typeof color === 'string' && HEX_COLOR.test(color.trim());
}

/** `color` when it is a valid colour, else the spec's slate grey. */
export function safeColor(color: unknown): string {
  return isValidColor(color) ? color.trim() : NO_CATEGORY_COLOR;
}

/** A value as a number: numbers and numeric strings as they are, anything else 0 (spec part 2, section 5). */
export function numericValue(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : 0;
}

/** A map of a pillar's 0-100 score (no indicator behind it): its values need no unit. */
export function isScoreMap(map: MapMeta): boolean {
  return map.indicator_id === null;
}

/** The unit written after a map's values, or '' for score maps and maps without a unit. */
export function valueUnit(map: MapMeta): string {
  const unit = map.unit?.trim() ?? '';
  return isScoreMap(map) ? '' : unit;
}

/** Formats a map's values in `language`: up to 2 decimals, then the map's unit when it has one. */
export function mapValueFormatter(map: MapMeta, language: string): (value: unknown) => string {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const unit = valueUnit(map);
  return (value) => {
    const text = format.format(numericValue(value));
    return unit ? `${text} ${unit}` : text;
  };
}

/** A legend key's name: the Arabic name for Arabic readers when there is one, else the name. */
export function keyLabel(key: Pick<MapKey, 'name' | 'alt_name'>, language: string): string {
  return (language === 'ar' && key.alt_name?.trim()) || key.name;
}

/** A point as the globe draws it. */
export function toGlobePoint(point: MapPoint, map: MapMeta, format: (value: unknown) => string): GlobePoint {
  const radius = numericValue(point.radius);
  return {
    id: point.id,
    lat: numericValue(point.lat),
    lng: numericValue(point.lng),
    radius: radius > 0 ? radius : MAP_POINT_RADIUS,
    color: safeColor(point.map_key?.color),
    label: point.country?.name || point.markers || point.wefe_title || map.name,
    metric: point.wefe_title || map.name,
    value: format(point.rank),
  };
}

/** The points of a map as the globe draws them, values formatted in `language`. */
export function toGlobePoints(points: readonly MapPoint[], map: MapMeta, language: string): GlobePoint[] {
  const format = mapValueFormatter(map, language);
  return points.map((point) => toGlobePoint(point, map, format));
}

/**
 * The legend of a set of points: the distinct keys present, in the order of the map's keys (keys the
 * list lacks follow in the order they first appear), then a grey 'No Category' row when a point has
 * no key. With `allKeys`, every key of the map is listed, present or not.
 */
export function buildLegend(
  points: readonly MapPoint[],
  keys: readonly MapKey[],
  { language, noCategory, allKeys = false }: { language: string; noCategory: string; allKeys?: boolean },
): MapLegendEntry[] {
  const order = new Map(keys.map((key, index) => [key.id, index]));
  const present = new Map<number, PointKey>();
  let uncategorised = false;
  for (const point of points) {
    if (point.map_key) {
      if (!present.has(point.map_key.id)) present.set(point.map_key.id, point.map_key);
    } else {
      uncategorised = true;
    }
  }
  if (allKeys) for (const key of keys) if (!present.has(key.id)) present.set(key.id, key);

  const known = keys.filter((key) => present.has(key.id));
  const unknown = [...present.values()].filter((key) => !order.has(key.id));
  const entries: MapLegendEntry[] = [...known, ...unknown].map((key) => ({
    keyId: key.id,
    label: keyLabel(key, language),
    color: safeColor(key.color),
  }));
  if (uncategorised) entries.push({ keyId: null, label: noCategory, color: NO_CATEGORY_COLOR });
  return entries;
}

/** The points as data-table rows, sorted by country name in `language`. */
export function toPointRows(points: readonly MapPoint[], map: MapMeta, { language, noCategory }: { language: string; noCategory: string }): MapPointRow[] {
  const format = mapValueFormatter(map, language);
  const collator = new Intl.Collator(language);
  return points
    .map((point) => ({
      id: point.id,
      country: point.country?.name || point.markers || point.wefe_title || map.name,
      year: point.year,
      value: format(point.rank),
      amount: numericValue(point.rank),
      keyLabel: point.map_key ? keyLabel(point.map_key, language) : noCategory,
      keyColor: point.map_key ? safeColor(point.map_key.color) : NO_CATEGORY_COLOR,
    }))
    .sort((a, b) => collator.compare(a.country, b.country) || b.year - a.year);
}
