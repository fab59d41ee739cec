// /news-events (spec part 2, section 2.8): a hero, the filters (kept in the address, applied by the
// server), the All / News / Events tabs (Events sorts by date, the others by newest) over a grid of 9
// cards with 'Load more' (9 more each click), loading skeletons, the failure with 'Try again', and 'No
// items match your filters.' with a reset. Signed-in members get a floating add button that opens the
// add dialog; the success dialog follows a submission.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAddressFilters } from '@/lib/list-filters';
import { buttonStyles } from '@/components/ui/button-styles';
import { FloatingAddButton } from '@/components/ui/floating-add-button';
import { CalendarIcon } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/page-hero';
import { PagedCardGrid } from '@/components/ui/paged-card-grid';
import { Tabs } from '@/components/ui/tabs';
import { apiErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { useNewsEvents } from '../api/get-news-events';
import { NewsEventCard } from '../components/news-event-card';
import { NewsEventFiltersPanel } from '../components/news-event-filters-panel';
import {
  DEFAULT_NEWS_EVENT_FILTERS,
  narrowsNewsEvents,
  newsEventFiltersFromSearchParams,
  tabSort,
  withNewsEventFilters,
  type NewsEventListFilters,
  type NewsEventTab,
} from '../components/news-event-list-filters';

// Only members add, and only once they press the button: the dialogs come in their own chunk.
const loadAdding = () => import('../components/news-event-adding');
const NewsEventAdding = lazy(() => loadAdding().then((module) => ({ default: module.NewsEventAdding })));

export function Component() {
  const { t } = useTranslation();
  const { applied: filters, chosen, apply: applyFilters } = useAddressFilters(newsEventFiltersFromSearchParams, withNewsEventFilters);
  const session = useSession();
  const [adding, setAdding] = useState(false);
  // Set by the first press, and kept: the success dialog outlives the add dialog. Until then a failed
  // download of the dialogs' code cannot break the list; a member's warm-up is only a head start.
  const [addWanted, setAddWanted] = useState(false);
  useEffect(() => {
    if (session) loadAdding().catch(() => undefined);
  }, [session]);

  // A tab keeps the other filters and takes its own sort: date for events, newest otherwise.
  const selectTab = (tab: NewsEventTab) => {
    const type = tab === 'all' ? '' : tab;
    applyFilters({ ...chosen, type, sort: tabSort(type) });
  };
  // 'Clear all' keeps the tab and the order; 'Reset filters' goes back to the tab's whole list.
  const clearFilters = () => applyFilters({ ...DEFAULT_NEWS_EVENT_FILTERS, type: chosen.type, sort: chosen.sort });
  const resetFilters = () => applyFilters({ ...DEFAULT_NEWS_EVENT_FILTERS, type: chosen.type, sort: tabSort(chosen.type) });

  const results = <NewsEventResults filters={filters} onReset={resetFilters} />;
  return (
    <>
      <PageHero title={t('pages.news_events')} eyebrow={t('news_events.hero.eyebrow')} subtitle={t('news_events.hero.subtitle')} overlap />

      {/* Room below the last card for the floating add button. */}
      <div className={`mx-auto max-w-6xl px-4 pt-8 sm:px-6 ${session ? 'pb-28' : 'pb-12'}`}>
        <div className="-mt-16 rounded-2xl border border-slate-200 bg-white p-5 shadow-md sm:p-6">
          <NewsEventFiltersPanel filters={chosen} onChange={applyFilters} onClear={clearFilters} />
        </div>
        <div className="mt-8">
          <Tabs<NewsEventTab>
            label={t('news_events.tabs.label')}
            value={chosen.type || 'all'}
            onValueChange={selectTab}
            items={[
              { value: 'all', label: t('news_events.tabs.all'), content: results },
              { value: 'news', label: t('news_events.tabs.news'), content: results },
              { value: 'event', label: t('news_events.tabs.events'), content: results },
            ]}
          />
        </div>
      </div>

      {session && (
        <>
          <FloatingAddButton
            label={t('news_events.add.open')}
            onClick={() => {
              setAddWanted(true);
              setAdding(true);
            }}
          />
          {addWanted && (
            <Suspense fallback={null}>
              <NewsEventAdding adding={adding} onAddingChange={setAdding} />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}

function NewsEventResults({ filters, onReset }: { filters: NewsEventListFilters; onReset: () => void }) {
  const { t } = useTranslation();
  const items = useNewsEvents(filters);
  const filtered = narrowsNewsEvents(filters);
  return (
    <PagedCardGrid
      query={items}
      renderCard={(item) => <NewsEventCard item={item} />}
      labels={{
        loading: t('news_events.list.loading'),
        heading: t('news_events.list.results_heading'),
        count: (count) => t('news_events.list.count', { count }),
        countMoreThan: (count) => t('news_events.list.count_more_than', { count }),
        boundedEnd: (count) => t('news_events.list.bounded_end', { count }),
        failed: t('news_events.list.failed'),
        failedDetail: (error) => apiErrorMessage(error, t),
        retry: t('news_events.list.retry'),
        loadMore: t('news_events.list.load_more'),
        loadingMore: t('news_events.list.loading_more'),
        loadMoreFailed: t('news_events.list.load_more_failed'),
      }}
      empty={{
        icon: <CalendarIcon className="mx-auto size-12 text-brand-200" />,
        message: filtered ? t('news_events.list.empty_filtered') : t('news_events.list.empty'),
        action: filtered && (
          <button type="button" onClick={onReset} className={`${buttonStyles.secondary} mt-6`}>
            {t('news_events.filters.reset')}
          </button>
        ),
      }}
    />
  );
}
