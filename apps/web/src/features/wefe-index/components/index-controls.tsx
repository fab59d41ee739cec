// The index page's choices: the year, the country (ordered by rank, unranked last, as the overall ranking
// comes from the API) and the category: the overall index or one of the first pillars.
import { INDEX_PILLAR_BUTTONS, type IndexEntry, type Pillar } from '@wefe/contract';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { IndexYears } from '../api/get-index-years';
import { PillarGlyph, PillarIcon } from './pillar-icon';

const SELECT =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:bg-slate-100';

export interface YearSelectProps {
  years: IndexYears['years'];
  year: number | undefined;
  onChange: (year: number) => void;
}

/** The years with a computed index, newest first, and a line on what the default year is. */
export function YearSelect({ years, year, onChange }: YearSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {t('wefe_index.controls.year')}
      </label>
      <select
        id={id}
        className={SELECT}
        value={year ?? ''}
        disabled={years.length === 0}
        aria-describedby={`${id}-note`}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {year === undefined && <option value="">{t('wefe_index.controls.year_none')}</option>}
        {years.map((entry) => (
          <option key={entry.year} value={entry.year}>
            {entry.year}
          </option>
        ))}
      </select>
      <p id={`${id}-note`} className="mt-1.5 text-xs text-slate-600">
        {t('wefe_index.controls.year_note')}
      </p>
    </div>
  );
}

export interface CountrySelectProps {
  entries: readonly IndexEntry[];
  countryId: number | null;
  onChange: (countryId: number) => void;
}

/** Every country of the ranking, in its order; the placeholder shows until one is chosen. */
export function CountrySelect({ entries, countryId, onChange }: CountrySelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const known = countryId !== null && entries.some((entry) => entry.country.id === countryId);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {t('wefe_index.controls.country')}
      </label>
      <select
        id={id}
        className={SELECT}
        value={known ? String(countryId) : ''}
        disabled={entries.length === 0}
        onChange={(event) => {
          if (event.target.value) onChange(Number(event.target.value));
        }}
      >
        <option value="" disabled>
          {t('wefe_index.controls.country_placeholder')}
        </option>
        {entries.map((entry) => (
          <option key={entry.country.id} value={entry.country.id}>
            {entry.country.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface CategoryButtonsProps {
  pillars: readonly Pillar[];
  /** The chosen pillar's slug; null is the overall index. */
  selected: string | null;
  onChange: (pillar: Pillar | null) => void;
}

const CATEGORY =
  'inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** 'Index' and the first pillars, each with its icon; the chosen one is pressed. */
export function CategoryButtons({ pillars, selected, onChange }: CategoryButtonsProps) {
  const { t } = useTranslation();
  const style = (pressed: boolean) =>
    `${CATEGORY} ${pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'}`;
  return (
    <div role="group" aria-label={t('wefe_index.controls.category')} className="flex flex-wrap gap-2">
      <button type="button" aria-pressed={selected === null} className={style(selected === null)} onClick={() => onChange(null)}>
        <PillarGlyph kind="index" />
        {t('wefe_index.controls.index')}
      </button>
      {pillars.slice(0, INDEX_PILLAR_BUTTONS).map((pillar) => (
        <button
          key={pillar.id}
          type="button"
          aria-pressed={selected === pillar.slug}
          className={style(selected === pillar.slug)}
          onClick={() => onChange(pillar)}
        >
          <PillarIcon pillar={pillar} />
          {pillar.localized_name}
        </button>
      ))}
    </div>
  );
}
