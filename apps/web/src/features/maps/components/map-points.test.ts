import { MAP_POINT_RADIUS, NO_CATEGORY_COLOR, type MapKey, type MapPoint } from '@wefe/contract';
import { describe, expect, it } from 'vitest';
import { buildLegend, mapValueFormatter, numericValue, safeColor, toGlobePoint, toGlobePoints, toPointRows, type MapMeta } from './map-points';

const SCORE_MAP: MapMeta = { name: 'Water Score', unit: null, indicator_id: null };
const UNIT_MAP: MapMeta = { name: 'Electricity use', unit: 'kWh per person', indicator_id: 12 };

function point(overrides: Partial<MapPoint> = {}): MapPoint {
  return {
    id: 1,
    map_id: 3,
    country_id: 111,
    year: 2023,
    rank: 63.25,
    lat: 31.2,
    lng: 36.5,
    radius: 20,
    markers: null,
    wefe_title: 'Water Score',
    map_key_id: 7,
    map_key: { id: 7, name: 'High', alt_name: 'مرتفع', color: '#1a9850' },
    country: { id: 111, name: 'Jordan', iso3: 'JOR', numeric_code: '400' },
    ...overrides,
  };
}

function key(id: number, name: string, color: string, altName: string | null = null): MapKey {
  return { id, map_id: 3, name, alt_name: altName, color, min_value: null, max_value: null };
}

describe('toGlobePoint', () => {
  const format = mapValueFormatter(SCORE_MAP, 'en');

  it('takes the colour of the point key, and slate grey for a missing key or an invalid colour', () => {
    expect(toGlobePoint(point(), SCORE_MAP, format).color).toBe('#1a9850');
    expect(toGlobePoint(point({ map_key: null, map_key_id: null }), SCORE_MAP, format).color).toBe(NO_CATEGORY_COLOR);
    expect(toGlobePoint(point({ map_key: { id: 7, name: 'High', alt_name: null, color: 'javascript:alert(1)' } }), SCORE_MAP, format).color).toBe(
      NO_CATEGORY_COLOR,
    );
    expect(toGlobePoint(point({ map_key: { id: 7, name: 'High', alt_name: null, color: 'greenish' } }), SCORE_MAP, format).color).toBe(NO_CATEGORY_COLOR);
  });

  it('uses the default radius of 20 when the point has none', () => {
    expect(toGlobePoint(point({ radius: 0 }), SCORE_MAP, format).radius).toBe(MAP_POINT_RADIUS);
    expect(toGlobePoint(point({ radius: Number.NaN }), SCORE_MAP, format).radius).toBe(20);
    expect(toGlobePoint(point({ radius: 35 }), SCORE_MAP, format).radius).toBe(35);
  });

  it('names the point after its country and the metric after the map', () => {
    expect(toGlobePoint(point(), SCORE_MAP, format)).toEqual({
      id: 1,
      lat: 31.2,
      lng: 36.5,
      radius: 20,
      color: '#1a9850',
      label: 'Jordan',
      metric: 'Water Score',
      value: '63.25',
    });
  });
});

describe('value formatting', () => {
  it('rounds to at most two decimals in the reader’s language, without a unit on score maps', () => {
    expect(mapValueFormatter(SCORE_MAP, 'en')(63.256)).toBe('63.26');
    expect(mapValueFormatter(SCORE_MAP, 'en')(40)).toBe('40');
    expect(mapValueFormatter(SCORE_MAP, 'fr')(1234.5)).toBe(new Intl.NumberFormat('fr', { maximumFractionDigits: 2 }).format(1234.5));
    expect(mapValueFormatter(SCORE_MAP, 'fr')(63.5)).toBe('63,5');
  });

  it('adds the unit of an indicator map', () => {
    const points = toGlobePoints([point({ rank: 1204.456, wefe_title: 'Electricity use' })], UNIT_MAP, 'en');
    expect(points[0]?.value).toBe('1,204.46 kWh per person');
    expect(points[0]?.metric).toBe('Electricity use');
  });

  it('reads a non-numeric value as 0', () => {
    expect(numericValue('not a number')).toBe(0);
    expect(numericValue(undefined)).toBe(0);
    expect(numericValue(Number.POSITIVE_INFINITY)).toBe(0);
    expect(numericValue('12.5')).toBe(12.5);
    expect(toGlobePoint(point({ rank: 'n/a' as unknown as number }), SCORE_MAP, mapValueFormatter(SCORE_MAP, 'en')).value).toBe('0');
  });

  it('keeps only hex colours', () => {
    expect(safeColor('#abc')).toBe('#abc');
    expect(safeColor(' #AABBCC ')).toBe('#AABBCC');
    expect(safeColor('red; background:url(x)')).toBe(NO_CATEGORY_COLOR);
    expect(safeColor(null)).toBe(NO_CATEGORY_COLOR);
  });
});

describe('buildLegend', () => {
  const keys = [key(1, 'Low', '#d73027', 'منخفض'), key(2, 'Medium', '#fee08b', 'متوسط'), key(3, 'High', '#1a9850', 'مرتفع')];
  const low = { id: 1, name: 'Low', alt_name: 'منخفض', color: '#d73027' };
  const high = { id: 3, name: 'High', alt_name: 'مرتفع', color: '#1a9850' };

  it('lists the keys present in the points in the map’s order, then No Category for points without a key', () => {
    const points = [point({ id: 1, map_key: high }), point({ id: 2, map_key: null }), point({ id: 3, map_key: low }), point({ id: 4, map_key: high })];
    expect(buildLegend(points, keys, { language: 'en', noCategory: 'No Category' })).toEqual([
      { keyId: 1, label: 'Low', color: '#d73027' },
      { keyId: 3, label: 'High', color: '#1a9850' },
      { keyId: null, label: 'No Category', color: NO_CATEGORY_COLOR },
    ]);
  });

  it('lists every key of the map when asked, in Arabic by their Arabic names', () => {
    expect(buildLegend([point({ map_key: high })], keys, { language: 'ar', noCategory: 'بدون فئة', allKeys: true }).map((entry) => entry.label)).toEqual([
      'منخفض',
      'متوسط',
      'مرتفع',
    ]);
  });

  it('keeps keys the map list lacks, after the known ones, with a safe colour', () => {
    const stray = { id: 9, name: 'Stray', alt_name: null, color: 'not-a-colour' };
    expect(buildLegend([point({ map_key: stray }), point({ map_key: low })], keys, { language: 'en', noCategory: 'No Category' })).toEqual([
      { keyId: 1, label: 'Low', color: '#d73027' },
      { keyId: 9, label: 'Stray', color: NO_CATEGORY_COLOR },
    ]);
  });

  it('is empty without points', () => {
    expect(buildLegend([], keys, { language: 'en', noCategory: 'No Category' })).toEqual([]);
  });
});

describe('toPointRows', () => {
  it('gives each point its country, formatted value and key, sorted by country', () => {
    const rows = toPointRows(
      [point({ id: 1, rank: 10 }), point({ id: 2, rank: 5.5, map_key: null, country: { id: 2, name: 'Egypt', iso3: 'EGY', numeric_code: '818' } })],
      UNIT_MAP,
      { language: 'en', noCategory: 'No Category' },
    );
    expect(rows.map(({ country, value, keyLabel }) => ({ country, value, keyLabel }))).toEqual([
      { country: 'Egypt', value: '5.5 kWh per person', keyLabel: 'No Category' },
      { country: 'Jordan', value: '10 kWh per person', keyLabel: 'High' },
    ]);
  });
});
