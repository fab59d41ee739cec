// The year a map opens on (issue 26). The index's default-year rule, carried over to maps: a map opens
// on the index's default year (the latest comparable year, docs/methodology.md) when it covers that year
// as well as its usual years; otherwise on the newest year that covers at least two thirds of the
// countries of its best-covered year (the index's coverage rule); else on its newest year. Before this,
// every map opened on its newest year, which for the pillar maps is a provisional year with 35 countries.

/** The share of a map's best-covered year a year must reach to be opened on. */
export const MAP_DEFAULT_COVERAGE = 2 / 3;

/** How many countries a map has points for in each year. */
export interface YearCoverage {
  year: number;
  countries: number;
}

/** The year a map opens on, from its coverage by year and the index's default year; null without points. */
export function mapDefaultYear(coverage: readonly YearCoverage[], indexDefaultYear: number | null): number | null {
  if (coverage.length === 0) return null;
  const best = Math.max(...coverage.map((c) => c.countries));
  const covered = coverage.filter((c) => c.countries >= MAP_DEFAULT_COVERAGE * best);
  if (indexDefaultYear !== null && covered.some((c) => c.year === indexDefaultYear)) return indexDefaultYear;
  return Math.max(...(covered.length > 0 ? covered : coverage).map((c) => c.year));
}
