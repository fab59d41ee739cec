// The index as open data, the way researchers read it: two CSV tables that start with their header row
// (pandas and Excel read them as they are) and a Frictionless Data Package describing both. The
// columns are defined once here, for the tables and their schema alike.
import type { Language } from '@wefe/contract';
import { csvLine } from '../../lib/csv.ts';
import { localizedName } from '../../lib/localized.ts';
import { scoreText, sourceLink } from './index.presenter.ts';
import type { IndexRepo, IndicatorRow, PillarRow } from './index.repo.ts';
import { DATA_ATTRIBUTION } from './index.csv.ts';
import { UNCERTAINTY_RUNS, UNCERTAINTY_SEED } from './index.uncertainty.ts';

type FieldType = 'integer' | 'number' | 'string' | 'boolean';

/** A column of a table: its name, Table Schema type and description (and unit where it has one). */
export interface OpenDataField {
  name: string;
  type: FieldType;
  description: string;
  unit?: string;
}

/** Everything a year's tables hold. */
export interface OpenDataYear {
  year: number;
  provisional: boolean;
  table: Awaited<ReturnType<IndexRepo['yearTable']>>;
  indicators: Awaited<ReturnType<IndexRepo['yearIndicatorRows']>>;
}

/** The columns of the table with one row per country (`pillars`: the pillars' slugs, in order). */
export function indexTableFields(pillars: readonly string[]): OpenDataField[] {
  return [
    { name: 'year', type: 'integer', description: 'Year of the index' },
    { name: 'iso3', type: 'string', description: 'ISO 3166-1 alpha-3 code' },
    { name: 'country', type: 'string', description: "Country name in the export's language" },
    { name: 'rank', type: 'integer', description: 'Rank on the WEFE index among the ranked countries of the year (1 = best); empty when unranked' },
    { name: 'rank_low', type: 'integer', description: `Best rank of the 5th-95th percentile interval over ${UNCERTAINTY_RUNS} variants of the method (seed ${UNCERTAINTY_SEED})` },
    { name: 'rank_high', type: 'integer', description: 'Worst rank of that interval' },
    { name: 'rank_median', type: 'integer', description: 'Median rank over the variants' },
    { name: 'ranked_among', type: 'integer', description: 'Number of countries ranked on the index that year' },
    { name: 'wefe_index', type: 'number', description: 'WEFE index, 0-100 (mean of the four pillars); empty when unranked', unit: 'score 0-100' },
    { name: 'indicators_used', type: 'integer', description: 'Indicators the country has, of those that entered the year' },
    { name: 'indicators_total', type: 'integer', description: "Indicators that entered the year's index" },
    { name: 'unranked_reason', type: 'string', description: 'missing_sub_pillar or too_few_indicators (under 75%); empty when ranked' },
    { name: 'provisional', type: 'boolean', description: 'The year is not comparable with the reference years (an indicator missing, few countries ranked, or mostly carried-forward values)' },
    ...pillars.flatMap((p): OpenDataField[] => [
      { name: `${p}_score`, type: 'number', description: `${p} pillar score, 0-100 (mean of its access and availability sub-pillars)`, unit: 'score 0-100' },
      { name: `${p}_rank`, type: 'integer', description: `Rank on the ${p} pillar among the countries with that pillar` },
      { name: `${p}_rank_low`, type: 'integer', description: `Best rank of the ${p} rank's 5th-95th percentile interval` },
      { name: `${p}_rank_high`, type: 'integer', description: `Worst rank of the ${p} rank's interval` },
      { name: `${p}_access`, type: 'number', description: `${p} access sub-pillar, 0-100`, unit: 'score 0-100' },
      { name: `${p}_availability`, type: 'number', description: `${p} availability sub-pillar, 0-100`, unit: 'score 0-100' },
      { name: `${p}_indicators_used`, type: 'integer', description: `${p} indicators the country has, of those that entered the year` },
    ]),
  ];
}

/** The columns of the long table: one row per country and indicator. */
export const INDICATOR_TABLE_FIELDS: readonly OpenDataField[] = [
  { name: 'year', type: 'integer', description: 'Year of the index' },
  { name: 'iso3', type: 'string', description: 'ISO 3166-1 alpha-3 code' },
  { name: 'country', type: 'string', description: "Country name in the export's language" },
  { name: 'indicator', type: 'string', description: 'Indicator code' },
  { name: 'indicator_name', type: 'string', description: "Indicator name in the export's language" },
  { name: 'pillar', type: 'string', description: 'water, energy, food or ecosystems' },
  { name: 'sub_pillar', type: 'string', description: 'access or availability' },
  { name: 'raw_value', type: 'number', description: 'The value as published by the source, in the unit given' },
  { name: 'unit', type: 'string', description: "The raw value's unit" },
  { name: 'source_year', type: 'integer', description: 'Year the published value is from' },
  { name: 'carried_forward', type: 'boolean', description: 'The value is from an earlier year (at most 5 years earlier)' },
  { name: 'score', type: 'number', description: 'Score 0-100 between the fixed goalposts', unit: 'score 0-100' },
  { name: 'weight', type: 'number', description: "The indicator's share of the country's index (0-1) after its missing indicators" },
  { name: 'pillar_weight', type: 'number', description: "The indicator's share of the country's pillar (0-1)" },
  { name: 'source', type: 'string', description: 'Original producer and the copy the value was read from' },
  { name: 'source_url', type: 'string', description: 'Where the copy can be read (file at a fixed commit)' },
  { name: 'licence', type: 'string', description: 'Licence of the source' },
];

const integer = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const bool = (b: boolean) => (b ? 'true' : 'false');
const table = (fields: readonly OpenDataField[], rows: string[][]) =>
  `${[csvLine(fields.map((f) => f.name)), ...rows.map((r) => csvLine(r))].join('\r\n')}\r\n`;

/** The table with one row per country with data in the year (ranked first, by rank; then by English name). */
export function indexTableCsv(data: OpenDataYear | null, pillarRows: ReadonlyArray<Pick<PillarRow, 'id' | 'slug'>>, language: Language): string {
  const pillars = pillarRows.map((p) => p.slug);
  const fields = indexTableFields(pillars);
  if (!data) return table(fields, []);
  const byCountry = new Map<number, OpenDataYear['table']>();
  for (const row of data.table) byCountry.set(row.country.id, [...(byCountry.get(row.country.id) ?? []), row]);
  const pillarSlugs = new Map(pillarRows.map((p) => [p.id, p.slug]));
  const rows = data.table
    .filter((r) => r.score.pillarId === null)
    .map((row) => {
      const own = byCountry.get(row.country.id) ?? [];
      const ofPillar = (slug: string) => own.find((r) => r.score.pillarId !== null && pillarSlugs.get(r.score.pillarId) === slug)?.score;
      const s = row.score;
      return [
        String(data.year),
        row.country.iso3,
        localizedName(row.country, language),
        integer(s.rank),
        integer(s.rank === null ? null : s.rankLow),
        integer(s.rank === null ? null : s.rankHigh),
        integer(s.rank === null ? null : s.rankMedian),
        String(data.table.filter((r) => r.score.pillarId === null && r.score.rank !== null).length),
        scoreText(s.value) ?? '',
        String(s.indicatorsUsed),
        String(s.indicatorsTotal),
        s.unrankedReason ?? '',
        bool(data.provisional),
        ...pillars.flatMap((slug) => {
          const p = ofPillar(slug);
          return [
            scoreText(p?.value ?? null) ?? '',
            integer(p?.rank),
            integer(p?.rank == null ? null : p.rankLow),
            integer(p?.rank == null ? null : p.rankHigh),
            scoreText(p?.access ?? null) ?? '',
            scoreText(p?.availability ?? null) ?? '',
            integer(p?.indicatorsUsed),
          ];
        }),
      ];
    });
  return table(fields, rows);
}

/** The long table: every indicator score behind the year's index, with its published value and source. */
export function indicatorTableCsv(data: OpenDataYear | null, language: Language): string {
  if (!data) return table(INDICATOR_TABLE_FIELDS, []);
  const rows = data.indicators.map((r) => [
    String(data.year),
    r.country.iso3,
    localizedName(r.country, language),
    r.indicator.code,
    localizedName(r.indicator, language),
    r.pillarSlug,
    r.indicator.type,
    String(r.score.rawValue),
    r.indicator.unit,
    String(r.score.sourceYear),
    bool(r.score.carriedForward),
    r.score.score.toFixed(2),
    r.score.weight.toFixed(6),
    r.score.pillarWeight.toFixed(6),
    r.indicator.sourceName,
    sourceLink(r.indicator.sourceUrl),
    r.indicator.licence,
  ]);
  return table(INDICATOR_TABLE_FIELDS, rows);
}

/** Table Schema fields, as the data package states them. */
function schemaFields(fields: readonly OpenDataField[]) {
  return fields.map((f) => ({
    name: f.name,
    type: f.type,
    description: f.unit ? `${f.description} (${f.unit})` : f.description,
    ...(f.type === 'boolean' ? { trueValues: ['true'], falseValues: ['false'] } : {}),
  }));
}

/**
 * A Frictionless Data Package (tabular) describing a year's two tables: fields and types, licences,
 * every indicator's source, and how to cite. `baseUrl` is the hub's public address.
 */
export function dataPackage(options: {
  year: number | null;
  baseUrl: string;
  indicators: readonly IndicatorRow[];
  pillars: readonly PillarRow[];
  computedAt: Date | null;
}) {
  const { year, baseUrl, indicators, pillars, computedAt } = options;
  const yearPart = year === null ? '' : `?year=${year}`;
  const query = (detail: boolean) => `?${[...(year === null ? [] : [`year=${year}`]), ...(detail ? ['detail=indicators'] : []), 'bom=false'].join('&')}`;
  const api = `${baseUrl.replace(/\/+$/, '')}/api/indexes`;
  const suffix = year === null ? 'latest' : String(year);
  const dialect = { delimiter: ',', header: true, lineTerminator: '\r\n', quoteChar: '"', doubleQuote: true };
  return {
    profile: 'tabular-data-package',
    name: `wefe-nexus-index-${suffix}`,
    title: `WEFE Nexus Index${year === null ? '' : ` ${year}`}: water, energy, food and ecosystems security of the MENA and OIC countries`,
    description:
      'A composite index (0-100) of four pillars, each the mean of an access and an availability sub-pillar, built ' +
      'after the EU JRC / OECD Handbook on Constructing Composite Indicators: published values (carried forward at ' +
      'most 5 years), fixed goalposts (2.5th and 97.5th percentiles of all years, or an adequacy target), a coverage ' +
      'rule for indicators and countries, and rank intervals from an uncertainty analysis. The files linked here have ' +
      'no byte-order mark; without bom=false the same addresses add one, so spreadsheet programs read the Arabic and ' +
      'French names. Method: /wefe-index (Methodology).',
    homepage: `${baseUrl.replace(/\/+$/, '')}/wefe-index`,
    ...(computedAt ? { created: computedAt.toISOString() } : {}),
    keywords: ['water-energy-food nexus', 'composite indicator', 'MENA', 'OIC', 'SDG 2', 'SDG 6', 'SDG 7', 'SDG 15'],
    licenses: [
      {
        name: 'CC-BY-4.0',
        path: 'https://creativecommons.org/licenses/by/4.0/',
        title: 'Creative Commons Attribution 4.0 International; the original producers named in sources keep their terms',
      },
    ],
    contributors: [{ title: 'WEFE Nexus Hub', role: 'publisher', path: baseUrl.replace(/\/+$/, '') }],
    sources: [
      { title: DATA_ATTRIBUTION.replace(/^# /, '') },
      ...indicators.map((i) => ({ title: `${i.code}: ${i.sourceName} (licence: ${i.licence})`, path: sourceLink(i.sourceUrl) })),
    ],
    citation:
      `WEFE Nexus Hub (${(computedAt ?? new Date()).getUTCFullYear()}). WEFE Nexus Index${year === null ? '' : ` ${year}`} ` +
      `[data set]. ${api}/datapackage.json${yearPart}. Data: Our World in Data (CC BY 4.0), FAO AQUASTAT and the original producers named per indicator.`,
    resources: [
      {
        name: `wefe-index-${suffix}`,
        title: 'One row per country: the index, the four pillars and their sub-pillars, ranks with their intervals, indicator counts',
        profile: 'tabular-data-resource',
        path: `${api}/export.csv${query(false)}`,
        format: 'csv',
        mediatype: 'text/csv',
        encoding: 'utf-8',
        dialect,
        schema: { fields: schemaFields(indexTableFields(pillars.map((p) => p.slug))), missingValues: [''], primaryKey: ['year', 'iso3'] },
      },
      {
        name: `wefe-index-indicators-${suffix}`,
        title: 'One row per country and indicator: published value, unit, source year, score, weight and source',
        profile: 'tabular-data-resource',
        path: `${api}/export.csv${query(true)}`,
        format: 'csv',
        mediatype: 'text/csv',
        encoding: 'utf-8',
        dialect,
        schema: { fields: schemaFields(INDICATOR_TABLE_FIELDS), missingValues: [''], primaryKey: ['year', 'iso3', 'indicator'] },
      },
    ],
  };
}
