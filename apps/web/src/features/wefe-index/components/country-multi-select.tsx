// The comparison's choice of countries: a searchable combobox (type part of a name or a code, arrows and
// Enter, or a click) that adds a country, and the chosen ones as buttons that remove them. At most
// COMPARE_MAX; the box says so when full. Searching ignores case, accents and Arabic diacritics.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';
import { handleListboxKey } from '@/lib/listbox-keys';
import { normaliseForSearch } from '@/lib/text';

/** A country the comparison can take. */
export interface CountryOption {
  iso3: string;
  name: string;
}

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 5;

/** The options matching `query` by name or code that are not chosen yet, in their order. */
export function matchingCountries(options: readonly CountryOption[], chosen: readonly string[], query: string): CountryOption[] {
  const needle = normaliseForSearch(query.trim());
  return options.filter(
    (option) => !chosen.includes(option.iso3) && (needle === '' || normaliseForSearch(option.name).includes(needle) || option.iso3.toLowerCase().includes(needle)),
  );
}

export interface CountryMultiSelectProps {
  options: readonly CountryOption[];
  /** The chosen countries' codes, in the order chosen. */
  chosen: readonly string[];
  onChange: (next: string[]) => void;
  /** Colour of each chosen country in the charts, in the same order. */
  colors: readonly string[];
}

/** The multi-select. */
export function CountryMultiSelect({ options, chosen, onChange, colors }: CountryMultiSelectProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const full = chosen.length >= COMPARE_MAX;
  const matches = useMemo(() => matchingCountries(options, chosen, query), [options, chosen, query]);
  const nameOf = (iso3: string) => options.find((option) => option.iso3 === iso3)?.name ?? iso3;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const add = (option: CountryOption) => {
    if (full) return;
    onChange([...chosen, option.iso3]);
    setQuery('');
    setActiveIndex(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) setOpen(true);
    handleListboxKey(event, {
      options: matches,
      activeIndex,
      setActiveIndex,
      choose: add,
      close: () => {
        setOpen(false);
        setActiveIndex(-1);
      },
    });
  };

  return (
    <div>
      <label htmlFor={`${baseId}-input`} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {t('wefe_index.compare.countries_label')}
      </label>
      <ul aria-label={t('wefe_index.compare.chosen')} className="mb-2 flex flex-wrap gap-2">
        {chosen.map((iso3, index) => (
          <li key={iso3}>
            <button
              type="button"
              onClick={() => onChange(chosen.filter((code) => code !== iso3))}
              className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white py-1 ps-2 pe-3 text-sm font-semibold text-slate-800 hover:border-red-400 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={t('wefe_index.compare.remove', { country: nameOf(iso3) })}
            >
              <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: colors[index] }} />
              <bdi>{nameOf(iso3)}</bdi>
              <CloseIcon className="size-4 text-slate-500" />
            </button>
          </li>
        ))}
      </ul>
      <div className="relative">
        <input
          id={`${baseId}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          disabled={full}
          aria-autocomplete="list"
          aria-expanded={open && matches.length > 0}
          aria-controls={listId}
          aria-describedby={`${baseId}-hint`}
          aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={full ? t('wefe_index.compare.full', { max: COMPARE_MAX }) : t('wefe_index.compare.placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100"
        />
        {open && !full && matches.length > 0 && (
          <ul id={listId} role="listbox" aria-label={t('wefe_index.compare.options')} className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg">
            {matches.map((option, index) => (
              <li
                key={option.iso3}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Chosen before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  add(option);
                }}
                onMouseMove={() => setActiveIndex(index)}
                className="flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-slate-800 aria-selected:bg-brand-50 aria-selected:text-brand-800"
              >
                <bdi>{option.name}</bdi>
                <span dir="ltr" className="text-xs text-slate-500">
                  {option.iso3}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p id={`${baseId}-hint`} className="mt-1.5 text-xs text-slate-600">
        {t('wefe_index.compare.hint', { min: COMPARE_MIN, max: COMPARE_MAX })}
      </p>
    </div>
  );
}
