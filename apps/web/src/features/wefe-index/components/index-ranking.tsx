// The ranking beside the globe: the top 10 ranked countries of the chosen category, or the top 20 after
// 'Show Top 20', among how many countries, in which year. Each row (rank with its likely range over the
// uncertainty analysis, country, value with one decimal) selects its country. When the ranking cannot
// be loaded, it says so and offers to try again; the year's CSV can be downloaded. Each row links to
// the country's profile.
import { INDEX_RANKING_LONG, INDEX_RANKING_SHORT, type IndexEntry } from '@wefe/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { AlertIcon, ArrowEndIcon, DocumentIcon } from '@/components/ui/icons';
import { LoadingMessage } from '@/components/ui/spinner';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { indexExportHref } from '../api/export-indexes';
import { intervalRange, scoreText, wholeNumber } from './index-format';

export interface IndexRankingProps {
  entries: readonly IndexEntry[];
  /** The chosen category's name. */
  metric: string;
  year: number | undefined;
  selectedCountryId: number | null;
  onSelect: (countryId: number) => void;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The ranking card. */
export function IndexRanking({ entries, metric, year, selectedCountryId, onSelect, loading, failed, onRetry }: IndexRankingProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const [long, setLong] = useState(false);
  const ranked = entries.filter((entry) => entry.rank !== null);
  const shown = ranked.slice(0, long ? INDEX_RANKING_LONG : INDEX_RANKING_SHORT);
  // Every entry of a year's ranking says how many it is among; the list is empty while loading.
  const among = ranked[0]?.ranked_among ?? ranked.length;

  let body;
  if (loading) {
    body = <LoadingMessage label={t('wefe_index.ranking.loading')} />;
  } else if (failed) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-slate-700">
        <AlertIcon className="size-8 text-red-600" />
        <p>{t('wefe_index.ranking.failed')}</p>
        <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
          {t('wefe_index.ranking.retry')}
        </button>
      </div>
    );
  } else if (ranked.length === 0) {
    body = <p className="py-8 text-center text-slate-600">{t('wefe_index.no_data')}</p>;
  } else {
    body = (
      <>
        <p className="mb-2 text-sm text-slate-600">
          {t('wefe_index.ranking.among', { count: among, year: String(year ?? ranked[0]?.year ?? '') })}{' '}
          {t('wefe_index.ranking.interval_note')}
        </p>
        <ol aria-labelledby={titleId} className="divide-y divide-slate-100">
          {shown.map((entry) => {
            const selected = entry.country.id === selectedCountryId;
            return (
              <li key={entry.country.id} className="flex items-center gap-1">
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onSelect(entry.country.id)}
                  className={`flex min-w-0 flex-1 items-center gap-3 rounded-lg px-3 py-2 text-start transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
                    selected ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-800 hover:bg-slate-50'
                  }`}
                >
                  <span className="w-8 shrink-0 text-sm font-bold text-slate-600 tabular-nums">{wholeNumber(entry.rank!, language)}</span>
                  <span className="min-w-0 flex-1 truncate" dir="auto">
                    {entry.country.name}
                  </span>
                  {entry.rank_interval && (
                    <span className="shrink-0 text-xs text-slate-600 tabular-nums">
                      {t('wefe_index.ranking.likely', { range: intervalRange(entry.rank_interval, language) })}
                    </span>
                  )}
                  <span className="font-semibold tabular-nums">{scoreText(entry.value, language)}</span>
                </button>
                <Link
                  to={paths.wefeIndexCountry.getHref(entry.country.iso3)}
                  aria-label={t('wefe_index.profile.open_profile', { country: entry.country.name })}
                  title={t('wefe_index.profile.open_profile', { country: entry.country.name })}
                  className="shrink-0 rounded-lg p-2 text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <ArrowEndIcon className="size-4" />
                </Link>
              </li>
            );
          })}
        </ol>
        {ranked.length > INDEX_RANKING_SHORT && (
          <button type="button" className={`${buttonStyles.ghost} mt-3 w-full`} onClick={() => setLong((value) => !value)}>
            {long ? t('wefe_index.ranking.show_short') : t('wefe_index.ranking.show_long')}
          </button>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold text-brand-800">
          {t('wefe_index.ranking.title', { metric })}
        </h2>
        <a
          href={indexExportHref(year, language)}
          download
          className="inline-flex items-center gap-1.5 rounded-lg border border-brand-700 bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <DocumentIcon className="size-4" />
          {t('wefe_index.ranking.download')}
        </a>
      </div>
      {body}
    </section>
  );
}
