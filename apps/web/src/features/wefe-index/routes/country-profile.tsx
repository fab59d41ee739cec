// /wefe-index/country/{iso3} (issue 26): a country's profile. The index and pillar scores of a year
// with their ranks, likely ranges and data window; the trend of the index and the pillars over every
// year with data; the country against the mean and best of MENA, the OIC and its continent; and every
// indicator with its published value, year, score, weight and source. The year is in the address
// (?year=), so a link restores the view; without one the profile shows the index's default year (or
// the country's newest). Rendered by the server for visitors, like the index page.
import { INDEX_PILLAR_BUTTONS, type CountryIndexDetail, type Pillar } from '@wefe/contract';
import { useCallback, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { DetailPage } from '@/components/ui/detail-page';
import { shareCardHref } from '@/lib/share-card';
import { DocumentTitle } from '@/components/ui/document-title';
import { JsonLd } from '@/components/ui/json-ld';
import { indexDataset } from '../components/index-structured-data';
import { NotFoundPage } from '@/components/ui/not-found-page';
import { ArrowEndIcon } from '@/components/ui/icons';
import { LoadingMessage } from '@/components/ui/spinner';
import { getCurrentLanguage, useLanguage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { PagePrefetch } from '@/lib/prefetch';
import { getBenchmarksQueryOptions, useBenchmarks } from '../api/get-benchmarks';
import { getCountryIndexQueryOptions, useCountryIndex } from '../api/get-country-index';
import { getCountrySeriesQueryOptions, useCountrySeries } from '../api/get-country-series';
import { getIndexYearsQueryOptions, useIndexYears } from '../api/get-index-years';
import { getPillarsQueryOptions, usePillars } from '../api/get-pillars';
import { CountryBenchmarks } from '../components/country-benchmarks';
import { CountryTrend } from '../components/country-trend';
import { IndicatorTable } from '../components/indicator-table';
import { ProvisionalNotice, YearSelect } from '../components/index-controls';
import { readIndexSelection, withIndexSelection } from '../components/index-selection';
import { ProfileSummary } from '../components/profile-summary';

/** The address's country code, upper case, or null when it is not three letters (the API would refuse it). */
export function profileCode(raw: string | undefined): string | null {
  return raw && /^[A-Za-z]{3}$/.test(raw) ? raw.toUpperCase() : null;
}

/** The year asked for, the profile's own view address (`?year=`) and the chart addresses built on it. */
export function profileAddresses(iso3: string, year: number) {
  const query = new URLSearchParams({ country: iso3 });
  const yearQuery = new URLSearchParams({ country: iso3, year: String(year) });
  return {
    permalink: `${paths.wefeIndexCountry.getHref(iso3)}?year=${year}`,
    trendEmbed: paths.embedIndexChart.getHref('trend', query.toString()),
    benchmarksEmbed: paths.embedIndexChart.getHref('benchmarks', yearQuery.toString()),
  };
}

/** The four pillars the index is made of, as the charts show them. */
export function indexPillars(pillars: readonly Pillar[] | undefined): Pillar[] {
  return (pillars ?? []).slice(0, INDEX_PILLAR_BUTTONS);
}

/** Starts the profile's calls before its first render: the detail, the series, the pillars, the years, then the year's benchmarks. */
export const prefetch: PagePrefetch = async (queryClient, { params, request }) => {
  const language = getCurrentLanguage();
  const iso3 = profileCode(params.iso3);
  if (!iso3) return;
  const year = readIndexSelection(new URL(request.url).searchParams).year ?? undefined;
  const [detail] = await Promise.all([
    queryClient.fetchQuery(getCountryIndexQueryOptions(language, iso3, year)),
    queryClient.prefetchQuery(getCountrySeriesQueryOptions(language, iso3)),
    queryClient.prefetchQuery(getPillarsQueryOptions(language)),
    queryClient.prefetchQuery(getIndexYearsQueryOptions(language)),
  ]);
  await queryClient.prefetchQuery(getBenchmarksQueryOptions(language, detail.year));
};

/** The profile page (route module: React Router reads `Component`). */
export function Component() {
  const { t } = useTranslation();
  const iso3 = profileCode(useParams().iso3);
  const [searchParams, setSearchParams] = useSearchParams();
  const year = readIndexSelection(searchParams).year ?? undefined;
  const detail = useCountryIndex(iso3, year);
  if (iso3 === null) return <NotFoundPage />;
  return (
    <DetailPage
      query={detail}
      back={{ href: paths.wefeIndex.getHref(), label: t('wefe_index.profile.back'), browseLabel: t('wefe_index.profile.browse') }}
      labels={{
        loading: t('wefe_index.detail.loading'),
        loadingTitle: t('wefe_index.profile.page_title'),
        notFound: t('wefe_index.profile.not_found'),
        failed: t('wefe_index.detail.failed'),
        retry: t('wefe_index.ranking.retry'),
      }}
      width="max-w-6xl"
    >
      {(data) => (
        <Profile
          detail={data}
          onYear={(value) => setSearchParams((current) => withIndexSelection(current, { year: value }), { preventScrollReset: true })}
        />
      )}
    </DetailPage>
  );
}

/** Choices only change the address: the page's own queries follow it. */
export function shouldRevalidate() {
  return false;
}

function Profile({ detail, onYear }: { detail: CountryIndexDetail; onYear: (year: number) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const iso3 = detail.country.iso3;
  const pillars = usePillars();
  const years = useIndexYears();
  const series = useCountrySeries(iso3);
  const benchmarks = useBenchmarks(detail.year);
  const shownPillars = useMemo(() => indexPillars(pillars.data), [pillars.data]);
  const addresses = profileAddresses(iso3, detail.year);
  const countryYears = useMemo(() => (years.data?.years ?? []).filter((entry) => detail.years.includes(entry.year)), [years.data, detail.years]);
  const yearEntry = years.data?.years.find((entry) => entry.year === detail.year);
  const seriesYear = series.data?.years.find((entry) => entry.year === detail.year);
  const choose = useCallback((value: number) => onYear(value), [onYear]);

  return (
    <article className="mt-6 space-y-8">
      <DocumentTitle page={t('wefe_index.profile.title', { country: detail.country.name })} image={shareCardHref('country', detail.country.iso3, language)} />
      <JsonLd
        data={indexDataset(
          { name: t('wefe_index.profile.title', { country: detail.country.name }), description: t('wefe_index.hero.subtitle'), indexName: t('pages.wefe_index') },
          { name: detail.country.name, iso3: detail.country.iso3 },
        )}
      />
      <header className="space-y-3">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('wefe_index.profile.kicker')}</p>
        <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">
          <bdi>{detail.country.name}</bdi>
        </h1>
        <div className="flex flex-wrap gap-3">
          <Link to={`${paths.wefeIndexCompare.getHref()}?countries=${iso3}`} className={buttonStyles.secondary}>
            {t('wefe_index.profile.compare')}
            <ArrowEndIcon />
          </Link>
          <Link to={`${paths.wefeIndex.getHref()}?${new URLSearchParams({ country: String(detail.country.id), year: String(detail.year) })}`} className={buttonStyles.ghost}>
            {t('wefe_index.profile.on_index_page')}
          </Link>
        </div>
      </header>

      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <YearSelect years={countryYears} year={detail.year} onChange={choose} />
      </div>
      <ProvisionalNotice year={yearEntry} defaultYear={years.data?.default_year ?? null} />

      {detail.pillars.length === 0 ? (
        <p className="text-slate-700">{t('wefe_index.detail.no_data_hint', { country: detail.country.name, year: String(detail.year) })}</p>
      ) : (
        <ProfileSummary detail={detail} seriesYear={seriesYear} pillars={shownPillars} />
      )}

      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {series.data ? (
          <CountryTrend series={series.data} pillars={shownPillars} permalink={addresses.permalink} embedHref={addresses.trendEmbed} />
        ) : series.isError ? (
          <p role="alert">{t('wefe_index.detail.failed')}</p>
        ) : (
          <LoadingMessage label={t('wefe_index.detail.loading')} />
        )}
      </section>

      {detail.pillars.length > 0 && (
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          {benchmarks.data && series.data ? (
            <CountryBenchmarks
              detail={detail}
              benchmarks={benchmarks.data}
              groups={series.data.groups}
              pillars={shownPillars}
              permalink={addresses.permalink}
              embedHref={addresses.benchmarksEmbed}
            />
          ) : benchmarks.isError || series.isError ? (
            <p role="alert">{t('wefe_index.detail.failed')}</p>
          ) : (
            <LoadingMessage label={t('wefe_index.detail.loading')} />
          )}
        </section>
      )}

      {detail.pillars.length > 0 && (
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <IndicatorTable detail={detail} permalink={addresses.permalink} />
        </section>
      )}
    </article>
  );
}
