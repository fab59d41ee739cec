// The searchable country-calling-code picker of the phone fields (spec part 1, entity registration):
// a button showing the chosen country's two-letter code and calling code that opens a search box over a listbox of every country
// (WAI-ARIA combobox with a listbox popup, like the site search).
import { isRtl } from '@wefe/contract';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CheckIcon, ChevronDownIcon, SearchIcon } from '@/components/ui/icons';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { filterCallingCodes, type CallingCodeOption } from './calling-codes';
import { handleListboxKey } from '@/lib/listbox-keys';

export interface CallingCodePickerProps {
  options: readonly CallingCodeOption[];
  /** The chosen country's ISO code. */
  value: string;
  onChange: (iso2: string) => void;
  disabled?: boolean;
}

// The country shows as its ISO code in text, not an emoji flag: Linux has no flag glyphs (two empty
// boxes) and Windows draws the two letters anyway.
function CountryCode({ iso2 }: { iso2: string }) {
  return (
    <span dir="ltr" className="inline-block min-w-[2.25rem] rounded bg-slate-100 px-1 py-0.5 text-center text-xs font-semibold tracking-wide text-slate-700">
      {iso2}
    </span>
  );
}

/** A button with the chosen country's code and calling code; opens a searchable list of countries. */
export function CallingCodePicker({ options, value, onChange, disabled }: CallingCodePickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const inputId = `${baseId}-search`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const selected = options.find((option) => option.iso2 === value) ?? options[0];
  const matches = useMemo(() => filterCallingCodes(options, query), [options, query]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setQuery('');
    setActiveIndex(0);
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (option: CallingCodeOption) => {
    onChange(option.iso2);
    close(true);
  };

  const openList = () => {
    const current = options.findIndex((option) => option.iso2 === value);
    setActiveIndex(Math.max(0, current));
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (panelRef.current?.contains(target) || buttonRef.current?.contains(target))) return;
      setOpen(false);
      setQuery('');
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Keep the highlighted country in view while moving through the list with the keyboard.
  useEffect(() => {
    if (open) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
    // optionId only depends on baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (handleListboxKey(event, { options: matches, activeIndex, setActiveIndex, choose, close })) return;
    // Tab leaves the picker for the next field, without taking focus back.
    if (event.key === 'Tab') close(false);
  };

  return (
    <div className="relative shrink-0">
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled || !selected}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            openList();
          }
        }}
        className="inline-flex h-full items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500"
      >
        {selected && (
          <>
            {/* Named by what it shows, then what it is (WCAG 2.5.3, label in name). */}
            <CountryCode iso2={selected.iso2} />{' '}
            <span dir="ltr">{selected.callingCode}</span>{' '}
            <span className="sr-only">{t('registration.phone.calling_code', { country: selected.name })}</span>
          </>
        )}
        <ChevronDownIcon className="size-4 text-slate-500" />
      </button>

      {open && (
        // Positioned in the phone row's own left-to-right direction, so it opens under the button
        // towards the number field; its contents follow the page's direction.
        <div
          ref={panelRef}
          className="absolute start-0 top-full z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div dir={isRtl(language) ? 'rtl' : 'ltr'}>
          <label htmlFor={inputId} className="sr-only">
            {t('registration.phone.search_label')}
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
            <input
              id={inputId}
              type="text"
              role="combobox"
              autoFocus
              autoComplete="off"
              spellCheck={false}
              aria-autocomplete="list"
              aria-expanded="true"
              aria-controls={listId}
              aria-activedescendant={matches.length > 0 ? optionId(activeIndex) : undefined}
              placeholder={t('registration.phone.search_placeholder')}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveIndex(0);
              }}
              onKeyDown={onKeyDown}
              className="w-full rounded-lg border border-slate-300 py-2 ps-8 pe-2 text-sm text-slate-900 placeholder:text-slate-500"
            />
          </div>
          <ul id={listId} role="listbox" aria-label={t('registration.phone.list_label')} className="mt-2 max-h-64 overflow-y-auto">
            {matches.map((option, index) => (
              <li
                key={option.iso2}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onMouseMove={() => setActiveIndex(index)}
                onClick={() => choose(option)}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 aria-selected:bg-brand-50 aria-selected:text-brand-800"
              >
                <CountryCode iso2={option.iso2} />
                <span className="min-w-0 flex-1 truncate">{option.name}</span>
                <span dir="ltr" className="text-slate-600">
                  {option.callingCode}
                </span>
                {option.iso2 === value && <CheckIcon className="size-4 text-brand-700" />}
              </li>
            ))}
          </ul>
          {matches.length === 0 && <p className="px-2 py-1.5 text-sm text-slate-600">{t('registration.phone.no_matches')}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
