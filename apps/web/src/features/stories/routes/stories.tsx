// /wefe-stories (spec part 2, section 2.4): a hero, the filters (kept in the address, applied by the
// server), the result count and a grid of 9 cards with 'Load more' (9 more each time), loading
// skeletons, 'Error loading stories' with 'Try again', and 'No stories match your filters.' with a
// reset. Signed-in members get a floating add button that opens the add dialog; the success dialog
// follows a submission.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAddressFilters } from '@/lib/list-filters';
import { buttonStyles } from '@/components/ui/button-styles';
import { FloatingAddButton } from '@/components/ui/floating-add-button';
import { ImageIcon } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/page-hero';
import { PagedCardGrid } from '@/components/ui/paged-card-grid';
import { apiErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { useStories } from '../api/get-stories';
import { useStoryFilters } from '../api/get-story-filters';
import { StoryCard } from '../components/story-card';
import { StoryFiltersPanel } from '../components/story-filters-panel';
import { DEFAULT_STORY_FILTERS, narrowsStories, storyFiltersFromSearchParams, withStoryFilters, type StoryListFilters } from '../components/story-list-filters';

// Only members add, and only once they press the button: the dialogs come in their own chunk.
const loadAdding = () => import('../components/story-adding');
const StoryAdding = lazy(() => loadAdding().then((module) => ({ default: module.StoryAdding })));

export function Component() {
  const { t } = useTranslation();
  const { applied: filters, chosen, apply: applyFilters } = useAddressFilters(storyFiltersFromSearchParams, withStoryFilters);
  const session = useSession();
  const options = useStoryFilters();
  const [adding, setAdding] = useState(false);
  // Set by the first press, and kept: the success dialog outlives the add dialog. Until then a failed
  // download of the dialogs' code cannot break the list; a member's warm-up is only a head start.
  const [addWanted, setAddWanted] = useState(false);
  useEffect(() => {
    if (session) loadAdding().catch(() => undefined);
  }, [session]);

  // 'Clear all' keeps the order; 'Reset filters' goes back to the whole list, newest first.
  const clearFilters = () => applyFilters({ ...DEFAULT_STORY_FILTERS, sort: chosen.sort });
  const resetFilters = () => applyFilters(DEFAULT_STORY_FILTERS);

  return (
    <>
      <PageHero title={t('pages.stories')} eyebrow={t('stories.hero.eyebrow')} subtitle={t('stories.hero.subtitle')} overlap />

      {/* Room below the last card for the floating add button. */}
      <div className={`mx-auto max-w-6xl px-4 pt-8 sm:px-6 ${session ? 'pb-28' : 'pb-12'}`}>
        <div className="-mt-16 rounded-2xl border border-slate-200 bg-white p-5 shadow-md sm:p-6">
          <StoryFiltersPanel filters={chosen} options={options.data} onChange={applyFilters} onClear={clearFilters} />
        </div>
        <StoryResults filters={filters} onReset={resetFilters} />
      </div>

      {session && (
        <>
          <FloatingAddButton
            label={t('stories.add.open')}
            onClick={() => {
              setAddWanted(true);
              setAdding(true);
            }}
          />
          {addWanted && (
            <Suspense fallback={null}>
              <StoryAdding adding={adding} onAddingChange={setAdding} />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}

function StoryResults({ filters, onReset }: { filters: StoryListFilters; onReset: () => void }) {
  const { t } = useTranslation();
  const stories = useStories(filters);
  const filtered = narrowsStories(filters);
  return (
    <PagedCardGrid
      query={stories}
      renderCard={(story) => <StoryCard story={story} />}
      labels={{
        loading: t('stories.list.loading'),
        heading: t('stories.list.results_heading'),
        count: (count) => t('stories.list.count', { count }),
        countMoreThan: (count) => t('stories.list.count_more_than', { count }),
        boundedEnd: (count) => t('stories.list.bounded_end', { count }),
        failed: t('stories.list.failed'),
        failedDetail: (error) => apiErrorMessage(error, t),
        retry: t('stories.list.retry'),
        loadMore: t('stories.list.load_more'),
        loadingMore: t('stories.list.loading_more'),
        loadMoreFailed: t('stories.list.load_more_failed'),
      }}
      empty={{
        icon: <ImageIcon className="mx-auto size-12 text-brand-200" />,
        message: filtered ? t('stories.list.empty_filtered') : t('stories.list.empty'),
        action: filtered && (
          <button type="button" onClick={onReset} className={`${buttonStyles.secondary} mt-6`}>
            {t('stories.filters.reset')}
          </button>
        ),
      }}
    />
  );
}
