// The list's search box and filters (spec part 1, 'Publications list'): region, year from and to
// (1990-2100), topic, publication type and sort. Lists apply at once; the search text and the years
// apply on Enter, on the Search button, and (years) when leaving the box. Every value lives in the
// address, so this keeps only the boxes' unsent text.
import { contentLanguageFilterOptions } from '@/components/ui/content-language';
import { REGIONS, YEAR_FILTER_MAX, YEAR_FILTER_MIN, type NamedLookup } from '@wefe/contract';
import { useId, useState, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormField, inputClass } from '@/components/ui/form';
import { SearchIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';
import { checkYears, hasActiveFilters, REGION_LABEL_KEYS, SORT_LABEL_KEYS, TOPICS, type PublicationFilters, type YearError } from './filters';

export interface PublicationFiltersProps {
  filters: PublicationFilters;
  onChange: (filters: PublicationFilters) => void;
  onClear: () => void;
  types: readonly NamedLookup[];
}

type Draft = Pick<PublicationFilters, 'search' | 'year_from' | 'year_to'>;

const selectClass = `${inputClass} py-2`;

const draftOf = ({ search, year_from, year_to }: PublicationFilters): Draft => ({ search, year_from, year_to });
const sameDraft = (a: Draft, b: Draft) => a.search === b.search && a.year_from === b.year_from && a.year_to === b.year_to;

/** The filter panel. */
export function PublicationFiltersPanel({ filters, onChange, onClear, types }: PublicationFiltersProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [yearErrors, setYearErrors] = useState<{ year_from?: YearError; year_to?: YearError }>({});
  // When the address changes from outside (clearing, back, a shared link), the boxes follow it.
  const [applied, setApplied] = useState<Draft>(() => draftOf(filters));
  if (!sameDraft(applied, draftOf(filters))) {
    setApplied(draftOf(filters));
    setDraft(draftOf(filters));
    setYearErrors({});
  }

  const yearMessage = (error: YearError | undefined) =>
    error === 'range'
      ? t('publications.filters.year_range', { min: YEAR_FILTER_MIN, max: YEAR_FILTER_MAX })
      : error === 'order'
        ? t('publications.filters.year_order')
        : undefined;

  /** Sends the boxes' text with the current lists, unless a year is out of range. */
  const apply = (next: Partial<PublicationFilters> = {}) => {
    const candidate = { ...filters, ...draft, search: draft.search.trim(), year_from: draft.year_from.trim(), year_to: draft.year_to.trim(), ...next };
    const errors = checkYears(candidate);
    setYearErrors(errors);
    if (errors.year_from || errors.year_to) return;
    const unchanged = (Object.keys(candidate) as (keyof PublicationFilters)[]).every((name) => candidate[name] === filters[name]);
    if (!unchanged) onChange(candidate);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
  };

  const select = (name: 'region' | 'topic' | 'publication_type_id' | 'content_language' | 'sort') => (value: string) => apply({ [name]: value });

  return (
    <form role="search" aria-label={t('publications.filters.label')} noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={searchId} className="sr-only">
          {t('publications.filters.search_label')}
        </label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            name="search"
            dir="auto"
            value={draft.search}
            placeholder={t('publications.filters.search_placeholder')}
            onChange={(event) => setDraft((current) => ({ ...current, search: event.target.value }))}
            className={`${inputClass} ps-10`}
          />
        </div>
        <button type="submit" className={buttonStyles.primary}>
          {t('publications.filters.search_button')}
        </button>
      </div>

      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-3 lg:grid-cols-7">
        <FormField label={t('publications.filters.region')}>
          {(control) => (
            <select {...control} name="region" value={filters.region} onChange={(event) => select('region')(event.target.value)} className={selectClass}>
              <option value="">{t('publications.filters.all_regions')}</option>
              {REGIONS.map((region) => (
                <option key={region} value={region}>
                  {t(REGION_LABEL_KEYS[region])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('publications.filters.year_from')} error={yearMessage(yearErrors.year_from)}>
          {(control) => (
            <input
              {...control}
              type="number"
              name="year_from"
              inputMode="numeric"
              min={YEAR_FILTER_MIN}
              max={YEAR_FILTER_MAX}
              step={1}
              placeholder={String(YEAR_FILTER_MIN)}
              value={draft.year_from}
              onChange={(event) => setDraft((current) => ({ ...current, year_from: event.target.value }))}
              onBlur={() => apply()}
              className={selectClass}
            />
          )}
        </FormField>
        <FormField label={t('publications.filters.year_to')} error={yearMessage(yearErrors.year_to)}>
          {(control) => (
            <input
              {...control}
              type="number"
              name="year_to"
              inputMode="numeric"
              min={YEAR_FILTER_MIN}
              max={YEAR_FILTER_MAX}
              step={1}
              placeholder={String(YEAR_FILTER_MAX)}
              value={draft.year_to}
              onChange={(event) => setDraft((current) => ({ ...current, year_to: event.target.value }))}
              onBlur={() => apply()}
              className={selectClass}
            />
          )}
        </FormField>
        <FormField label={t('publications.filters.topic')}>
          {(control) => (
            <select {...control} name="topic" value={filters.topic} onChange={(event) => select('topic')(event.target.value)} className={selectClass}>
              <option value="">{t('publications.filters.all_topics')}</option>
              {TOPICS.map((topic) => (
                <option key={topic.value} value={topic.value}>
                  {t(topic.labelKey)}
                </option>
              ))}
              {/* A topic from a shared link that the list does not name is still shown as chosen. */}
              {filters.topic !== '' && !TOPICS.some((topic) => topic.value === filters.topic) && <option value={filters.topic}>{filters.topic}</option>}
            </select>
          )}
        </FormField>
        <FormField label={t('publications.filters.type')}>
          {(control) => (
            <select
              {...control}
              name="publication_type_id"
              value={filters.publication_type_id}
              onChange={(event) => select('publication_type_id')(event.target.value)}
              className={selectClass}
            >
              <option value="">{t('publications.filters.all_types')}</option>
              {types.map((type) => (
                <option key={type.id} value={String(type.id)}>
                  {type.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('common.content_language.filter')}>
          {(control) => (
            <select {...control} name="content_language" value={filters.content_language} onChange={(event) => select('content_language')(event.target.value)} className={selectClass}>
              {contentLanguageFilterOptions(t('common.content_language.all')).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('publications.filters.sort')}>
          {(control) => (
            <select {...control} name="sort" value={filters.sort} onChange={(event) => select('sort')(event.target.value)} className={selectClass}>
              {(Object.keys(SORT_LABEL_KEYS) as (keyof typeof SORT_LABEL_KEYS)[]).map((sort) => (
                <option key={sort} value={sort}>
                  {t(SORT_LABEL_KEYS[sort])}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      {hasActiveFilters(filters) && (
        <div className="flex justify-end">
          <button type="button" onClick={onClear} className={buttonStyles.ghost}>
            {t('publications.filters.clear')}
          </button>
        </div>
      )}
    </form>
  );
}
