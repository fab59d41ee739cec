// How large the generated data set is. The load generator reads these to spread its requests.
import { BENCH_MEMBER_COUNT } from './accounts.ts';

/** Rows generated on top of what the hub seeds itself. */
export const BENCH_VOLUMES = {
  members: BENCH_MEMBER_COUNT,
  publications: 100_000,
  stories: 50_000,
  newsEvents: 20_000,
} as const;

/** The shape of the WEFE index after generation: countries x years x indicators. */
export const BENCH_INDEX = {
  countries: 200,
  indicators: 40,
  firstYear: 2004,
  lastYear: 2023,
} as const;

/** Content dates spread over this many years, ending about a year from now (so some events are upcoming). */
export const BENCH_CONTENT_YEARS = 20;
