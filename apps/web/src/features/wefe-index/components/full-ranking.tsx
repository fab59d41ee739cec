// The index page's full ranking (issue 26): every ranked country of the year in a table, sortable by the
// index or any pillar, each score with its rank and likely range, filtered to a group (MENA, the OIC, a
// continent) if asked; below it the countries without an index rank, each with the reason. The sort and
// the group are in the address (?sort=water&region=MENA), so a link restores the table. Each country
// links to its profile.
import { INDEX_REGIONS, type IndexEntry, type IndexRegion, type Pillar } from '@wefe/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { LoadingMessage } from '@/components/ui/spinner';
import { useLanguage, useTranslation, type TFunction } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { INDEX_REGION_LABEL_KEYS } from '@/lib/regions';
import { useAddressChoice } from './index-controls';
import { intervalRange, scoreText, scoreValue, wholeNumber } from './index-format';
import { TableScroller } from '@/components/ui/table-scroller';

/** The measure the table is sorted by: the index, or a pillar by slug. */
export type RankingSort = 'index' | string;

/** The table's choices in the address: `sort` (a pillar's slug, index by default) and `region`. */
export function readRankingView(params: URLSearchParams): { sort: RankingSort; region: IndexRegion | null } {
  const sort = params.get('sort')?.trim() ?? '';
  const region = params.get('region')?.trim() ?? '';
  return {
    sort: /^[a-z0-9-]{1,50}$/.test(sort) ? sort : 'index',
    region: (INDEX_REGIONS as readonly string[]).includes(region) ? (region as IndexRegion) : null,
  };
}

/** A country's row: its index entry and its entry of each pillar. */
export interface RankingRow {
  index: IndexEntry;
  pillars: Record<string, IndexEntry | undefined>;
}

/** The rows of the ranked countries, best first by the chosen measure; countries without a rank in it last, by name. */
export function rankingRows(index: readonly IndexEntry[], byPillar: Record<string, readonly IndexEntry[]>, sort: RankingSort): RankingRow[] {
  const rows = index
    .filter((entry) => entry.rank !== null)
    .map((entry) => ({
      index: entry,
      pillars: Object.fromEntries(Object.entries(byPillar).map(([slug, entries]) => [slug, entries.find((candidate) => candidate.country.id === entry.country.id)])),
    }));
  const rankOf = (row: RankingRow) => (sort === 'index' ? row.index.rank : (row.pillars[sort]?.rank ?? null));
  return rows.sort((a, b) => {
    const ra = rankOf(a);
    const rb = rankOf(b);
    if (ra === null || rb === null) return ra === rb ? a.index.country.name.localeCompare(b.index.country.name) : ra === null ? 1 : -1;
    return ra - rb;
  });
}

/** Why a country has no index rank, in a sentence. */
export function unrankedText(entry: IndexEntry, t: TFunction, language: string): string {
  if (entry.unranked_reason === 'too_few_indicators') {
    return t('wefe_index.full.unranked_few', { used: wholeNumber(entry.indicators_used, language), total: wholeNumber(entry.indicators_total, language) });
  }
  if (entry.unranked_reason === 'missing_sub_pillar') return t('wefe_index.full.unranked_sub_pillar');
  return t('wefe_index.full.unranked_no_data');
}

export interface FullRankingProps {
  /** The year's overall entries, of the chosen group only. */
  entries: readonly IndexEntry[];
  /** Each pillar's entries of the year, by slug. */
  byPillar: Record<string, readonly IndexEntry[]>;
  pillars: readonly Pillar[];
  year: number | undefined;
  sort: RankingSort;
  region: IndexRegion | null;
  onSort: (sort: RankingSort) => void;
  onRegion: (region: IndexRegion | null) => void;
  loading: boolean;
  failed: boolean;
}

/** The full ranking section. */
export function FullRanking({ entries, byPillar, pillars, year, sort, region, onSort, onRegion, loading, failed }: FullRankingProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const regionId = useId();
  const [shownRegion, chooseRegion] = useAddressChoice(region);
  const rows = rankingRows(entries, byPillar, sort);
  const unranked = entries.filter((entry) => entry.rank === null);
  const among = entries.find((entry) => entry.rank !== null)?.ranked_among ?? 0;
  const measures = [{ slug: 'index', label: t('wefe_index.metric_index') }, ...pillars.map((pillar) => ({ slug: pillar.slug, label: pillar.localized_name }))];

  const cell = (entry: IndexEntry | undefined) => (
    <>
      <span className="block font-semibold tabular-nums">{scoreText(entry?.value, language)}</span>
      <span className="block text-xs text-slate-600 tabular-nums">
        {entry?.rank === null || entry?.rank === undefined ? '–' : `#${wholeNumber(entry.rank, language)}`}
        {entry?.rank_interval && ` (${intervalRange(entry.rank_interval, language)})`}
      </span>
    </>
  );

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={titleId} className="text-lg font-bold text-brand-800">
            {t('wefe_index.full.title', { year: String(year ?? '') })}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('wefe_index.full.intro', { count: among })}</p>
        </div>
        <div>
          <label htmlFor={regionId} className="mb-1 block text-sm font-semibold text-slate-800">
            {t('wefe_index.full.region')}
          </label>
          <select
            id={regionId}
            value={shownRegion ?? ''}
            onChange={(event) => {
              const next = (event.target.value || null) as IndexRegion | null;
              if (chooseRegion(next)) onRegion(next);
            }}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
          >
            <option value="">{t('wefe_index.full.all_regions')}</option>
            {INDEX_REGIONS.map((value) => (
              <option key={value} value={value}>
                {t(INDEX_REGION_LABEL_KEYS[value])}
              </option>
            ))}
          </select>
        </div>
      </div>

      {loading ? (
        <LoadingMessage label={t('wefe_index.ranking.loading')} />
      ) : failed ? (
        // Not an alert: the ranking card above already announces the failure of the same call.
        <p className="py-6 text-slate-700">{t('wefe_index.ranking.failed')}</p>
      ) : (
        <>
          {/* The scroller is positioned: the sort buttons' screen-reader labels are absolutely placed, and
              outside a positioned scroller they widened the whole page on a phone by 305 px at 360 px. */}
          <TableScroller className="mt-4" label={t('wefe_index.full.caption', { year: String(year ?? '') })}>
            <table className="w-full min-w-[40rem] border-collapse text-sm">
              <caption className="sr-only">{t('wefe_index.full.caption', { year: String(year ?? '') })}</caption>
              <thead>
                <tr className="border-b border-slate-300 text-slate-700">
                  <th scope="col" className="px-2 py-2 text-start font-semibold">
                    {t('wefe_index.full.country')}
                  </th>
                  {measures.map((measure) => (
                    <th key={measure.slug} scope="col" aria-sort={sort === measure.slug ? 'ascending' : 'none'} className="px-2 py-2 text-end font-semibold">
                      <button
                        type="button"
                        onClick={() => onSort(measure.slug)}
                        className={`rounded px-1 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 ${sort === measure.slug ? 'text-brand-800 underline' : ''}`}
                      >
                        {measure.label}
                        <span className="sr-only">{sort === measure.slug ? t('wefe_index.full.sorted') : t('wefe_index.full.sort_by')}</span>
                        {sort === measure.slug && <span aria-hidden="true"> ▲</span>}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.index.country.id} className="border-b border-slate-100 hover:bg-slate-50">
                    <th scope="row" className="px-2 py-2 text-start font-normal">
                      <Link to={paths.wefeIndexCountry.getHref(row.index.country.iso3)} className="font-semibold text-brand-700 hover:underline">
                        <bdi>{row.index.country.name}</bdi>
                      </Link>
                    </th>
                    <td className="px-2 py-2 text-end">{cell(row.index)}</td>
                    {pillars.map((pillar) => (
                      <td key={pillar.slug} className="px-2 py-2 text-end">
                        {cell(row.pillars[pillar.slug])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
          {rows.length === 0 && <p className="py-4 text-slate-600">{t('wefe_index.no_data')}</p>}

          {unranked.length > 0 && (
            <div className="mt-6">
              <h3 className="font-semibold text-slate-800">{t('wefe_index.full.unranked_title', { count: unranked.length })}</h3>
              <ul className="mt-2 space-y-1.5 text-sm">
                {unranked.map((entry) => (
                  <li key={entry.country.id}>
                    <Link to={paths.wefeIndexCountry.getHref(entry.country.iso3)} className="font-semibold text-brand-700 hover:underline">
                      <bdi>{entry.country.name}</bdi>
                    </Link>
                    {scoreValue(entry.value) !== null && <span className="text-slate-600"> · {scoreText(entry.value, language)}</span>}
                    <span className="text-slate-700"> — {unrankedText(entry, t, language)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
