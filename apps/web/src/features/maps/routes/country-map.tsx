// /interactive-maps/country-level (spec part 2, sections 2.3 and 8): Country, Map and Year selectors
// (kept in the address as ?country=&map=&year=), the map's title and description, a 760x760 globe
// turned towards the country with its point(s) of the year, the map's legend with its hint, a card
// with the country's value, unit, key and year, the value across the years, and a CSV download.
//
// No country is chosen for the reader ('Please select a country to view data'); the map defaults to
// the first one and the year to the newest the country has. Points go through the same transformation
// as on the global page (components/map-points.ts).
import { MAP_GLOBE_SIZE, type MapInfo, type MapPoint } from '@wefe/contract';
import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { GlobeCountryScore } from '@/components/globe/globe-types';
import { LazyGlobe } from '@/components/globe/lazy-globe';
import { PageHero } from '@/components/ui/page-hero';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useCountries } from '@/lib/lookups/get-countries';
import { paths } from '@/lib/paths';
import { useCountryPoints } from '../api/get-country-points';
import { useMapCountries } from '../api/get-map-countries';
import { useMapKeys } from '../api/get-map-keys';
import { useMaps } from '../api/get-maps';
import { CountrySummary } from '../components/country-summary';
import { CsvDownloadLink } from '../components/csv-download-link';
import { buildLegend, numericValue, safeColor, toGlobePoints, toPointRows } from '../components/map-points';
import { MapSelect, type MapSelectGroup } from '../components/map-select';
import { pickById, pickYear, readId, SELECTION_NAVIGATION, useSelectionInAddress, withSelection, type Selection } from '../components/map-selection';
import { EmptyLegend, MapEmpty, MapError, MapLoading } from '../components/map-status';

const SELECTION_NAMES = ['country', 'map', 'year'] as const;
type CountrySelection = Selection<(typeof SELECTION_NAMES)[number]>;

/** The maps grouped by sector, groups in the order their first map comes. */
function groupBySector(maps: readonly MapInfo[], unnamed: string): MapSelectGroup[] {
  const groups = new Map<number, { label: string; options: { value: number; label: string }[] }>();
  for (const map of maps) {
    const group = groups.get(map.sector_id) ?? { label: map.sector?.name ?? unnamed, options: [] };
    group.options.push({ value: map.id, label: map.name });
    groups.set(map.sector_id, group);
  }
  return [...groups.values()];
}

/**
 * The countries the selector offers: those with map data, in the reader's alphabetical order (and the
 * address's country when it has none, so the page can say so).
 */
export function countryOptions(countries: readonly { id: number; name: string }[], withData: readonly number[], chosen: number | undefined) {
  const offered = new Set(withData);
  return countries.filter((entry) => offered.has(entry.id) || entry.id === chosen).map((entry) => ({ value: entry.id, label: entry.name }));
}

export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = { country: readId(searchParams, 'country'), map: readId(searchParams, 'map'), year: readId(searchParams, 'year') };

  const countries = useCountries();
  const withData = useMapCountries();
  const maps = useMaps();
  const country = countries.data?.find((entry) => entry.id === requested.country);
  const map = pickById(maps.data, requested.map);
  const points = useCountryPoints(country?.id, map?.id);
  const years = useMemo(() => [...new Set((points.data ?? []).map((point) => point.year))].sort((a, b) => b - a), [points.data]);
  const year = pickYear(years, requested.year);

  useSelectionInAddress(searchParams, setSearchParams, { map: map?.id, year });

  const choose = (next: CountrySelection) => setSearchParams((current) => withSelection(current, SELECTION_NAMES, next), SELECTION_NAVIGATION);
  const mapGroups = useMemo(() => groupBySector(maps.data ?? [], t('maps.filters.other_maps')), [maps.data, t]);

  let content;
  if (countries.isPending || maps.isPending || withData.isPending) {
    content = (
      <div className="flex min-h-[50vh] items-center justify-center">
        <MapLoading label={t('maps.loading')} />
      </div>
    );
  } else if (countries.isError || withData.isError) {
    content = (
      <MapError
        title={t('maps.errors.countries')}
        error={countries.error ?? withData.error}
        onRetry={() => {
          void countries.refetch();
          void withData.refetch();
        }}
      />
    );
  } else if (maps.isError) {
    content = <MapError title={t('maps.errors.maps')} error={maps.error} onRetry={() => void maps.refetch()} />;
  } else {
    content = (
      <>
        <section aria-label={t('maps.filters.label')} className="grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-3 sm:p-6">
          <MapSelect
            label={t('maps.filters.country')}
            placeholder={t('maps.filters.country_placeholder')}
            value={country?.id}
            options={countryOptions(countries.data, withData.data, country?.id)}
            onChange={(id) => {
              if (id !== country?.id) choose({ country: id, map: map?.id });
            }}
          />
          <MapSelect
            label={t('maps.filters.map')}
            value={map?.id}
            groups={mapGroups}
            disabled={mapGroups.length === 0}
            onChange={(id) => {
              if (id !== map?.id) choose({ country: country?.id, map: id });
            }}
          />
          <MapSelect
            label={t('maps.filters.year')}
            placeholder={years.length === 0 ? t('maps.filters.no_years') : undefined}
            value={year}
            options={years.map((entry) => ({ value: entry, label: String(entry) }))}
            disabled={years.length === 0}
            onChange={(value) => {
              if (value !== year) choose({ country: country?.id, map: map?.id, year: value });
            }}
          />
        </section>
        <div className="mt-8">
          {!country ? (
            <MapEmpty title={t('maps.empty.select_country')} />
          ) : !map ? (
            <MapEmpty title={t('maps.empty.no_maps')} />
          ) : points.isPending ? (
            <MapLoading label={t('maps.loading_data')} />
          ) : points.isError ? (
            <MapError title={t('maps.errors.country_data')} error={points.error} onRetry={() => void points.refetch()} />
          ) : year === undefined ? (
            <MapEmpty title={t('maps.empty.no_data')} message={t('maps.empty.no_data_country')} />
          ) : (
            <CountryMap map={map} countryId={country.id} countryName={country.name} iso3={country.iso3} points={points.data} year={year} />
          )}
        </div>
      </>
    );
  }

  return (
    <>
      <PageHero title={t('pages.country_map')} subtitle={t('maps.country.subtitle')} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">{content}</div>
    </>
  );
}

interface CountryMapProps {
  map: MapInfo;
  countryId: number;
  countryName: string;
  iso3: string;
  /** The country's points of the map, every year. */
  points: readonly MapPoint[];
  year: number;
}

/** The chosen country on the chosen map in the chosen year. */
function CountryMap({ map, countryId, countryName, iso3, points, year }: CountryMapProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  // Only the legend needs the map's keys; without them it lists the keys the points carry.
  const keys = useMapKeys(map.id);
  const noCategory = t('maps.no_category');

  const yearPoints = useMemo(() => points.filter((point) => point.year === year), [points, year]);
  const globePoints = useMemo(() => toGlobePoints(yearPoints, map, language), [yearPoints, map, language]);
  const legend = useMemo(() => buildLegend(yearPoints, keys.data ?? [], { language, noCategory, allKeys: true }), [yearPoints, keys.data, language, noCategory]);
  // toPointRows sorts by country, then newest year first: one country, so newest first.
  const history = useMemo(() => toPointRows(points, map, { language, noCategory }), [points, map, language, noCategory]);
  const current = history.find((row) => row.year === year);

  // The country itself, outlined and turned towards (its tooltip names the map's metric).
  const first = yearPoints[0];
  const countryScores = useMemo<GlobeCountryScore[]>(() => {
    const code = first?.country?.numeric_code;
    if (!first || !code) return [];
    return [{ countryId, numericCode: code, name: countryName, value: numericValue(first.rank), color: safeColor(first.map_key?.color) }];
  }, [first, countryId, countryName]);

  return (
    <section aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id={titleId} dir="auto" className="text-2xl font-bold text-brand-800">
            {map.name}
          </h2>
          {map.description && (
            <p dir="auto" className="mt-2 max-w-3xl text-slate-700">
              {map.description}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link to={paths.wefeIndexCountry.getHref(iso3)} className="font-semibold text-brand-700 underline">
            {t('wefe_index.profile.open_profile', { country: countryName })}
          </Link>
          <CsvDownloadLink mapId={map.id} year={year} />
        </div>
      </div>
      <div className="mt-6">
        {keys.isPending ? (
          <MapLoading label={t('maps.loading_data')} />
        ) : (
          <>
            <LazyGlobe
              size={MAP_GLOBE_SIZE}
              points={globePoints}
              countries={countryScores}
              selectedCountryId={countryId}
              legend={legend}
              legendTitle={map.name}
              legendHint={map.hint ?? undefined}
              metric={map.metric}
              label={t('maps.country.globe_label', { map: map.name, country: countryName, year })}
            />
            {legend.length === 0 && <EmptyLegend title={map.name} />}
          </>
        )}
      </div>
      {current && (
        <div className="mt-8">
          <CountrySummary country={countryName} current={current} unit={map.unit || map.metric} history={history} />
        </div>
      )}
    </section>
  );
}
