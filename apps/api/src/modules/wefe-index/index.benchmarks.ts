// Regional benchmarks of the index: for a group of countries (MENA, the OIC, a continent), the
// unweighted mean of its members' scores and its best member, for the index and each pillar. Pure; the
// service feeds it the stored scores.
import type { IndexRegion } from '@wefe/contract';

/** A country as the benchmarks need it: who it is and which groups it belongs to. */
export interface GroupedCountry {
  id: number;
  iso3: string;
  isMena: boolean;
  isOic: boolean;
  continent: string;
}

/** One stored score: a country's index (pillarId null) or pillar in a year; `ranked` for the index's rule. */
export interface GroupedScore {
  country: GroupedCountry;
  pillarId: number | null;
  value: number | null;
  rank: number | null;
}

/** A group's figure for one measure. */
export interface BenchmarkFigure {
  mean: number | null;
  countries: number;
  best: { countryId: number; value: number } | null;
}

/** Whether a country belongs to a group. */
export function belongsTo(country: Pick<GroupedCountry, 'isMena' | 'isOic' | 'continent'>, region: IndexRegion): boolean {
  if (region === 'MENA') return country.isMena;
  if (region === 'OIC') return country.isOic;
  return country.continent === region;
}

/**
 * The mean and best of one measure over a group's members. For the index only ranked countries count
 * (an unranked country has no index value); for a pillar, every member with the pillar's value. Ties
 * for best go to the lower country id, so the answer does not depend on row order.
 */
export function benchmarkFigure(scores: readonly GroupedScore[], region: IndexRegion, pillarId: number | null): BenchmarkFigure {
  const members = scores.filter((s) => s.pillarId === pillarId && s.value !== null && belongsTo(s.country, region) && (pillarId !== null || s.rank !== null));
  if (members.length === 0) return { mean: null, countries: 0, best: null };
  const mean = members.reduce((sum, s) => sum + s.value!, 0) / members.length;
  const best = members.reduce((top, s) => (s.value! > top.value! || (s.value === top.value && s.country.id < top.country.id) ? s : top));
  return { mean, countries: members.length, best: { countryId: best.country.id, value: best.value! } };
}

/** The group's hub countries with any score in the rows given. */
export function groupMembers(scores: readonly GroupedScore[], region: IndexRegion): number {
  return new Set(scores.filter((s) => belongsTo(s.country, region)).map((s) => s.country.id)).size;
}
