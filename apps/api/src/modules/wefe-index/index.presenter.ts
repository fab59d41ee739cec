// Shapes index rows into the answers of spec part 2 section 3 (values as numeric strings).
import { localizedName, localizedText } from '../../lib/localized.ts';
import type { IndexEntry, Language, Pillar } from '@wefe/contract';
import type { CountryRef, IndexScoreRow, IndicatorRow, PillarRow } from './index.repo.ts';

/** A score as the spec's numeric string with two decimals, or null. */
export function scoreText(value: number | null): string | null {
  return value === null || !Number.isFinite(value) ? null : value.toFixed(2);
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

/** A ranking entry with its country. */
export function presentEntry(row: { score: IndexScoreRow; country: CountryRef }, language: Language): IndexEntry {
  return {
    id: row.score.id,
    country: { id: row.country.id, name: localizedName(row.country, language), iso3: row.country.iso3, numeric_code: row.country.numericCode },
    value: scoreText(row.score.value),
    rank: row.score.rank,
    year: row.score.year,
    pillar_id: row.score.pillarId,
  };
}

/** An indicator's score in a country's detail, with the published value behind it. */
export function presentIndicatorScore(
  row: { score: { score: number; rawValue: number; sourceYear: number; carriedForward: boolean }; indicator: IndicatorRow },
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
      direction: indicator.direction,
    },
    raw_value: row.score.rawValue,
    unit: indicator.unit,
    source: indicator.sourceName,
    source_year: row.score.sourceYear,
    carried_forward: row.score.carriedForward,
  };
}

/** An indicator's full description (methodology and data sources). */
export function presentIndicator(row: IndicatorRow, language: Language) {
  return {
    id: row.id,
    code: row.code,
    name: row.nameEn,
    localized_name: localizedName(row, language),
    indicator_type: row.type,
    direction: row.direction,
    unit: row.unit,
    source: row.sourceName,
    source_url: sourceLink(row.sourceUrl),
    licence: row.licence,
    pillar_id: row.pillarId,
    excluded: row.excluded,
    log_transform: row.logTransform,
    treatment_note: row.treatmentNote,
  };
}

/** A provenance path "github:owner/repo@commit:path" as the link a reader can open; other values unchanged. */
export function sourceLink(path: string): string {
  const match = /^github:([^/@]+\/[^@]+)@([0-9a-f]{7,40}):(.+)$/.exec(path);
  if (!match) return path;
  const [, repo, commit, file] = match;
  return `https://github.com/${repo}/blob/${commit}/${file!.split('/').map(encodeURIComponent).join('/')}`;
}
