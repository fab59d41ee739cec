// Shapes index rows into the answers of spec part 2 section 3 (values as numeric strings).
import { localizedName, localizedText } from '../../lib/localized.ts';
import { localizedUnit } from '../../lib/units.ts';
import type { IndexEntry, IndexYear, Language, Pillar, RankInterval } from '@wefe/contract';
import type { CountryRef, IndexScoreRow, IndexYearRow, IndicatorRow, PillarRow } from './index.repo.ts';

/** A score as the spec's numeric string with two decimals, or null. */
export function scoreText(value: number | null): string | null {
  return value === null || !Number.isFinite(value) ? null : value.toFixed(2);
}

/** A computed figure (a group's mean, its best score) as a number with the two decimals of scoreText, or null. */
export function scoreNumber(value: number | null): number | null {
  return value === null || !Number.isFinite(value) ? null : Math.round(value * 100) / 100;
}


/** A pillar in the request's language, with its [light, dark] colours. */
export function presentPillar(row: PillarRow, language: Language): Pillar {
  return {
    id: row.id,
    slug: row.slug,
    name: row.nameEn,
    localized_name: localizedName(row, language),
    description: row.descriptionEn,
    localized_description: localizedText(language, row.descriptionEn, row.descriptionAr, row.descriptionFr) ?? row.descriptionEn,
    image: row.image,
    color: [row.colorLight, row.colorDark],
    sector_id: row.sectorId,
  };
}

/** A rank's interval from the uncertainty analysis; null when unranked or not yet analysed. */
export function presentInterval(score: Pick<IndexScoreRow, 'rank' | 'rankLow' | 'rankHigh' | 'rankMedian'>): RankInterval | null {
  if (score.rank === null || score.rankLow === null || score.rankHigh === null || score.rankMedian === null) return null;
  return { low: score.rankLow, high: score.rankHigh, median: score.rankMedian };
}

/** A ranking entry with its country; `context` says what the rank is among and whether the year compares. */
export function presentEntry(
  row: { score: IndexScoreRow; country: CountryRef },
  language: Language,
  context: { provisional: boolean; rankedAmong: number },
): IndexEntry {
  return {
    id: row.score.id,
    country: { id: row.country.id, name: localizedName(row.country, language), iso3: row.country.iso3, numeric_code: row.country.numericCode },
    value: scoreText(row.score.value),
    rank: row.score.rank,
    year: row.score.year,
    pillar_id: row.score.pillarId,
    rank_interval: presentInterval(row.score),
    ranked_among: context.rankedAmong,
    indicators_used: row.score.indicatorsUsed,
    indicators_total: row.score.indicatorsTotal,
    unranked_reason: row.score.pillarId === null ? ((row.score.unrankedReason as IndexEntry['unranked_reason']) ?? null) : null,
    provisional: context.provisional,
  };
}

/** A year's summary, with the names (in the reader's language) of the indicators it left out. */
export function presentYear(row: IndexYearRow, names: ReadonlyMap<string, string>): IndexYear {
  return {
    year: row.year,
    ranked: row.ranked,
    countries: row.countries,
    data_from: row.dataFrom,
    data_to: row.dataTo,
    carried_forward_share: row.carriedForwardShare,
    provisional: row.provisional,
    indicators_entered: row.entered.length,
    indicators_left_out: row.leftOut.map((l) => ({ code: l.code, name: names.get(l.code) ?? l.code, coverage: l.coverage })),
  };
}

/** An indicator's score in a country's detail, with the published value behind it. */
export function presentIndicatorScore(
  row: { score: { score: number; rawValue: number; sourceYear: number; carriedForward: boolean; weight: number; pillarWeight: number }; indicator: IndicatorRow },
  language: Language,
) {
  const { indicator } = row;
  return {
    value: scoreText(row.score.score) ?? '0.00',
    indicator: {
      id: indicator.id,
      code: indicator.code,
      name: indicator.nameEn,
      localized_name: localizedName(indicator, language),
      indicator_type: indicator.type,
      unit: indicator.unit,
      localized_unit: localizedUnit(indicator.unit, language),
      direction: indicator.direction,
    },
    raw_value: row.score.rawValue,
    unit: indicator.unit,
    localized_unit: localizedUnit(indicator.unit, language),
    source: indicator.sourceName,
    source_url: sourceLink(indicator.sourceUrl),
    licence: indicator.licence,
    source_year: row.score.sourceYear,
    carried_forward: row.score.carriedForward,
    weight: row.score.weight,
    pillar_weight: row.score.pillarWeight,
  };
}

/** An indicator's full description (methodology and data sources), with the goalposts of the latest computation. */
export function presentIndicator(row: IndicatorRow, language: Language, goalposts: { lower: number; upper: number; targeted: boolean } | null) {
  return {
    id: row.id,
    code: row.code,
    name: row.nameEn,
    localized_name: localizedName(row, language),
    indicator_type: row.type,
    direction: row.direction,
    unit: row.unit,
    localized_unit: localizedUnit(row.unit, language),
    source: row.sourceName,
    source_url: sourceLink(row.sourceUrl),
    licence: row.licence,
    pillar_id: row.pillarId,
    excluded: row.excluded,
    log_transform: row.logTransform,
    target: row.targetValue,
    treatment_note: row.treatmentNote,
    goalposts: row.excluded ? null : goalposts,
  };
}

/** A provenance path "github:owner/repo@commit:path" as the link a reader can open; other values unchanged. */
export function sourceLink(path: string): string {
  const match = /^github:([^/@]+\/[^@]+)@([0-9a-f]{7,40}):(.+)$/.exec(path);
  if (!match) return path;
  const [, repo, commit, file] = match;
  return `https://github.com/${repo}/blob/${commit}/${file!.split('/').map(encodeURIComponent).join('/')}`;
}
