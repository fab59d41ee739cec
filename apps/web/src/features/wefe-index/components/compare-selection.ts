// What the comparison shows, kept in the address so a link restores it and the back button walks
// through earlier choices: ?countries=JOR,EGY,MAR&year=2020&pillar=water&benchmark=MENA. The countries
// in the order chosen (ISO 3166 alpha-3, at most five, no repeats); no year is the default year; no
// pillar draws the overall index's trend; the benchmark is MENA's or the OIC's mean, or none.
import type { IndexRegion } from '@wefe/contract';
import { COMPARE_MAX } from './country-multi-select';

/** The groups whose mean the comparison can draw as a line. */
export const COMPARE_BENCHMARKS = ['MENA', 'OIC'] as const satisfies readonly IndexRegion[];
export type CompareBenchmark = (typeof COMPARE_BENCHMARKS)[number];

export interface CompareSelection {
  countries: string[];
  year: number | null;
  pillarSlug: string | null;
  benchmark: CompareBenchmark | null;
}

/** The selection in `params`; anything malformed is left out. */
export function readCompareSelection(params: URLSearchParams): CompareSelection {
  const codes = (params.get('countries') ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => /^[A-Z]{3}$/.test(code));
  const year = params.get('year')?.trim() ?? '';
  const slug = params.get('pillar')?.trim() ?? '';
  const benchmark = params.get('benchmark')?.trim().toUpperCase() ?? '';
  return {
    countries: [...new Set(codes)].slice(0, COMPARE_MAX),
    year: /^\d{4}$/.test(year) ? Number(year) : null,
    pillarSlug: /^[a-z0-9-]{1,50}$/.test(slug) ? slug : null,
    benchmark: (COMPARE_BENCHMARKS as readonly string[]).includes(benchmark) ? (benchmark as CompareBenchmark) : null,
  };
}

/** The query string of a selection: only what is chosen, countries joined by commas. */
export function compareSearch(selection: CompareSelection): string {
  const params = new URLSearchParams();
  if (selection.countries.length > 0) params.set('countries', selection.countries.join(','));
  if (selection.year !== null) params.set('year', String(selection.year));
  if (selection.pillarSlug !== null) params.set('pillar', selection.pillarSlug);
  if (selection.benchmark !== null) params.set('benchmark', selection.benchmark);
  // Commas stay readable in a shared address.
  return params.toString().replaceAll('%2C', ',');
}
