// /publications (spec part 1, 'Publications list'): a hero, the search box and filters (kept in the
// address), a result count and the cards, with loading skeletons, 'Failed to load publications' and a
// retry, the two empty states, and 'Load more' (also when it scrolls into view). Signed-in members get
// a floating add button that opens the add dialog; `?add=1` (where /publications/add leads) opens it.
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert } from '@/components/ui/form';
import { DocumentIcon, PlusIcon } from '@/components/ui/icons';
import { apiErrorMessage, fieldErrorMessages } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { ADD_PUBLICATION_PARAM, paths } from '@/lib/paths';
import { usePublicationTypes } from '../api/get-publication-types';
import { usePublications } from '../api/get-publications';
import { AddPublicationDialog } from '../components/add-publication-dialog';
import { EMPTY_FILTERS, filtersFromSearchParams, hasActiveFilters, withFilters, type PublicationFilters } from '../components/filters';
import { PublicationCard, PublicationCardSkeleton } from '../components/publication-card';
import { PublicationFiltersPanel } from '../components/publication-filters';

/** `?publication=ID` (the link of the approval mail) leads to that publication's page. */
export function loader({ request }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('publication');
  if (id && /^\d+$/.test(id)) throw redirect(paths.publications.detail.getHref(id));
  return null;
}

/** Filters only change the address: nothing for the loader to check again. */
export function shouldRevalidate() {
  return false;
}

const SKELETON_COUNT = 6;

export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const session = useSession();
  const types = usePublicationTypes('edit');
  const addRequested = searchParams.get(ADD_PUBLICATION_PARAM) === '1';

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
      <DocumentTitle page={t('pages.publications')} />
      <section className="bg-gradient-to-b from-brand-700 to-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-24 sm:px-6 sm:pt-16 sm:pb-28">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t('publications.hero.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t('pages.publications')}</h1>
          <p className="mt-3 max-w-3xl text-lg text-brand-100">{t('publications.hero.subtitle')}</p>
        </div>
      </section>

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
          <AddPublicationDialog open={addRequested} onOpenChange={setAddOpen} />
        </>
      )}
    </>
  );
}

function PublicationResults({ filters, onClearFilters }: { filters: PublicationFilters; onClearFilters: () => void }) {
  const { t } = useTranslation();
  const publications = usePublications(filters);
  const filtered = hasActiveFilters(filters);

  if (publications.isPending) {
    return (
      <div className="mt-8">
        <p role="status" className="sr-only">
          {t('publications.list.loading')}
        </p>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <PublicationCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  if (publications.isError) {
    const details = fieldErrorMessages(publications.error);
    return (
      <div className="mt-8">
        <FormAlert>
          <p className="font-semibold">{t('publications.list.failed')}</p>
          <p className="mt-1 text-sm">{details.length > 0 ? details.join(', ') : apiErrorMessage(publications.error, t)}</p>
          <button type="button" onClick={() => void publications.refetch()} className="mt-2 font-semibold underline">
            {t('publications.list.retry')}
          </button>
        </FormAlert>
      </div>
    );
  }

  const items = publications.data.pages.flatMap((page) => page.items);
  const total = publications.data.pages[0]?.meta.total ?? items.length;

  if (items.length === 0) {
    return (
      <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
        <DocumentIcon className="mx-auto size-12 text-brand-300" />
        <p className="mt-4 text-lg font-semibold text-slate-800">{filtered ? t('publications.list.empty_filtered') : t('publications.list.empty')}</p>
        {filtered && (
          <button type="button" onClick={onClearFilters} className={`${buttonStyles.secondary} mt-6`}>
            {t('publications.filters.clear')}
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="mt-8">
      <h2 className="sr-only">{t('publications.list.results_heading')}</h2>
      <p aria-live="polite" className="mb-4 font-medium text-slate-700">
        {t('publications.list.count', { count: total })}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((publication) => (
          <li key={publication.id} className="flex *:flex-1">
            <PublicationCard publication={publication} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={publications.hasNextPage}
        loading={publications.isFetchingNextPage}
        failed={publications.isFetchNextPageError}
        shown={items.length}
        onLoad={() => void publications.fetchNextPage()}
      />
    </div>
  );
}

/**
 * 'Load more': the next page on a click, and by itself when the button scrolls into view. The button
 * stays, so keyboard and assistive-technology users load more the same way.
 */
function LoadMore({ hasMore, loading, failed, shown, onLoad }: { hasMore: boolean; loading: boolean; failed: boolean; shown: number; onLoad: () => void }) {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onLoadRef = useRef(onLoad);
  useEffect(() => {
    onLoadRef.current = onLoad;
  });

  useEffect(() => {
    const button = buttonRef.current;
    // After a failure the visitor retries by hand; no loop of automatic attempts.
    if (!button || !hasMore || loading || failed || typeof IntersectionObserver === 'undefined') return;
    // Observing again after each page (`shown`) also loads on when the button is still in view.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onLoadRef.current();
      }
    }, { rootMargin: '200px 0px' });
    observer.observe(button);
    return () => observer.disconnect();
  }, [hasMore, loading, failed, shown]);

  if (!hasMore) return null;
  return (
    <div className="mt-10 flex flex-col items-center gap-3">
      {failed && (
        <p role="alert" className="text-red-700">
          {t('publications.list.load_more_failed')}
        </p>
      )}
      <button ref={buttonRef} type="button" onClick={onLoad} disabled={loading} className={buttonStyles.secondary}>
        {loading ? t('publications.list.loading_more') : t('publications.list.load_more')}
      </button>
    </div>
  );
}
