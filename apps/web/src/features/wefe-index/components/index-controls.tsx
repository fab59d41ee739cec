// The index page's choices: the year (each with the years its data come from, provisional ones marked),
// the country (ordered by rank, unranked last, as the overall ranking comes from the API) and the
// category: the overall index or one of the first pillars. And the notice a provisional year carries.
import { INDEX_PILLAR_BUTTONS, type IndexEntry, type IndexYear, type Pillar } from '@wefe/contract';
import { useId, useState } from 'react';
import { AlertIcon } from '@/components/ui/icons';
import { useLanguage, useTranslation, type TFunction } from '@/lib/i18n';
import type { IndexYears } from '../api/get-index-years';
import { percentText } from './index-format';
import { PillarGlyph, PillarIcon } from './pillar-icon';

const SELECT =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:bg-slate-100';

export interface YearSelectProps {
  years: IndexYears['years'];
  year: number | undefined;
  onChange: (year: number) => void;
}

/**
 * A choice of a select whose value the address holds. The address changes in a transition, and until
 * it does React puts the old value back in the field; a second change event then (the reader's own,
 * arriving after the app took over a choice made while it loaded) read the old value and undid the new
 * choice. The choice is kept here at once and follows the address when the address changes; `choose`
 * answers whether the value is new.
 */
export function useAddressChoice<T>(value: T): [T, (next: T) => boolean] {
  const [state, setState] = useState({ value, chosen: value });
  let chosen = state.chosen;
  if (state.value !== value) {
    // The address moved (back button, a shared link, the reader's own choice arriving): it wins.
    setState({ value, chosen: value });
    chosen = value;
  }
  const choose = (next: T) => {
    if (Object.is(next, chosen)) return false;
    setState({ value, chosen: next });
    return true;
  };
  return [chosen, choose];
}

/** A year as the selector names it: the year, the years its data come from, and whether it is provisional. */
export function yearOptionLabel(entry: Pick<IndexYear, 'year' | 'data_from' | 'data_to' | 'provisional'>, t: TFunction): string {
  const year = String(entry.year);
  if (entry.data_from === null || entry.data_to === null) return entry.provisional ? t('wefe_index.controls.year_provisional', { year }) : year;
  // One year of data ('2002, data 2002') needs no range.
  const range = entry.data_from === entry.data_to ? String(entry.data_to) : `${entry.data_from}–${entry.data_to}`;
  return entry.provisional ? t('wefe_index.controls.year_option_provisional', { year, range }) : t('wefe_index.controls.year_option', { year, range });
}

/** The years with a computed index, newest first, and a line on what the default year is. */
export function YearSelect({ years, year, onChange }: YearSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, choose] = useAddressChoice(year);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {t('wefe_index.controls.year')}
      </label>
      <select
        id={id}
        className={SELECT}
        value={shown ?? ''}
        disabled={years.length === 0}
        aria-describedby={`${id}-note`}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (choose(next)) onChange(next);
        }}
      >
        {shown === undefined && <option value="">{t('wefe_index.controls.year_none')}</option>}
        {years.map((entry) => (
          <option key={entry.year} value={entry.year}>
            {yearOptionLabel(entry, t)}
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
  const [shown, choose] = useAddressChoice(countryId);
  const known = shown !== null && entries.some((entry) => entry.country.id === shown);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {t('wefe_index.controls.country')}
      </label>
      <select
        id={id}
        className={SELECT}
        value={known ? String(shown) : ''}
        disabled={entries.length === 0}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (event.target.value && choose(next)) onChange(next);
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

export interface ProvisionalNoticeProps {
  /** The year shown; nothing is said unless it is provisional. */
  year: IndexYear | undefined;
  /** The latest comparable year, which the page opens on. */
  defaultYear: number | null;
}

/** What makes the shown year provisional: indicators left out, or values mostly carried forward. */
export function ProvisionalNotice({ year, defaultYear }: ProvisionalNoticeProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  if (!year?.provisional) return null;
  const leftOut = year.indicators_left_out.map((indicator) => indicator.name);
  return (
    <section aria-labelledby={titleId} className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="space-y-1.5">
        <h2 id={titleId} className="font-bold">
          {t('wefe_index.provisional.title', { year: String(year.year) })}
        </h2>
        <p>
          {defaultYear === null
            ? t('wefe_index.provisional.body_no_default')
            : t('wefe_index.provisional.body', { default: String(defaultYear) })}
        </p>
        {leftOut.length > 0 && (
          <p>
            {t('wefe_index.provisional.left_out')}{' '}
            {leftOut.map((name, index) => (
              <span key={name}>
                <bdi>{name}</bdi>
                {index < leftOut.length - 1 ? t('common.list_separator') : ''}
              </span>
            ))}
          </p>
        )}
        {year.carried_forward_share > 0 && <p>{t('wefe_index.provisional.carried', { share: percentText(year.carried_forward_share, language) })}</p>}
      </div>
    </section>
  );
}
