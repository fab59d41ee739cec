// /wefe-index/compare?countries=JOR,EGY,MAR (issue 26): two to five countries side by side. Chosen with
// a searchable multi-select and kept in the address with the year, the trend's measure and an optional
// benchmark line (compare-selection.ts), so a reload or a shared link shows the same view. The pillars
// overlaid on a radar, grouped bars, the trend lines, and every indicator side by side.
import { INDEX_PILLAR_BUTTONS, type CountryIndexDetail, type Pillar } from '@wefe/contract';
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { FailureAlert } from '@/components/ui/form';
import { PageHero } from '@/components/ui/page-hero';
import { LoadingMessage } from '@/components/ui/spinner';
import { getCurrentLanguage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { PagePrefetch } from '@/lib/prefetch';
import { getBenchmarkSeriesQueryOptions, useBenchmarkSeries } from '../api/get-benchmarks';
import { getCountriesIndexQueryOptions, useCountriesIndex } from '../api/get-country-index';
import { getCountriesSeriesQueryOptions, useCountriesSeries } from '../api/get-country-series';
import { getIndexYearsQueryOptions, useIndexYears } from '../api/get-index-years';
import { getIndexesQueryOptions, useIndexes } from '../api/get-indexes';
import { getPillarsQueryOptions, usePillars } from '../api/get-pillars';
import { COMPARE_COLORS, CompareBars, CompareIndicators, CompareRadar, CompareTrend } from '../components/compare-charts';
import { COMPARE_BENCHMARKS, compareSearch, readCompareSelection, type CompareBenchmark, type CompareSelection } from '../components/compare-selection';
import { regionName } from '../components/country-benchmarks';
import { COMPARE_MIN, CountryMultiSelect } from '../components/country-multi-select';
import { CategoryButtons, useAddressChoice, YearSelect } from '../components/index-controls';

/** Starts the comparison's calls before its first render: years, pillars, the countries list, then each country's detail and series. */
export const prefetch: PagePrefetch = async (queryClient, { request }) => {
  const language = getCurrentLanguage();
  const selection = readCompareSelection(new URL(request.url).searchParams);
  const [years] = await Promise.all([queryClient.fetchQuery(getIndexYearsQueryOptions(language)), queryClient.prefetchQuery(getPillarsQueryOptions(language))]);
  const year = selection.year ?? years.default_year ?? undefined;
  await Promise.all([
    queryClient.prefetchQuery(getIndexesQueryOptions(language, { year, pillarId: undefined })),
    selection.countries.length > 0 && queryClient.prefetchQuery(getCountriesIndexQueryOptions(queryClient, language, selection.countries, year)),
    selection.countries.length > 0 && queryClient.prefetchQuery(getCountriesSeriesQueryOptions(queryClient, language, selection.countries)),
    selection.benchmark && queryClient.prefetchQuery(getBenchmarkSeriesQueryOptions(language, selection.benchmark)),
  ]);
};

/** Choices only change the address: the page's own queries follow it. */
export function shouldRevalidate() {
  return false;
}

/** The comparison page (route module: React Router reads `Component`). */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const selection = useMemo(() => readCompareSelection(searchParams), [searchParams]);
  const years = useIndexYears();
  const pillars = usePillars();
  const year = selection.year ?? years.data?.default_year ?? undefined;
  const ranking = useIndexes({ year, pillarId: undefined }, { enabled: !years.isPending });
  const options = useMemo(() => (ranking.data ?? []).map((entry) => ({ iso3: entry.country.iso3, name: entry.country.name })), [ranking.data]);
  const shownPillars = useMemo(() => (pillars.data ?? []).slice(0, INDEX_PILLAR_BUTTONS), [pillars.data]);
  const pillar = shownPillars.find((entry) => entry.slug === selection.pillarSlug) ?? null;

  const details = useCountriesIndex(selection.countries, year, { enabled: year !== undefined });
  const seriesList = useCountriesSeries(selection.countries);
  const benchmark = useBenchmarkSeries(selection.benchmark);

  // Written as a search string: setSearchParams would encode the commas of `countries` (%2C).
  const navigate = useNavigate();
  const change = useCallback(
    (next: Partial<CompareSelection>) => void navigate({ search: `?${compareSearch({ ...readCompareSelection(searchParams), ...next })}` }, { preventScrollReset: true }),
    [navigate, searchParams],
  );

  const search = compareSearch({ ...selection, year: year ?? null });
  const permalink = `${paths.wefeIndexCompare.getHref()}?${search}`;
  const embedSearch = search;
  const loadedDetails = details.data ?? [];
  const loadedSeries = seriesList.data ?? [];
  const ready = selection.countries.length >= COMPARE_MIN && loadedDetails.length === selection.countries.length;
  const failed = details.isError || seriesList.isError;
  const provisional = (years.data?.years ?? []).filter((entry) => entry.provisional).map((entry) => entry.year);

  return (
    <>
      <DocumentTitle page={t('pages.compare')} />
      <PageHero title={t('pages.compare')} subtitle={t('wefe_index.compare.subtitle')} overlap />
      <div className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
        <div className="-mt-16 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-md sm:p-6">
          <CountryMultiSelect options={options} chosen={selection.countries} onChange={(countries) => change({ countries })} colors={COMPARE_COLORS} />
          <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
            <YearSelect years={years.data?.years ?? []} year={year} onChange={(value) => change({ year: value })} />
            <BenchmarkSelect value={selection.benchmark} onChange={(benchmark) => change({ benchmark })} />
          </div>
          <p className="text-sm">
            <Link to={paths.wefeIndex.getHref()} className="font-semibold text-brand-700 underline">
              {t('wefe_index.profile.back')}
            </Link>
          </p>
        </div>

        <div className="mt-8 space-y-8">
          {selection.countries.length < COMPARE_MIN ? (
            <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{t('wefe_index.compare.choose_more', { min: COMPARE_MIN })}</p>
          ) : failed ? (
            <FailureAlert
              title={t('wefe_index.compare.failed')}
              retryLabel={t('common.retry')}
              onRetry={() => {
                if (details.isError) void details.refetch();
                if (seriesList.isError) void seriesList.refetch();
              }}
            />
          ) : !ready || year === undefined ? (
            <LoadingMessage label={t('wefe_index.detail.loading')} />
          ) : (
            <CompareViews
              details={loadedDetails}
              pillars={shownPillars}
              pillar={pillar}
              year={year}
              permalink={permalink}
              embedSearch={embedSearch}
              onPillar={(choice) => change({ pillarSlug: choice?.slug ?? null })}
              trend={
                loadedSeries.length === selection.countries.length ? (
                  <CompareTrend
                    seriesList={loadedSeries}
                    pillar={pillar}
                    benchmark={selection.benchmark ? benchmark.data : undefined}
                    provisional={provisional}
                    permalink={permalink}
                    embedHref={paths.embedIndexChart.getHref('compare-trend', embedSearch)}
                  />
                ) : (
                  <LoadingMessage label={t('wefe_index.detail.loading')} />
                )
              }
            />
          )}
        </div>
      </div>
    </>
  );
}

function CompareViews({
  details,
  pillars,
  pillar,
  year,
  permalink,
  embedSearch,
  onPillar,
  trend,
}: {
  details: readonly CountryIndexDetail[];
  pillars: readonly Pillar[];
  pillar: Pillar | null;
  year: number;
  permalink: string;
  embedSearch: string;
  onPillar: (pillar: Pillar | null) => void;
  trend: ReactNode;
}) {
  return (
    <>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <CompareRadar details={details} pillars={pillars} year={year} permalink={permalink} embedHref={paths.embedIndexChart.getHref('compare-radar', embedSearch)} />
        </section>
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <CompareBars details={details} pillars={pillars} year={year} permalink={permalink} />
        </section>
      </div>
      <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <CategoryButtons pillars={pillars} selected={pillar?.slug ?? null} onChange={onPillar} />
        {trend}
      </section>
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <CompareIndicators details={details} year={year} permalink={permalink} />
      </section>
    </>
  );
}

/** The group whose mean the trend draws as a dashed line, or none. */
function BenchmarkSelect({ value, onChange }: { value: CompareBenchmark | null; onChange: (value: CompareBenchmark | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, choose] = useAddressChoice(value);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {t('wefe_index.compare.benchmark')}
      </label>
      <select
        id={id}
        value={shown ?? ''}
        onChange={(event) => {
          const next = (event.target.value || null) as CompareBenchmark | null;
          if (choose(next)) onChange(next);
        }}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900"
      >
        <option value="">{t('wefe_index.compare.benchmark_none')}</option>
        {COMPARE_BENCHMARKS.map((region) => (
          <option key={region} value={region}>
            {t('wefe_index.charts.group_mean', { group: regionName(region, t) })}
          </option>
        ))}
      </select>
    </div>
  );
}
