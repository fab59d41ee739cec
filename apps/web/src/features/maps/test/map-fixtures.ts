// Answers of the map calls for page tests, shaped like the API's.
import type { Country, MapInfo, MapKey, MapPoint, Sector } from '@wefe/contract';

export const SECTORS: Sector[] = [
  { id: 1, name: 'Water', slug: 'water', type: 'interactive-maps', description: null },
  { id: 2, name: 'Energy', slug: 'energy', type: 'interactive-maps', description: null },
];

export function mapInfo(overrides: Partial<MapInfo> & Pick<MapInfo, 'id' | 'name'>): MapInfo {
  return {
    description: null,
    hint: null,
    sector_id: 1,
    metric: 'Score (0-100)',
    unit: null,
    pillar_id: 1,
    indicator_id: null,
    default_year: null,
    ...overrides,
  };
}

export const WATER_MAPS: MapInfo[] = [
  mapInfo({ id: 10, name: 'Water Score', description: 'How secure water is, from 0 to 100.', hint: 'Higher is better.', sector: { id: 1, name: 'Water' } }),
  mapInfo({ id: 11, name: 'Water stress', metric: '%', unit: '%', indicator_id: 4, pillar_id: 1, sector: { id: 1, name: 'Water' } }),
];

export const ENERGY_MAPS: MapInfo[] = [
  mapInfo({ id: 20, name: 'Energy Score', sector_id: 2, pillar_id: 2, sector: { id: 2, name: 'Energy' } }),
  mapInfo({ id: 21, name: 'Electricity use', sector_id: 2, pillar_id: 2, indicator_id: 9, metric: 'kWh per person', unit: 'kWh per person', sector: { id: 2, name: 'Energy' } }),
];

export function mapKey(id: number, name: string, color: string, altName: string | null = null, mapId = 10): MapKey {
  return { id, map_id: mapId, name, alt_name: altName, color, min_value: null, max_value: null };
}

export const SCORE_KEYS: MapKey[] = [
  mapKey(1, 'Low', '#d73027', 'منخفض'),
  mapKey(2, 'Medium', '#fee08b', 'متوسط'),
  mapKey(3, 'High', '#1a9850', 'مرتفع'),
];

const COUNTRY_REFS = {
  jordan: { id: 111, name: 'Jordan', iso3: 'JOR', numeric_code: '400' },
  egypt: { id: 64, name: 'Egypt', iso3: 'EGY', numeric_code: '818' },
  yemen: { id: 245, name: 'Yemen', iso3: 'YEM', numeric_code: '887' },
};

let nextPointId = 1000;

/** A point of `country` with value `value`, keyed by `key` (null: no key). */
export function mapPoint(country: keyof typeof COUNTRY_REFS, value: number, key: MapKey | null, overrides: Partial<MapPoint> = {}): MapPoint {
  const ref = COUNTRY_REFS[country];
  return {
    id: nextPointId++,
    map_id: 10,
    country_id: ref.id,
    year: 2023,
    rank: value,
    lat: 30,
    lng: 35,
    radius: 20,
    markers: null,
    wefe_title: 'Water Score',
    map_key_id: key?.id ?? null,
    map_key: key ? { id: key.id, name: key.name, alt_name: key.alt_name, color: key.color } : null,
    country: ref,
    ...overrides,
  };
}

function country(id: number, name: string, code: string, iso3: string): Country {
  return {
    id,
    name,
    name_en: name,
    name_ar: name,
    name_fr: name,
    code,
    iso3,
    calling_code: null,
    latitude: 0,
    longitude: 0,
    continent: 'Asia',
    is_mena: true,
    is_oic: true,
  };
}

export const COUNTRIES: Country[] = [country(111, 'Jordan', 'JO', 'JOR'), country(64, 'Egypt', 'EG', 'EGY'), country(245, 'Yemen', 'YE', 'YEM')];
