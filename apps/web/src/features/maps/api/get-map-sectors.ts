// GET /sectors/type/interactive-maps: the sectors the maps are grouped in (Water, Energy, Food,
// Ecosystems), named in the request language; the global map's first filter.
import { useQuery } from '@tanstack/react-query';
import type { Language, Sector } from '@wefe/contract';
import { useLanguage } from '@/lib/i18n';
import { lookupQueryOptions } from '@/lib/lookups/lookup-query';

export const MAP_SECTOR_TYPE = 'interactive-maps';

export const getMapSectorsQueryOptions = (language: Language) =>
  lookupQueryOptions<Sector>(`sectors-${MAP_SECTOR_TYPE}`, `/sectors/type/${MAP_SECTOR_TYPE}`, language);

/** The map sectors in the current language. */
export function useMapSectors() {
  return useQuery(getMapSectorsQueryOptions(useLanguage()));
}
