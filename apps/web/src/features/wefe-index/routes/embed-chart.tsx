// /embed/wefe-index/{chart} (issue 26): one chart of the index alone, for another site's frame. Only
// the chart with its title, table, source line and downloads, and a link back to the full view that
// opens in a new tab: nothing here navigates inside the frame, because the server allows framing on
// these addresses only. The language comes from the address (?lang=ar), as the embed snippet writes
// it: a frame on another site has no access to the reader's saved choice.
//
//   trend          ?country=JOR                     the profile's trend
//   benchmarks     ?country=JOR&year=2020           the profile's regional benchmarks
//   compare-trend  ?countries=JOR,EGY&pillar=&benchmark=   the comparison's trend lines
//   compare-radar  ?countries=JOR,EGY&year=2020     the comparison's radar
import { INDEX_PILLAR_BUTTONS } from '@wefe/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { HubLogoMark } from '@/components/ui/icons';
import { LoadingMessage } from '@/components/ui/spinner';
import { getCurrentLanguage, useLanguage, useTranslation } from '@/lib/i18n';
import { EMBED_CHARTS, paths, type EmbedChart } from '@/lib/paths';
import type { PagePrefetch } from '@/lib/prefetch';
import { getBenchmarkSeriesQueryOptions, getBenchmarksQueryOptions, useBenchmarkSeries } from '../api/get-benchmarks';
import { getCountriesIndexQueryOptions, getCountryIndexQueryOptions, useCountriesIndex } from '../api/get-country-index';
import { getCountriesSeriesQueryOptions, getCountrySeriesQueryOptions, useCountriesSeries, useCountrySeries } from '../api/get-country-series';
import { getIndexYearsQueryOptions, useIndexYears } from '../api/get-index-years';
import { getPillarsQueryOptions, usePillars } from '../api/get-pillars';
import { CompareRadar, CompareTrend } from '../components/compare-charts';
import { compareSearch, readCompareSelection } from '../components/compare-selection';
import { CountryBenchmarks } from '../components/country-benchmarks';
import { COMPARE_MIN } from '../components/country-multi-select';
import { CountryTrend } from '../components/country-trend';
import { profileAddresses, profileCode } from './country-profile';

/** The chart an embed address names, or null. */
export function embedChart(raw: string | undefined): EmbedChart | null {
  return (EMBED_CHARTS as readonly string[]).includes(raw ?? '') ? (raw as EmbedChart) : null;
}

/** Starts the chart's calls before its first render, so the server sends the chart drawn. */
export const prefetch: PagePrefetch = async (queryClient, { params, request }) => {
  const language = getCurrentLanguage();
  const chart = embedChart(params.chart);
  const search = new URL(request.url).searchParams;
  const iso3 = profileCode(search.get('country') ?? undefined);
  const selection = readCompareSelection(search);
  const [years] = await Promise.all([queryClient.fetchQuery(getIndexYearsQueryOptions(language)), queryClient.prefetchQuery(getPillarsQueryOptions(language))]);
  const year = selection.year ?? years.default_year ?? undefined;
  if ((chart === 'trend' || chart === 'benchmarks') && iso3) {
    const [detail] = await Promise.all([
      queryClient.fetchQuery(getCountryIndexQueryOptions(language, iso3, selection.year ?? undefined)),
      queryClient.prefetchQuery(getCountrySeriesQueryOptions(language, iso3)),
    ]);
    if (chart === 'benchmarks') await queryClient.prefetchQuery(getBenchmarksQueryOptions(language, detail.year));
  }
  if (chart === 'compare-trend' || chart === 'compare-radar') {
    await Promise.all([
      chart === 'compare-trend'
        ? queryClient.prefetchQuery(getCountriesSeriesQueryOptions(queryClient, language, selection.countries))
        : queryClient.prefetchQuery(getCountriesIndexQueryOptions(queryClient, language, selection.countries, year)),
      chart === 'compare-trend' && selection.benchmark && queryClient.prefetchQuery(getBenchmarkSeriesQueryOptions(language, selection.benchmark)),
    ]);
  }
};

/** Choices only come with the address. */
export function shouldRevalidate() {
  return false;
}

/** The embed page (route module: React Router reads `Component`). */
export function Component() {
  const { t } = useTranslation();
  const chart = embedChart(useParams().chart);
  const [search] = useSearchParams();
  let body: ReactNode;
  if (chart === 'trend' || chart === 'benchmarks') body = <CountryEmbed chart={chart} iso3={profileCode(search.get('country') ?? undefined)} year={readCompareSelection(search).year} />;
  else if (chart === 'compare-trend' || chart === 'compare-radar') body = <CompareEmbed chart={chart} search={search} />;
  else body = <EmbedProblem text={t('wefe_index.embed.unknown')} />;
  return (
    <main className="min-h-dvh bg-white p-3 sm:p-4">
      <DocumentTitle page={t('pages.wefe_index')} />
      {body}
    </main>
  );
}

function EmbedProblem({ text }: { text: string }) {
  return (
    <p role="alert" className="p-4 text-slate-700">
      {text}
    </p>
  );
}

/** The link back to the full view, opened outside the frame. */
function BackLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <p className="mt-2 flex items-center gap-2 text-sm">
      <HubLogoMark className="size-5" />
      <a href={href} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
        {t('wefe_index.embed.open_full')}
      </a>
    </p>
  );
}

function CountryEmbed({ chart, iso3, year }: { chart: 'trend' | 'benchmarks'; iso3: string | null; year: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pillars = usePillars();
  const detail = useQuery({ ...getCountryIndexQueryOptions(language, iso3 ?? '', year ?? undefined), enabled: iso3 !== null });
  const series = useCountrySeries(iso3);
  const benchmarks = useQuery({ ...getBenchmarksQueryOptions(language, detail.data?.year), enabled: chart === 'benchmarks' && detail.data !== undefined });
  if (iso3 === null || detail.isError || series.isError) return <EmbedProblem text={t('wefe_index.embed.not_found')} />;
  if (!detail.data || !series.data || !pillars.data || (chart === 'benchmarks' && !benchmarks.data)) return <LoadingMessage label={t('wefe_index.detail.loading')} />;
  const shownPillars = pillars.data.slice(0, INDEX_PILLAR_BUTTONS);
  const addresses = profileAddresses(iso3, detail.data.year);
  return (
    <>
      {chart === 'trend' ? (
        <CountryTrend series={series.data} pillars={shownPillars} permalink={addresses.permalink} />
      ) : (
        <CountryBenchmarks detail={detail.data} benchmarks={benchmarks.data!} groups={series.data.groups} pillars={shownPillars} permalink={addresses.permalink} />
      )}
      <BackLink href={`${addresses.permalink}#${chart}`} />
    </>
  );
}

function CompareEmbed({ chart, search }: { chart: 'compare-trend' | 'compare-radar'; search: URLSearchParams }) {
  const { t } = useTranslation();
  const selection = readCompareSelection(search);
  const years = useIndexYears();
  const pillars = usePillars();
  const year = selection.year ?? years.data?.default_year ?? undefined;
  const details = useCountriesIndex(selection.countries, year, { enabled: chart === 'compare-radar' && year !== undefined });
  const seriesList = useCountriesSeries(chart === 'compare-trend' ? selection.countries : []);
  const benchmark = useBenchmarkSeries(chart === 'compare-trend' ? selection.benchmark : null);
  if (selection.countries.length < COMPARE_MIN) return <EmbedProblem text={t('wefe_index.compare.choose_more', { min: COMPARE_MIN })} />;
  if (details.isError || seriesList.isError) return <EmbedProblem text={t('wefe_index.embed.not_found')} />;
  const shownPillars = (pillars.data ?? []).slice(0, INDEX_PILLAR_BUTTONS);
  const permalink = `${paths.wefeIndexCompare.getHref()}?${compareSearch({ ...selection, year: year ?? null })}`;
  const id = chart === 'compare-trend' ? 'trend' : 'radar';
  if (chart === 'compare-trend') {
    if (!pillars.data || !years.data || !seriesList.data || (selection.benchmark && !benchmark.data)) return <LoadingMessage label={t('wefe_index.detail.loading')} />;
    return (
      <>
        <CompareTrend
          seriesList={seriesList.data}
          pillar={shownPillars.find((entry) => entry.slug === selection.pillarSlug) ?? null}
          benchmark={benchmark.data}
          provisional={years.data.years.filter((entry) => entry.provisional).map((entry) => entry.year)}
          permalink={permalink}
        />
        <BackLink href={`${permalink}#${id}`} />
      </>
    );
  }
  if (!pillars.data || year === undefined || !details.data) return <LoadingMessage label={t('wefe_index.detail.loading')} />;
  return (
    <>
      <CompareRadar details={details.data} pillars={shownPillars} year={year} permalink={permalink} />
      <BackLink href={`${permalink}#${id}`} />
    </>
  );
}
