// /interactive-maps/global-level (spec part 2, sections 2.2, 4 and 8): Sector, Map and Year chips, the
// map's title and description, a 760x760 globe of the year's points with its legend and tooltips, a
// CSV download and the points as a table.
//
// The transitions of spec section 4, with the choices kept in the address (?sector=&map=&year=):
// - the first sector is chosen on arrival;
// - choosing another sector drops map and year (so points, years and keys go too), loads that
//   sector's maps and chooses the first; choosing the chosen sector again does nothing;
// - choosing a map loads its years (GET /interactive-maps/years, see api/get-map-years.ts) and chooses
//   the map's default year (the index's default year when the map covers it well, else its newest
//   well-covered year: `default_year`), the newest when it has none;
// - choosing a year loads that year's points and rebuilds the legend from the keys those points carry.
import { MAP_GLOBE_SIZE, type MapInfo } from '@wefe/contract';
import { useId, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { GlobePlaceholder, LazyGlobe } from '@/components/globe/lazy-globe';
import { PageHero } from '@/components/ui/page-hero';
import { SkeletonLine } from '@/components/ui/skeleton-line';
import { getCurrentLanguage, useLanguage, useTranslation } from '@/lib/i18n';
import type { PagePrefetch } from '@/lib/prefetch';
import { getMapKeysQueryOptions, useMapKeys } from '../api/get-map-keys';
import { getMapPointsQueryOptions, useMapPoints } from '../api/get-map-points';
import { getMapSectorsQueryOptions, useMapSectors } from '../api/get-map-sectors';
import { getMapYearsQueryOptions, useMapYears } from '../api/get-map-years';
import { getSectorMapsQueryOptions, useSectorMaps } from '../api/get-sector-maps';
import { CsvDownloadLink } from '../components/csv-download-link';
import { FilterChips, FilterChipsPlaceholder } from '../components/filter-chips';
import { MapDataTable } from '../components/map-data-table';
import { buildLegend, toGlobePoints, toPointRows } from '../components/map-points';
import { pickById, pickYear, readId, SELECTION_NAVIGATION, useSelectionInAddress, withSelection, type Selection } from '../components/map-selection';
import { EmptyLegend, MapEmpty, MapError, MapLoading } from '../components/map-status';

const SELECTION_NAMES = ['sector', 'map', 'year'] as const;
type GlobalSelection = Selection<(typeof SELECTION_NAMES)[number]>;

/**
 * Starts the page's chain of calls before its first render (app/router.tsx): the sectors, the chosen
 * sector's maps, the chosen map's keys and years, then the chosen year's points, chosen as the page
 * chooses them below.
 */
export const prefetch: PagePrefetch = async (queryClient, { request }) => {
  const language = getCurrentLanguage();
  const params = new URL(request.url).searchParams;
  const sector = pickById(await queryClient.fetchQuery(getMapSectorsQueryOptions(language)), readId(params, 'sector'));
  if (!sector) return;
  const map = pickById(await queryClient.fetchQuery(getSectorMapsQueryOptions(language, sector.id)), readId(params, 'map'));
  if (!map) return;
  void queryClient.prefetchQuery(getMapKeysQueryOptions(language, map.id));
  const year = pickYear(await queryClient.fetchQuery(getMapYearsQueryOptions(language, map.id)), readId(params, 'year') ?? map.default_year ?? undefined);
  if (year !== undefined) await queryClient.prefetchQuery(getMapPointsQueryOptions(language, map.id, year));
};

/** Choices only change the address: the page's own queries follow it, nothing for the loader to do again. */
export function shouldRevalidate() {
  return false;
}

export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = { sector: readId(searchParams, 'sector'), map: readId(searchParams, 'map'), year: readId(searchParams, 'year') };

  const sectors = useMapSectors();
  const sector = pickById(sectors.data, requested.sector);
  const maps = useSectorMaps(sector?.id);
  const map = pickById(maps.data, requested.map);
  const years = useMapYears(map?.id);
  // Without a year in the address, the map's default year (the index's rule: the latest comparable year).
  const year = pickYear(years.data, requested.year ?? map?.default_year ?? undefined);

  useSelectionInAddress(searchParams, setSearchParams, { sector: sector?.id, map: map?.id, year });

  const choose = (next: GlobalSelection) => setSearchParams((current) => withSelection(current, SELECTION_NAMES, next), SELECTION_NAVIGATION);
  const chooseSector = (id: number) => {
    if (id !== sector?.id) choose({ sector: id });
  };
  const chooseMap = (id: number) => {
    if (id !== map?.id) choose({ sector: sector?.id, map: id });
  };
  const chooseYear = (value: number) => {
    if (value !== year) choose({ sector: sector?.id, map: map?.id, year: value });
  };

  let content;
  if (sectors.isError || (sectors.isSuccess && !sector)) {
    // No sectors at all is as fatal as failing to load them (spec section 8: Retry when sectors are empty).
    content = <MapError title={t('maps.errors.initial')} error={sectors.error} onRetry={() => void sectors.refetch()} />;
  } else {
    // Each row keeps its room from the first paint (grey chips until its options come) and the map's
    // place below holds the globe's size, so the page does not jump as the answers arrive one by one.
    const mapsLoading = sectors.isPending || maps.isPending;
    const yearsLoading = mapsLoading || (map !== undefined && years.isPending);
    content = (
      <>
        <section aria-label={t('maps.filters.label')} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          {sector && sectors.data ? (
            <FilterChips
              label={t('maps.filters.sector')}
              options={sectors.data.map((entry) => ({ value: entry.id, label: entry.name }))}
              selected={sector.id}
              onSelect={chooseSector}
            />
          ) : (
            <FilterChipsPlaceholder label={t('maps.filters.sector')} />
          )}
          {maps.data && maps.data.length > 0 ? (
            <FilterChips label={t('maps.filters.map')} options={maps.data.map((entry) => ({ value: entry.id, label: entry.name }))} selected={map?.id} onSelect={chooseMap} />
          ) : (
            mapsLoading && <FilterChipsPlaceholder label={t('maps.filters.map')} />
          )}
          {years.data && years.data.length > 0 ? (
            <FilterChips label={t('maps.filters.year')} options={years.data.map((entry) => ({ value: entry, label: String(entry) }))} selected={year} onSelect={chooseYear} />
          ) : (
            yearsLoading && <FilterChipsPlaceholder label={t('maps.filters.year')} />
          )}
        </section>
        {/* Each state is its own element (no shared wrapper), so a state replacing another is new content, not a moved one. */}
        {mapsLoading ? (
          <MapSectionPlaceholder label={sectors.isPending ? t('maps.loading') : t('maps.loading_maps')} />
        ) : maps.isError ? (
          <div className="mt-8">
            <MapError title={t('maps.errors.maps')} error={maps.error} onRetry={() => void maps.refetch()} />
          </div>
        ) : !map ? (
          <div className="mt-8">
            <MapEmpty title={t('maps.empty.no_maps')} />
          </div>
        ) : (
          <MapSection map={map}>
            {years.isPending ? (
              <MapDataPlaceholder />
            ) : years.isError ? (
              <MapError title={t('maps.errors.map_data')} error={years.error} onRetry={() => void years.refetch()} />
            ) : year === undefined ? (
              <MapEmpty title={t('maps.empty.no_years')} />
            ) : (
              <MapYear map={map} year={year} />
            )}
          </MapSection>
        )}
      </>
    );
  }

  return (
    <>
      <PageHero title={t('pages.global_map')} subtitle={t('maps.global.subtitle')} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">{content}</div>
    </>
  );
}

/** The chosen map: its title and description above what it shows. */
function MapSection({ map, children }: { map: MapInfo; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-8">
      <h2 id={titleId} dir="auto" className="text-2xl font-bold text-brand-800">
        {map.name}
      </h2>
      {map.description && (
        <p dir="auto" className="mt-2 max-w-3xl text-slate-700">
          {map.description}
        </p>
      )}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** The map's section while the sector's maps load: grey title and description lines above the globe's room. */
function MapSectionPlaceholder({ label }: { label: string }) {
  return (
    <div className="mt-8">
      <div aria-hidden="true" className="animate-pulse">
        <SkeletonLine className="inline-64 max-w-full text-2xl" />
        <div className="mt-2 max-w-3xl">
          <SkeletonLine />
          <SkeletonLine className="inline-2/3" />
        </div>
      </div>
      <div className="mt-6">
        <GlobePlaceholder size={MAP_GLOBE_SIZE}>
          <MapLoading label={label} />
        </GlobePlaceholder>
      </div>
    </div>
  );
}

/** The globe's room while the map's years or one year's points load. */
function MapDataPlaceholder() {
  const { t } = useTranslation();
  return (
    <GlobePlaceholder size={MAP_GLOBE_SIZE}>
      <MapLoading label={t('maps.loading_data')} />
    </GlobePlaceholder>
  );
}

/** One year of the chosen map: the globe with its legend, the download and the table, or why not. */
function MapYear({ map, year }: { map: MapInfo; year: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const points = useMapPoints(map.id, year);
  // Only orders the legend: a failure leaves the keys in the order the points bring them.
  const keys = useMapKeys(map.id);
  const noCategory = t('maps.no_category');

  const globePoints = useMemo(() => toGlobePoints(points.data ?? [], map, language), [points.data, map, language]);
  const legend = useMemo(() => buildLegend(points.data ?? [], keys.data ?? [], { language, noCategory }), [points.data, keys.data, language, noCategory]);
  const rows = useMemo(() => toPointRows(points.data ?? [], map, { language, noCategory }), [points.data, map, language, noCategory]);

  if (points.isPending || keys.isPending) return <MapDataPlaceholder />;
  if (points.isError) return <MapError title={t('maps.errors.map_data')} error={points.error} onRetry={() => void points.refetch()} />;
  if (points.data.length === 0) {
    return (
      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-[1fr_auto]">
        <MapEmpty title={t('maps.empty.no_data')} message={t('maps.empty.no_data_map')} />
        <EmptyLegend title={map.name} />
      </div>
    );
  }
  // While another year loads, the previous year's points stay on show (see useMapPoints).
  const shownYear = points.data[0]?.year ?? year;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-600" aria-live="polite">
          {points.isPlaceholderData ? t('maps.loading_data') : t('maps.global.points_count', { count: points.data.length, year: shownYear })}
        </p>
        <CsvDownloadLink mapId={map.id} year={year} />
      </div>
      <LazyGlobe
        size={MAP_GLOBE_SIZE}
        points={globePoints}
        legend={legend}
        legendTitle={map.name}
        legendHint={map.hint ?? undefined}
        metric={map.metric}
        label={t('maps.global.globe_label', { map: map.name, year: shownYear })}
      />
      {legend.length === 0 && <EmptyLegend title={map.name} />}
      <MapDataTable caption={t('maps.table.caption', { map: map.name, year: shownYear })} rows={rows} />
    </>
  );
}
