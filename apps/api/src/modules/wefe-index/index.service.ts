// The rules of the index calls: which year is shown by default, what a country's detail holds, and
// the open-data export. Answers are shaped by index.presenter.ts.
import { localizedName } from '../../lib/localized.ts';
import type { CountryIndexDetail, IndexEntry, IndexesQuery, Language, Pillar } from '@wefe/contract';
import { notFound } from '../../lib/errors.ts';
import { csvLine } from '../../lib/csv.ts';
import { DATA_ATTRIBUTION } from './index.csv.ts';
import { presentEntry, presentIndicator, presentIndicatorScore, presentPillar, scoreText } from './index.presenter.ts';
import type { IndexRepo } from './index.repo.ts';

/**
 * The default year is the latest with at least this share of the best-covered year's ranked countries:
 * water-availability data stop in 2014-2019, so the newest years rank only about half of the countries.
 */
export const DEFAULT_YEAR_COVERAGE = 0.9;

/** The latest year whose ranked count is at least DEFAULT_YEAR_COVERAGE of the largest; null when none. */
export function defaultYear(years: ReadonlyArray<{ year: number; ranked: number }>): number | null {
  const most = Math.max(0, ...years.map((y) => y.ranked));
  if (most === 0) return years.length > 0 ? Math.max(...years.map((y) => y.year)) : null;
  const eligible = years.filter((y) => y.ranked >= most * DEFAULT_YEAR_COVERAGE).map((y) => y.year);
  return Math.max(...eligible);
}

/** Builds the index service over its repository. */
export function createIndexService(repo: IndexRepo) {
  const resolveYear = async (year: number | undefined) => year ?? defaultYear(await repo.yearsWithRanks());

  return {
    async pillars(language: Language): Promise<Pillar[]> {
      return (await repo.listPillars()).map((row) => presentPillar(row, language));
    },

    async indicators(language: Language) {
      return (await repo.listIndicators()).map((row) => presentIndicator(row, language));
    },

    async years() {
      const years = await repo.yearsWithRanks();
      return { years, default_year: defaultYear(years) };
    },

    /** A page of the ranking of a year (the default year when none is asked for). */
    async list(query: IndexesQuery, language: Language): Promise<{ items: IndexEntry[]; total: number; year: number | null }> {
      const year = await resolveYear(query.year);
      if (year === null) return { items: [], total: 0, year: null };
      const { rows, total } = await repo.listEntries({
        year,
        pillarId: query.pillar_id ?? null,
        countryId: query.country_id,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return { items: rows.map((row) => presentEntry(row, language)), total, year };
    },

    async get(id: number, language: Language): Promise<IndexEntry> {
      const row = await repo.entryById(id);
      if (!row) throw notFound('wefe.index_not_found');
      return presentEntry(row, language);
    },

    /** A country's index, rank, pillars and indicators for a year (its latest year with data by default). */
    async country(countryId: number, year: number | undefined, language: Language): Promise<CountryIndexDetail> {
      const country = await repo.country(countryId);
      if (!country) throw notFound('wefe.country_not_found');
      const years = await repo.countryYears(countryId);
      const preferred = await resolveYear(year);
      // Without a year asked for, the default year when the country has it, else the country's newest.
      const chosen = year ?? (preferred !== null && years.includes(preferred) ? preferred : (years[0] ?? preferred));
      const countryAnswer = { id: country.id, name: localizedName(country, language), iso3: country.iso3, numeric_code: country.numericCode };
      if (chosen === null || chosen === undefined || !years.includes(chosen)) {
        return { id: 0, country: countryAnswer, year: chosen ?? 0, rank: null, value: null, years, pillars: [] };
      }
      const [{ scores, indicators }, pillarRows] = await Promise.all([repo.countryYear(countryId, chosen), repo.listPillars()]);
      const overall = scores.find((s) => s.pillarId === null);
      return {
        id: overall?.id ?? 0,
        country: countryAnswer,
        year: chosen,
        rank: overall?.rank ?? null,
        value: scoreText(overall?.value ?? null),
        years,
        pillars: pillarRows.map((pillar) => {
          const score = scores.find((s) => s.pillarId === pillar.id);
          return {
            pillar_id: pillar.id,
            pillar: {
              name: pillar.nameEn,
              localized_name: localizedName(pillar, language),
              slug: pillar.slug,
              color: [pillar.colorLight, pillar.colorDark] as [string, string],
            },
            value: scoreText(score?.value ?? null),
            rank: score?.rank ?? null,
            access: scoreText(score?.access ?? null),
            availability: scoreText(score?.availability ?? null),
            indicators: indicators.filter((i) => i.indicator.pillarId === pillar.id).map((i) => presentIndicatorScore(i, language)),
          };
        }),
      };
    },

    /** The ranking of a year as CSV: a source and licence line, a header, one row per country. */
    async exportCsv(year: number | undefined, language: Language): Promise<{ csv: string; year: number | null }> {
      const chosen = await resolveYear(year);
      const pillarRows = await repo.listPillars();
      const lines = [csvLine([DATA_ATTRIBUTION])];
      lines.push(csvLine(['year', 'rank', 'iso3', 'country', 'wefe_index', ...pillarRows.flatMap((p) => [`${p.slug}_score`, `${p.slug}_rank`])]));
      if (chosen !== null) {
        const rows = await repo.yearTable(chosen);
        const byCountry = new Map<number, typeof rows>();
        for (const row of rows) byCountry.set(row.country.id, [...(byCountry.get(row.country.id) ?? []), row]);
        const overall = rows.filter((r) => r.score.pillarId === null);
        for (const row of overall) {
          const perPillar = byCountry.get(row.country.id) ?? [];
          lines.push(
            csvLine([
              String(chosen),
              row.score.rank === null ? '' : String(row.score.rank),
              row.country.iso3,
              localizedName(row.country, language),
              scoreText(row.score.value) ?? '',
              ...pillarRows.flatMap((p) => {
                const s = perPillar.find((r) => r.score.pillarId === p.id)?.score;
                return [scoreText(s?.value ?? null) ?? '', s?.rank == null ? '' : String(s.rank)];
              }),
            ]),
          );
        }
      }
      return { csv: `${lines.join('\r\n')}\r\n`, year: chosen };
    },
  };
}

export type IndexService = ReturnType<typeof createIndexService>;
