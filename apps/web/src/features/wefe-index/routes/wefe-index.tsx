// /wefe-index (spec part 2, section 2.1): the hero; the year (with its data window), country and
// category choices, and the notice of a provisional year; the globe coloured by the chosen category
// beside the 'Country Snapshot' (which follows the category); the ranking (top 10 or 20, with likely
// ranges) with the year's CSV; 'Open Maps'; the methodology and data sources; and the chosen country's
// detail with its charts. The choices live in the address (?country=&year=&pillar=), so a detail can be shared and the
// back button returns to the previous choice; the first country of the ranking is shown when none is.
// Below, the full ranking of the year (sortable, filtered to a group: ?sort=&region=); each country
// links to its profile (/wefe-index/country/{iso3}), as does the snapshot.
import { INDEX_PILLAR_BUTTONS, type IndexYears, type Pillar } from '@wefe/contract';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { ArrowEndIcon } from '@/components/ui/icons';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { indexDataset } from '../components/index-structured-data';
import { getCurrentLanguage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { PagePrefetch } from '@/lib/prefetch';
import { useInViewport } from '@/lib/use-in-viewport';
import { getCountryIndexQueryOptions, useCountryIndex } from '../api/get-country-index';
import { getIndexYearsQueryOptions, useIndexYears } from '../api/get-index-years';
import { getIndexesQueryOptions, useIndexes, usePillarRankings } from '../api/get-indexes';
import { getPillarsQueryOptions, usePillars } from '../api/get-pillars';
import { CountryIndexDetailSection } from '../components/country-index-detail';
import { CountrySnapshot } from '../components/country-snapshot';
import { FullRanking, readRankingView } from '../components/full-ranking';
import { DataSources, MethodologyOverview } from '../components/index-about';
import { CategoryButtons, CountrySelect, ProvisionalNotice, YearSelect } from '../components/index-controls';
import { IndexGlobe } from '../components/index-globe';
import { IndexRanking } from '../components/index-ranking';
import { readIndexSelection, withIndexSelection, type IndexSelection } from '../components/index-selection';

/**
 * The year shown: the address's when the API knows it (or cannot say, `yearsFailed`), else the default
 * year. Undefined until the years are in: rankings wait for them, so the default year is asked for by
 * number and shares its cache entry.
 */
function shownYear(requested: number | null, years: IndexYears | undefined, yearsFailed: boolean): number | undefined {
  const known = requested !== null && (yearsFailed || (years?.years ?? []).some((entry) => entry.year === requested));
  return known ? requested : (years?.default_year ?? undefined);
}

/** The category shown: one of the pillar buttons by slug, else the overall index (null). */
function shownPillar(requestedSlug: string | null, pillars: readonly Pillar[] | undefined): Pillar | null {
  return (pillars ?? []).slice(0, INDEX_PILLAR_BUTTONS).find((entry) => entry.slug === requestedSlug) ?? null;
}

/**
 * Starts the page's calls before its first render (app/router.tsx), choosing as the page does below:
 * the years and pillars, the year's overall ranking (and the chosen category's), then the country
 * shown, the address's or the ranking's first.
 */
export const prefetch: PagePrefetch = async (queryClient, { request }) => {
  const language = getCurrentLanguage();
  const selection = readIndexSelection(new URL(request.url).searchParams);
  const [years, pillars] = await Promise.all([
    queryClient.fetchQuery(getIndexYearsQueryOptions(language)),
    queryClient.fetchQuery(getPillarsQueryOptions(language)),
  ]);
  const year = shownYear(selection.year, years, false);
  const pillar = shownPillar(selection.pillarSlug, pillars);
  const overall = await queryClient.fetchQuery(getIndexesQueryOptions(language, { year, pillarId: undefined }));
  const countryId = selection.countryId ?? overall[0]?.country.id;
  await Promise.all([
    pillar && queryClient.prefetchQuery(getIndexesQueryOptions(language, { year, pillarId: pillar.id })),
    countryId !== undefined && queryClient.prefetchQuery(getCountryIndexQueryOptions(language, countryId, year)),
  ]);
};

/** Choices only change the address: the page's own queries follow it, nothing for the loader to do again. */
export function shouldRevalidate() {
  return false;
}

/** The index page (route module: React Router reads `Component`). */
export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const selection = useMemo(() => readIndexSelection(searchParams), [searchParams]);
  const pillars = usePillars();
  const years = useIndexYears();

  const year = shownYear(selection.year, years.data, years.isError);
  const yearSettled = !years.isPending;

  const pillarChoices = useMemo(() => (pillars.data ?? []).slice(0, INDEX_PILLAR_BUTTONS), [pillars.data]);
  const pillar = shownPillar(selection.pillarSlug, pillars.data);
  const pillarSettled = selection.pillarSlug === null || !pillars.isPending;

  // The overall ranking orders the country list; the chosen category's ranking colours the globe and
  // fills the ranking card. Without a pillar both are the same query.
  const overall = useIndexes({ year, pillarId: undefined }, { enabled: yearSettled });
  const ranking = useIndexes({ year, pillarId: pillar?.id }, { enabled: yearSettled && pillarSettled });
  const countries = overall.data ?? [];

  // Spec section 4: the first country of the ranking is shown when none is chosen. It is derived, not
  // written into the address: that write raced the reader's own choice (a year picked while the first
  // ranking was loading was replaced by the default year).
  const countryId = selection.countryId ?? countries[0]?.country.id ?? null;
  const detail = useCountryIndex(countryId, year, { enabled: yearSettled });
  const countryName = countries.find((entry) => entry.country.id === countryId)?.country.name ?? null;
  const metric = pillar?.localized_name ?? t('wefe_index.metric_index');

  const select = useCallback(
    (change: Partial<IndexSelection>, { replace = false } = {}) =>
      setSearchParams((current) => withIndexSelection(current, change), { replace, preventScrollReset: true }),
    [setSearchParams],
  );

  // The full ranking's sort and group are in the address too (?sort=&region=).
  // Its calls wait until the reader comes near it (or a shared address asked for it): most readers
  // never scroll that far, and the page's first calls stay the ones it needs at once.
  const rankingView = useMemo(() => readRankingView(searchParams), [searchParams]);
  const [fullRankingRef, fullRankingNear] = useInViewport<HTMLDivElement>({ margin: '600px', once: true });
  const fullRankingWanted = yearSettled && (fullRankingNear || searchParams.has('sort') || searchParams.has('region'));
  const regionRanking = useIndexes({ year, pillarId: undefined, region: rankingView.region ?? undefined }, { enabled: fullRankingWanted });
  const pillarRankings = usePillarRankings(
    { year, region: rankingView.region ?? undefined },
    pillarChoices.map((choice) => choice.id),
    { enabled: fullRankingWanted },
  );
  const byPillar = Object.fromEntries(pillarChoices.map((choice) => [choice.slug, pillarRankings.data?.get(choice.id) ?? []]));
  const setRankingView = (name: 'sort' | 'region', value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || (name === 'sort' && value === 'index')) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { preventScrollReset: true },
    );

  const selectCountry = (id: number) => select({ countryId: id, year });
  // The country shown stays when the year changes, even when it was the first of the old ranking.
  const selectYear = (value: number) => select({ year: value, countryId: countryId ?? undefined });
  const selectPillar = (choice: Pillar | null) => select({ pillarSlug: choice?.slug ?? null });
  const retryRanking = () => {
    void ranking.refetch();
    if (overall.isError) void overall.refetch();
  };

  return (
    <>
      <PageHero title={t('pages.wefe_index')} subtitle={t('wefe_index.hero.subtitle')} overlap />
      <JsonLd data={indexDataset({ name: t('pages.wefe_index'), description: t('wefe_index.hero.subtitle'), indexName: t('pages.wefe_index') })} />

      <div className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
        <div className="-mt-16 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-md sm:p-6">
          <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
            <YearSelect years={years.data?.years ?? []} year={year} onChange={selectYear} />
            <CountrySelect entries={countries} countryId={countryId} onChange={selectCountry} />
          </div>
          <CategoryButtons pillars={pillarChoices} selected={pillar?.slug ?? null} onChange={selectPillar} />
          <ProvisionalNotice year={years.data?.years.find((entry) => entry.year === year)} defaultYear={years.data?.default_year ?? null} />
        </div>

        <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            <IndexGlobe entries={ranking.data ?? []} metric={metric} selectedCountryId={countryId} onCountryClick={selectCountry} />
          </div>
          <CountrySnapshot
            countryName={countryName}
            iso3={countries.find((entry) => entry.country.id === countryId)?.country.iso3 ?? null}
            detail={detail.data}
            pillar={pillar}
            loading={countryId !== null && detail.isPending}
            failed={detail.isError}
          />
        </div>

        <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <IndexRanking
            entries={ranking.data ?? []}
            metric={metric}
            year={year}
            selectedCountryId={countryId}
            onSelect={selectCountry}
            loading={ranking.isPending}
            failed={ranking.isError}
            onRetry={retryRanking}
          />
          <div className="space-y-4">
            <Link to={paths.interactiveMaps.root.getHref()} className={`${buttonStyles.primary} w-full`}>
              {t('wefe_index.open_maps')}
              <ArrowEndIcon />
            </Link>
            <Link to={paths.wefeIndexCompare.getHref()} className={`${buttonStyles.secondary} w-full`}>
              {t('wefe_index.compare.open')}
              <ArrowEndIcon />
            </Link>
            <MethodologyOverview year={year} />
            <DataSources pillars={pillars.data ?? []} />
          </div>
        </div>

        <div ref={fullRankingRef} className="mt-8">
          <FullRanking
            entries={regionRanking.data ?? []}
            byPillar={byPillar}
            pillars={pillarChoices}
            year={year}
            sort={rankingView.sort}
            region={rankingView.region}
            onSort={(value) => setRankingView('sort', value)}
            onRegion={(value) => setRankingView('region', value)}
            loading={regionRanking.isPending || pillarRankings.isPending}
            failed={regionRanking.isError || pillarRankings.isError}
          />
        </div>

        {countryId !== null && (
          <div className="mt-8">
            <CountryIndexDetailSection
              countryName={countryName}
              year={year}
              detail={detail.data}
              loading={detail.isPending}
              failed={detail.isError}
              onRetry={() => void detail.refetch()}
            />
          </div>
        )}
      </div>
    </>
  );
}
