// GET /indexes/export.csv?year=: a year's ranking as open data. The page offers it as a plain download
// link, so the browser saves the file itself (the answer is public and carries its own filename).
import type { Language } from '@wefe/contract';
import { API_BASE_URL, buildQueryString } from '@/lib/api-client';

/** The address of the CSV of `year` (the server's default year when undefined), names in `lang`. */
export function indexExportHref(year: number | undefined, lang: Language): string {
  return `${API_BASE_URL}/indexes/export.csv${buildQueryString({ year, lang })}`;
}
