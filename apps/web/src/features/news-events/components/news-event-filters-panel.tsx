// The news and events list's search box and filters (spec part 2, sections 2.8 and 9): search (applied
// as the visitor pauses typing, or at once on Enter), post types (several at once), region and sort
// (applied at once; 'Upcoming first' on the Events tab), and 'Clear all'. Every value lives in the
// address; this keeps only the search box's unsent text.
import { contentLanguageFilterOptions } from '@/components/ui/content-language';
import { REGIONS, type NewsEventSort } from '@wefe/contract';
import { useCallback, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FilterSelect, SearchInput, useSearchDraft } from '@/components/ui/list-filter-controls';
import { useTranslation } from '@/lib/i18n';
import { usePostTypes } from '@/lib/lookups/get-post-types';
import { REGION_LABEL_KEYS } from '@/lib/regions';
import { NEWS_EVENT_SORT_LABEL_KEYS, narrowsNewsEvents, offeredSorts, parseIds, type NewsEventListFilters } from './news-event-list-filters';

export interface NewsEventFiltersPanelProps {
  filters: NewsEventListFilters;
  onChange: (filters: NewsEventListFilters) => void;
  onClear: () => void;
}

/** The filter panel. */
export function NewsEventFiltersPanel({ filters, onChange, onClear }: NewsEventFiltersPanelProps) {
  const { t } = useTranslation();
  const postTypes = usePostTypes();
  const applySearch = useCallback((search: string) => onChange({ ...filters, search }), [filters, onChange]);
  const { draft, setDraft, flush } = useSearchDraft(filters.search, applySearch);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flush();
  };
  const set = (next: Partial<NewsEventListFilters>) => onChange({ ...filters, search: draft.trim(), ...next });

  return (
    <form role="search" aria-label={t('news_events.filters.label')} noValidate onSubmit={onSubmit} className="space-y-4">
      <SearchInput label={t('news_events.filters.search_label')} placeholder={t('news_events.filters.search_placeholder')} value={draft} onChange={setDraft} />

      <div className="grid grid-cols-1 gap-4 md:grid-cols-[2fr_1fr_1fr_1fr] md:items-start">
        <CheckboxGroup
          legend={t('news_events.filters.post_type')}
          name="post_type_id"
          options={postTypes.items.map((type) => ({ value: String(type.id), label: type.name }))}
          selected={parseIds(filters.post_type_id)}
          onChange={(ids) => set({ post_type_id: parseIds(ids.join(',')).join(',') })}
          pending={postTypes.isPending}
        />
        <FilterSelect
          label={t('news_events.filters.region')}
          name="region"
          value={filters.region}
          onChange={(region) => set({ region })}
          options={[{ value: '', label: t('news_events.filters.all_regions') }, ...REGIONS.map((region) => ({ value: region, label: t(REGION_LABEL_KEYS[region]) }))]}
        />
        <FilterSelect
          label={t('common.content_language.filter')}
          name="content_language"
          value={filters.content_language}
          onChange={(content_language) => set({ content_language })}
          options={contentLanguageFilterOptions(t('common.content_language.all'))}
        />
        <FilterSelect<NewsEventSort>
          label={t('news_events.filters.sort')}
          name="sort"
          value={filters.sort}
          onChange={(sort) => set({ sort })}
          options={offeredSorts(filters).map((sort) => ({ value: sort, label: t(NEWS_EVENT_SORT_LABEL_KEYS[sort]) }))}
        />
      </div>

      {narrowsNewsEvents(filters) && (
        <div className="flex justify-end">
          <button type="button" onClick={onClear} className={buttonStyles.ghost}>
            {t('news_events.filters.clear_all')}
          </button>
        </div>
      )}
    </form>
  );
}
