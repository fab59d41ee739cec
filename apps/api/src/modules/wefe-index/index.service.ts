// The rules of the index calls: which year is shown by default, what a country's detail holds, the
// methodology's numbers and validation, and the open data (two CSV tables and their data package).
// Answers are shaped by index.presenter.ts and index.open-data.ts.
import {
  INDEX_REGIONS,
  type BenchmarkSeries,
  type CountryIndexDetail,
  type CountryKey,
  type CountrySeries,
  type IndexBenchmarks,
  type IndexEntry,
  type IndexesQuery,
  type IndexMethodology,
  type IndexRegion,
  type IndexYears,
  type Language,
  type Pillar,
} from '@wefe/contract';
import { localizedName } from '../../lib/localized.ts';
import { notFound } from '../../lib/errors.ts';
import {
  CARRY_FORWARD_YEARS,
  COVERAGE_THRESHOLD,
  GOALPOST_PERCENTILES,
  MAX_CARRIED_FORWARD_SHARE,
  PILLARS,
  RANKING_MIN_INDICATOR_SHARE,
  type Pillar as PillarSlug,
} from './index.compute.ts';
import { belongsTo, benchmarkFigure, groupMembers, type GroupedScore } from './index.benchmarks.ts';
import { loadReferenceScores } from './index.data.ts';
import { indexTableCsv, indicatorTableCsv, type OpenDataYear } from './index.open-data.ts';
import {
  presentEntry,
  presentIndicator,
  presentIndicatorScore,
  presentInterval,
  presentPillar,
  presentYear,
  scoreNumber,
  scoreText,
} from './index.presenter.ts';
import type { IndexRepo } from './index.repo.ts';
import { UNCERTAINTY_RUNS, UNCERTAINTY_SEED } from './index.uncertainty.ts';
import { compareWithReference, REFERENCE_GOALS, REFERENCE_NAME, VALIDATION_TARGETS, type ComparedCountry } from './index.validation.ts';

/** Builds the index service over its repository. */
export function createIndexService(repo: IndexRepo) {
  /** The year asked for, else the default year (the latest comparable year, chosen by the computation). */
  const resolveYear = async (year: number | undefined): Promise<number | null> => {
    if (year !== undefined) return year;
    const years = await repo.yearSummaries();
    return years.find((y) => y.isDefault)?.year ?? years[0]?.year ?? null;
  };
  const yearRow = async (year: number) => (await repo.yearSummaries()).find((y) => y.year === year) ?? null;

  return {
    async pillars(language: Language): Promise<Pillar[]> {
      return (await repo.listPillars()).map((row) => presentPillar(row, language));
    },

    /** Every indicator with its treatment and the goalposts of the latest computation. */
    async indicators(language: Language) {
      const [rows, computation] = await Promise.all([repo.listIndicators(), repo.currentComputation()]);
      return rows.map((row) => presentIndicator(row, language, computation?.goalposts[row.code] ?? null));
    },

    /** Every year, newest first, with its data window and comparability, and the default year. */
    async years(language: Language): Promise<IndexYears> {
      const [years, indicatorRows] = await Promise.all([repo.yearSummaries(), repo.listIndicators()]);
      const names = new Map(indicatorRows.map((i) => [i.code, localizedName(i, language)]));
      return {
        years: years.map((y) => presentYear(y, names)),
        default_year: years.find((y) => y.isDefault)?.year ?? years[0]?.year ?? null,
      };
    },

    /** A page of the ranking of a year (the default year when none is asked for). */
    async list(query: IndexesQuery, language: Language): Promise<{ items: IndexEntry[]; total: number; year: number | null }> {
      const year = await resolveYear(query.year);
      if (year === null) return { items: [], total: 0, year: null };
      const pillarId = query.pillar_id ?? null;
      const [{ rows, total }, summary, rankedAmong] = await Promise.all([
        repo.listEntries({ year, pillarId, countryId: query.country_id, region: query.region, limit: query.per_page, offset: (query.page - 1) * query.per_page }),
        yearRow(year),
        repo.rankedCount(year, pillarId),
      ]);
      const context = { provisional: summary?.provisional ?? false, rankedAmong };
      return { items: rows.map((row) => presentEntry(row, language, context)), total, year };
    },

    async get(id: number, language: Language): Promise<IndexEntry> {
      const row = await repo.entryById(id);
      if (!row) throw notFound('wefe.index_not_found');
      const [summary, rankedAmong] = await Promise.all([yearRow(row.score.year), repo.rankedCount(row.score.year, row.score.pillarId)]);
      return presentEntry(row, language, { provisional: summary?.provisional ?? false, rankedAmong });
    },

    /** A country's index, rank and pillars with their indicators for a year (its latest year with data by default). */
    async country(key: CountryKey, year: number | undefined, language: Language): Promise<CountryIndexDetail> {
      const country = await repo.country(key);
      if (!country) throw notFound('wefe.country_not_found');
      const countryId = country.id;
      const years = await repo.countryYears(countryId);
      const preferred = await resolveYear(year);
      // Without a year asked for, the default year when the country has it, else the country's newest.
      const chosen = year ?? (preferred !== null && years.includes(preferred) ? preferred : (years[0] ?? preferred));
      const countryAnswer = { id: country.id, name: localizedName(country, language), iso3: country.iso3, numeric_code: country.numericCode };
      if (chosen === null || chosen === undefined || !years.includes(chosen)) {
        return {
          id: 0,
          country: countryAnswer,
          year: chosen ?? 0,
          rank: null,
          value: null,
          rank_interval: null,
          ranked_among: 0,
          indicators_used: 0,
          indicators_total: 0,
          unranked_reason: null,
          missing_sub_pillars: [],
          provisional: false,
          years,
          pillars: [],
        };
      }
      const [{ scores, indicators }, pillarRows, summary, rankedCounts] = await Promise.all([
        repo.countryYear(countryId, chosen),
        repo.listPillars(),
        yearRow(chosen),
        repo.rankedCounts(chosen),
      ]);
      const overall = scores.find((s) => s.pillarId === null);
      return {
        id: overall?.id ?? 0,
        country: countryAnswer,
        year: chosen,
        rank: overall?.rank ?? null,
        value: scoreText(overall?.value ?? null),
        rank_interval: overall ? presentInterval(overall) : null,
        ranked_among: rankedCounts.get('index') ?? 0,
        indicators_used: overall?.indicatorsUsed ?? 0,
        indicators_total: overall?.indicatorsTotal ?? 0,
        unranked_reason: (overall?.unrankedReason as CountryIndexDetail['unranked_reason']) ?? null,
        missing_sub_pillars: overall?.missingSubPillars ?? [],
        provisional: summary?.provisional ?? false,
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
            rank_interval: score ? presentInterval(score) : null,
            ranked_among: rankedCounts.get(pillar.id) ?? 0,
            indicators_used: score?.indicatorsUsed ?? 0,
            indicators_total: score?.indicatorsTotal ?? 0,
            access: scoreText(score?.access ?? null),
            availability: scoreText(score?.availability ?? null),
            indicators: indicators.filter((i) => i.indicator.pillarId === pillar.id).map((i) => presentIndicatorScore(i, language)),
          };
        }),
      };
    },

    /** A country's index and pillars in every year with data, oldest first, with ranks, intervals and data windows. */
    async series(key: CountryKey, language: Language): Promise<CountrySeries> {
      const country = await repo.country(key);
      if (!country) throw notFound('wefe.country_not_found');
      const countryId = country.id;
      const [scores, windows, yearRows, counts, pillarRows] = await Promise.all([
        repo.countryScores(countryId),
        repo.countryDataWindows(countryId),
        repo.yearSummaries(),
        repo.rankedCountsByYear(),
        repo.listPillars(),
      ]);
      const years = [...new Set(scores.map((s) => s.year))].sort((a, b) => a - b);
      const rankOf = (score: (typeof scores)[number] | undefined, among: number) => ({
        value: scoreText(score?.value ?? null),
        rank: score?.rank ?? null,
        rank_interval: score ? presentInterval(score) : null,
        ranked_among: among,
      });
      return {
        country: { id: country.id, name: localizedName(country, language), iso3: country.iso3, numeric_code: country.numericCode },
        groups: INDEX_REGIONS.filter((region) => belongsTo(country, region)),
        years: years.map((year) => {
          const ofYear = scores.filter((s) => s.year === year);
          const window = windows.find((w) => w.year === year);
          const ranked = counts.get(year);
          return {
            year,
            provisional: yearRows.find((y) => y.year === year)?.provisional ?? false,
            data_from: window?.from ?? null,
            data_to: window?.to ?? null,
            carried_forward_share: window && window.values > 0 ? window.carried / window.values : 0,
            index: rankOf(
              ofYear.find((s) => s.pillarId === null),
              ranked?.get('index') ?? 0,
            ),
            pillars: pillarRows.map((pillar) => ({
              pillar_id: pillar.id,
              slug: pillar.slug,
              ...rankOf(
                ofYear.find((s) => s.pillarId === pillar.id),
                ranked?.get(pillar.id) ?? 0,
              ),
            })),
          };
        }),
      };
    },

    /** Each group's mean and best, for the index and each pillar, in a year (the default year when none is asked for). */
    async benchmarks(year: number | undefined, region: IndexRegion | undefined, language: Language): Promise<IndexBenchmarks> {
      const chosen = await resolveYear(year);
      if (chosen === null) return { year: null, regions: [] };
      const [rows, pillarRows] = await Promise.all([repo.scoresWithGroups(chosen), repo.listPillars()]);
      const scores: GroupedScore[] = rows.map((r) => ({ country: r.country, pillarId: r.score.pillarId, value: r.score.value, rank: r.score.rank }));
      const countryOf = new Map(rows.map((r) => [r.country.id, r.country]));
      const figure = (group: IndexRegion, pillarId: number | null) => {
        const f = benchmarkFigure(scores, group, pillarId);
        const best = f.best && countryOf.get(f.best.countryId)!;
        return {
          mean: scoreNumber(f.mean),
          countries: f.countries,
          best: f.best && best ? { country: { id: best.id, name: localizedName(best, language), iso3: best.iso3, numeric_code: best.numericCode }, value: scoreNumber(f.best.value)! } : null,
        };
      };
      return {
        year: chosen,
        regions: (region ? [region] : [...INDEX_REGIONS])
          .filter((group) => groupMembers(scores, group) > 0)
          .map((group) => ({
            region: group,
            members: groupMembers(scores, group),
            index: figure(group, null),
            pillars: pillarRows.map((pillar) => ({ pillar_id: pillar.id, slug: pillar.slug, ...figure(group, pillar.id) })),
          })),
      };
    },

    /** A group's mean index and pillars in every year, oldest first. */
    async benchmarkSeries(region: IndexRegion): Promise<BenchmarkSeries> {
      const [means, years, yearRows, pillarRows] = await Promise.all([repo.groupMeans(region), repo.scoredYears(), repo.yearSummaries(), repo.listPillars()]);
      const meanOf = (year: number, pillarId: number | null) => scoreNumber(means.find((m) => m.year === year && m.pillarId === pillarId)?.mean ?? null);
      return {
        region,
        years: years.map((year) => ({
          year,
          provisional: yearRows.find((y) => y.year === year)?.provisional ?? false,
          index: meanOf(year, null),
          pillars: pillarRows.map((pillar) => ({ pillar_id: pillar.id, slug: pillar.slug, mean: meanOf(year, pillar.id) })),
        })),
      };
    },

    /**
     * The method's numbers for a year (the default year when none is asked for): its rules, the state and
     * spread of the uncertainty analysis, and the comparison with the external reference.
     */
    async methodology(year: number | undefined, language: Language): Promise<IndexMethodology> {
      const chosen = await resolveYear(year);
      const [computation, indicatorRows] = await Promise.all([repo.currentComputation(), repo.listIndicators()]);
      const indicatorNames = new Map(indicatorRows.map((i) => [i.code, localizedName(i, language)]));
      const sensitivity = (chosen === null ? undefined : computation?.sensitivity?.[String(chosen)]) ?? [];
      const widths: number[] = [];
      let validation: IndexMethodology['validation'] = { reference: REFERENCE_NAME, reference_year: null, pillars: [] };
      if (chosen !== null) {
        const [table, indicatorRows, pillarRows] = await Promise.all([repo.yearTable(chosen), repo.yearIndicatorRows(chosen), repo.listPillars()]);
        for (const row of table) {
          if (row.score.pillarId === null && row.score.rank !== null && row.score.rankLow !== null && row.score.rankHigh !== null) {
            widths.push(row.score.rankHigh - row.score.rankLow);
          }
        }
        validation = validate(chosen, table, indicatorRows, pillarRows, language);
      }
      widths.sort((a, b) => a - b);
      return {
        year: chosen,
        method: {
          carry_forward_years: CARRY_FORWARD_YEARS,
          coverage_threshold: COVERAGE_THRESHOLD,
          ranking_min_indicator_share: RANKING_MIN_INDICATOR_SHARE,
          max_carried_forward_share: MAX_CARRIED_FORWARD_SHARE,
          goalpost_percentiles: [GOALPOST_PERCENTILES.lower, GOALPOST_PERCENTILES.upper],
          computed_at: computation?.computedAt.toISOString() ?? null,
        },
        uncertainty: {
          runs: computation?.uncertaintyRuns ?? UNCERTAINTY_RUNS,
          seed: computation?.uncertaintySeed ?? UNCERTAINTY_SEED,
          ms: computation?.uncertaintyMs ?? null,
          done_at: computation?.uncertaintyDoneAt?.toISOString() ?? null,
          median_interval_width: widths.length === 0 ? null : widths[Math.floor((widths.length - 1) / 2)]!,
          max_interval_width: widths.length === 0 ? null : widths[widths.length - 1]!,
          sensitivity: sensitivity.map((s) => ({
            choice: s.choice as IndexMethodology['uncertainty']['sensitivity'][number]['choice'],
            indicator: s.indicator === null ? null : { code: s.indicator, name: indicatorNames.get(s.indicator) ?? s.indicator },
            rho: s.rho,
            moved: s.moved,
            mean_shift: s.meanShift,
          })),
        },
        validation,
      };
    },

    /** A year's open data as CSV: one row per country, or (`detail`) one per country and indicator. */
    async exportCsv(year: number | undefined, language: Language, detail: 'indicators' | undefined): Promise<{ csv: string; year: number | null }> {
      const chosen = await resolveYear(year);
      const data = chosen === null ? null : await openDataYear(chosen);
      const pillarRows = await repo.listPillars();
      const csv = detail === 'indicators' ? indicatorTableCsv(data, language) : indexTableCsv(data, pillarRows, language);
      return { csv, year: chosen };
    },

    /** What the data package describes: the year resolved and its indicators' sources. */
    async dataPackageYear(year: number | undefined) {
      const chosen = await resolveYear(year);
      const [indicatorRows, pillarRows, computation] = await Promise.all([repo.listIndicators(), repo.listPillars(), repo.currentComputation()]);
      return { year: chosen, indicators: indicatorRows, pillars: pillarRows, computedAt: computation?.computedAt ?? null };
    },
  };

  /** Everything the open-data tables of a year hold. */
  async function openDataYear(year: number): Promise<OpenDataYear> {
    const [table, indicatorRows, summary] = await Promise.all([repo.yearTable(year), repo.yearIndicatorRows(year), yearRow(year)]);
    return { year, provisional: summary?.provisional ?? false, table, indicators: indicatorRows };
  }
}

/** Compares the year's pillars and index with the reference, on the countries both score. */
function validate(
  year: number,
  table: Awaited<ReturnType<IndexRepo['yearTable']>>,
  indicatorRows: Awaited<ReturnType<IndexRepo['yearIndicatorRows']>>,
  pillarRows: Awaited<ReturnType<IndexRepo['listPillars']>>,
  language: Language,
): IndexMethodology['validation'] {
  const reference = loadReferenceScores();
  // The reference's same year, else the nearest earlier one it has (it ends in 2022).
  const referenceYear = Math.max(-Infinity, ...reference.filter((r) => r.year <= year).map((r) => r.year));
  if (!Number.isFinite(referenceYear)) return { reference: REFERENCE_NAME, reference_year: null, pillars: [] };
  const byIso = new Map(reference.filter((r) => r.year === referenceYear).map((r) => [r.iso3, r]));
  const pillarSlug = new Map(pillarRows.map((p) => [p.id, p.slug]));
  const countryByIso = new Map(table.map((r) => [r.country.iso3, r.country]));
  const indicatorNames = new Map(indicatorRows.map((r) => [r.indicator.code, localizedName(r.indicator, language)]));
  const pillars = VALIDATION_TARGETS.map((target) => {
    const compared: ComparedCountry[] = [];
    for (const row of table) {
      const slug = row.score.pillarId === null ? 'index' : pillarSlug.get(row.score.pillarId);
      if (slug !== target || row.score.rank === null || row.score.value === null) continue;
      const ref = byIso.get(row.country.iso3);
      if (!ref) continue;
      const goals = PILLARS.map((p) => ref[REFERENCE_GOALS[p]]);
      const referenceValue = target === 'index' ? (goals.every((g) => g !== null) ? goals.reduce((a, b) => a! + b!, 0)! / goals.length : null) : ref[REFERENCE_GOALS[target as PillarSlug]];
      if (referenceValue === null) continue;
      const scores = new Map(
        indicatorRows
          .filter((i) => i.country.iso3 === row.country.iso3 && (target === 'index' || i.pillarSlug === target))
          .map((i) => [i.indicator.code, i.score.score]),
      );
      compared.push({ iso3: row.country.iso3, hub: row.score.value, reference: referenceValue, scores });
    }
    const outcome = compareWithReference(compared);
    const country = (iso3: string) => {
      const c = countryByIso.get(iso3)!;
      return { id: c.id, name: localizedName(c, language), iso3: c.iso3, numeric_code: c.numericCode };
    };
    return {
      target,
      reference: target === 'index' ? 'SDG 2, 6, 7, 15' : `SDG ${REFERENCE_GOALS[target].slice('goal_'.length)}`,
      countries: outcome.countries,
      rho: outcome.rho,
      disagreements: outcome.disagreements.map((d) => ({
        country: country(d.iso3),
        hub_rank: d.hubRank,
        reference_rank: d.referenceRank,
        drivers: d.drivers.map((driver) => ({ code: driver.code, name: indicatorNames.get(driver.code) ?? driver.code, score: driver.score, median_score: driver.medianScore })),
      })),
    };
  });
  return { reference: REFERENCE_NAME, reference_year: referenceYear, pillars };
}

export type IndexService = ReturnType<typeof createIndexService>;
