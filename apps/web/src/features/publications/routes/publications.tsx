// /publications (spec part 1, 'Publications list'): a hero, the search box and filters (kept in the
// address), a result count and the cards, with loading skeletons, 'Failed to load publications' and a
// retry, the two empty states, and 'Load more' (also when it scrolls into view). Signed-in members get
// a floating add button that opens the add dialog; `?add=1` (where /publications/add leads) opens it.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { DocumentIcon, PlusIcon } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/page-hero';
import { PagedCardGrid } from '@/components/ui/paged-card-grid';
import { apiErrorMessage, fieldErrorMessages } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { getCurrentLanguage, useTranslation } from '@/lib/i18n';
import { ADD_PUBLICATION_PARAM, paths } from '@/lib/paths';
import type { PagePrefetch } from '@/lib/prefetch';
import { getPublicationTypesQueryOptions, usePublicationTypes } from '../api/get-publication-types';
import { getPublicationsQueryOptions, usePublications } from '../api/get-publications';
import { EMPTY_FILTERS, filtersFromSearchParams, hasActiveFilters, withFilters, type PublicationFilters } from '../components/filters';
import { PublicationCard } from '../components/publication-card';
import { PublicationFiltersPanel } from '../components/publication-filters';

// Only members can add, so visitors never download the form, its schema (zod) or the dialog (45 KB).
const loadAddDialog = () => import('../components/add-publication-dialog');
const AddPublicationDialog = lazy(() => loadAddDialog().then((module) => ({ default: module.AddPublicationDialog })));

/** `?publication=ID` (the link of the approval mail) leads to that publication's page. */
export function loader({ request }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('publication');
  if (id && /^\d+$/.test(id)) throw redirect(paths.publications.detail.getHref(id));
  return null;
}

/** The first page of the list the address asks for, and the types its filter offers. */
export const prefetch: PagePrefetch = (queryClient, { request }) => {
  const language = getCurrentLanguage();
  const filters = filtersFromSearchParams(new URL(request.url).searchParams);
  return Promise.all([
    queryClient.prefetchInfiniteQuery(getPublicationsQueryOptions(language, filters)),
    queryClient.prefetchQuery(getPublicationTypesQueryOptions(language)),
  ]);
};

/** Filters only change the address: nothing for the loader to check again. */
export function shouldRevalidate() {
  return false;
}

export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const session = useSession();
  const types = usePublicationTypes('edit');
  const addRequested = searchParams.get(ADD_PUBLICATION_PARAM) === '1';
  // The dialog mounts once first asked for, and stays (its closing keeps Radix's focus return). Until
  // then a failed download of its code cannot break the list; the warm-up below is only a head start.
  const [addWanted, setAddWanted] = useState(addRequested);
  if (addRequested && !addWanted) setAddWanted(true);
  useEffect(() => {
    if (session) loadAddDialog().catch(() => undefined);
  }, [session]);

  const applyFilters = (next: PublicationFilters) => setSearchParams((current) => withFilters(current, next), { preventScrollReset: true });
  // Sorting only orders the list, so clearing the filters keeps it.
  const clearFilters = () => applyFilters({ ...EMPTY_FILTERS, sort: filters.sort });
  const setAddOpen = (open: boolean) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(ADD_PUBLICATION_PARAM, '1');
        else next.delete(ADD_PUBLICATION_PARAM);
        return next;
      },
      { replace: !open, preventScrollReset: true },
    );

  return (
    <>
      <PageHero title={t('pages.publications')} eyebrow={t('publications.hero.eyebrow')} subtitle={t('publications.hero.subtitle')} overlap />

      {/* Room below the last card for the floating add button. */}
      <div className={`mx-auto max-w-6xl px-4 pt-8 sm:px-6 ${session ? 'pb-28' : 'pb-12'}`}>
        <div className="-mt-16 rounded-2xl border border-slate-200 bg-white p-5 shadow-md sm:p-6">
          <PublicationFiltersPanel filters={filters} onChange={applyFilters} onClear={clearFilters} types={types.types} />
        </div>

        {addRequested && !session && (
          <div className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-900">
            <p>
              {t('publications.add.sign_in_needed')}{' '}
              <Link to={paths.auth.login.getHref()} className="font-semibold underline">
                {t('publications.add.sign_in')}
              </Link>
            </p>
          </div>
        )}

        <PublicationResults filters={filters} onClearFilters={clearFilters} />
      </div>

      {session && (
        <>
          <button
            type="button"
            onClick={() => setAddOpen(true)}
            className="fixed end-5 bottom-5 z-40 inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-3.5 font-semibold text-white shadow-lg hover:bg-brand-800 sm:end-8 sm:bottom-8"
          >
            <PlusIcon />
            {t('publications.add.open')}
          </button>
          {addWanted && (
            <Suspense fallback={null}>
              <AddPublicationDialog open={addRequested} onOpenChange={setAddOpen} />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}

function PublicationResults({ filters, onClearFilters }: { filters: PublicationFilters; onClearFilters: () => void }) {
  const { t } = useTranslation();
  const publications = usePublications(filters);
  const filtered = hasActiveFilters(filters);
  return (
    <PagedCardGrid
      loadOnView
      query={publications}
      renderCard={(publication) => <PublicationCard publication={publication} />}
      labels={{
        loading: t('publications.list.loading'),
        heading: t('publications.list.results_heading'),
        count: (count) => t('publications.list.count', { count }),
        countMoreThan: (count) => t('publications.list.count_more_than', { count }),
        boundedEnd: (count) => t('publications.list.bounded_end', { count }),
        failed: t('publications.list.failed'),
        failedDetail: (error) => {
          const details = fieldErrorMessages(error);
          return details.length > 0 ? details.join(', ') : apiErrorMessage(error, t);
        },
        retry: t('publications.list.retry'),
        loadMore: t('publications.list.load_more'),
        loadingMore: t('publications.list.loading_more'),
        loadMoreFailed: t('publications.list.load_more_failed'),
      }}
      empty={{
        icon: <DocumentIcon className="mx-auto size-12 text-brand-300" />,
        message: filtered ? t('publications.list.empty_filtered') : t('publications.list.empty'),
        action: filtered && (
          <button type="button" onClick={onClearFilters} className={`${buttonStyles.secondary} mt-6`}>
            {t('publications.filters.clear')}
          </button>
        ),
      }}
    />
  );
}
