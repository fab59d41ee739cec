// GET /interactive-maps/map/{id}/export.csv?year=: a map's points as open data. A public file, so a
// plain download link (the server names the file in Content-Disposition).
import type { Language } from '@wefe/contract';
import { API_BASE_URL, buildQueryString } from '@/lib/api-client';

/** The address of a map's CSV, of one year when `year` is given, names in `lang`. */
export function mapExportHref(mapId: number, lang: Language, year?: number): string {
  return `${API_BASE_URL}/interactive-maps/map/${mapId}/export.csv${buildQueryString({ year, lang })}`;
}
