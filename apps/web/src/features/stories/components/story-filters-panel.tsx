// The story list's search box and filters (spec part 2, section 2.4): search (applied as the visitor
// pauses typing, or at once on Enter), category, region, status and sort (applied at once), and
// 'Clear all'. Every value lives in the address; this keeps only the search box's unsent text.
import { contentLanguageFilterOptions } from '@/components/ui/content-language';
import { REGIONS, STORY_SORTS, STORY_STATUS_FILTERS, type StoryFilters } from '@wefe/contract';
import { useCallback, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FilterSelect, SearchInput, useSearchDraft } from '@/components/ui/list-filter-controls';
import { useTranslation } from '@/lib/i18n';
import {
  narrowsStories,
  STORY_REGION_LABEL_KEYS,
  STORY_SORT_LABEL_KEYS,
  STORY_STATUS_LABEL_KEYS,
  type StoryListFilters,
} from './story-list-filters';

export interface StoryFiltersPanelProps {
  filters: StoryListFilters;
  /** The options of GET /stories/filters, once loaded. */
  options: StoryFilters | undefined;
  onChange: (filters: StoryListFilters) => void;
  onClear: () => void;
}

/** The filter panel. */
export function StoryFiltersPanel({ filters, options, onChange, onClear }: StoryFiltersPanelProps) {
  const { t } = useTranslation();
  const applySearch = useCallback((search: string) => onChange({ ...filters, search }), [filters, onChange]);
  const { draft, setDraft, flush } = useSearchDraft(filters.search, applySearch);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flush();
  };

  // The select offers only the values its options name, so the value is one of them.
  const set = (name: 'category' | 'region' | 'status' | 'content_language' | 'sort', value: string) => onChange({ ...filters, search: draft.trim(), [name]: value } as StoryListFilters);

  // The server names the options in the request's language; the catalogue names them until it answers.
  const named = <V extends string>(list: readonly { value: V; name: string }[] | undefined, value: V, fallback: string) =>
    list?.find((option) => option.value === value)?.name || fallback;

  return (
    <form role="search" aria-label={t('stories.filters.label')} noValidate onSubmit={onSubmit} className="space-y-4">
      <SearchInput label={t('stories.filters.search_label')} placeholder={t('stories.filters.search_placeholder')} value={draft} onChange={setDraft} />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <FilterSelect
          label={t('stories.filters.category')}
          name="category"
          value={filters.category}
          onChange={(value) => set('category', value)}
          options={[
            { value: '', label: t('stories.filters.all_categories') },
            ...(options?.sectors ?? []).map((sector) => ({ value: String(sector.id), label: sector.name })),
          ]}
        />
        <FilterSelect
          label={t('stories.filters.region')}
          name="region"
          value={filters.region}
          onChange={(value) => set('region', value)}
          options={[
            { value: '', label: t('stories.filters.all_regions') },
            ...REGIONS.map((region) => ({ value: region, label: named(options?.regions, region, t(STORY_REGION_LABEL_KEYS[region])) })),
          ]}
        />
        <FilterSelect
          label={t('stories.filters.status')}
          name="status"
          value={filters.status}
          onChange={(value) => set('status', value)}
          options={STORY_STATUS_FILTERS.map((status) => ({ value: status, label: named(options?.statuses, status, t(STORY_STATUS_LABEL_KEYS[status])) }))}
        />
        <FilterSelect
          label={t('common.content_language.filter')}
          name="content_language"
          value={filters.content_language}
          onChange={(value) => set('content_language', value)}
          options={contentLanguageFilterOptions(t('common.content_language.all'))}
        />
        <FilterSelect
          label={t('stories.filters.sort')}
          name="sort"
          value={filters.sort}
          onChange={(value) => set('sort', value)}
          options={STORY_SORTS.map((sort) => ({ value: sort, label: named(options?.sorts, sort, t(STORY_SORT_LABEL_KEYS[sort])) }))}
        />
      </div>

      {narrowsStories(filters) && (
        <div className="flex justify-end">
          <button type="button" onClick={onClear} className={buttonStyles.ghost}>
            {t('stories.filters.clear_all')}
          </button>
        </div>
      )}
    </form>
  );
}
