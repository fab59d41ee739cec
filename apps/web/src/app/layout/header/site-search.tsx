// The site search panel: a combobox over a fixed list of pages and the index's country profiles
// (WAI-ARIA combobox with a listbox popup).
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { SEARCH_SUGGESTIONS_MAX } from '@wefe/contract/constants';
import { searchPages, searchProfiles, type ProfileCountry, type SearchResult } from './search-entries';
import { handleListboxKey } from '@/lib/listbox-keys';

/** The header's search button and the panel it opens. */
export function SiteSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const listId = `${baseId}-list`;
  const hintId = `${baseId}-hint`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // The index's countries, asked for when the panel first opens (in each language): each has a profile
  // the search can find. Without them the search still finds pages.
  const language = useLanguage();
  const [profiles, setProfiles] = useState<{ language: string; countries: ProfileCountry[] } | null>(null);
  const profilesWanted = open && profiles?.language !== language;
  useEffect(() => {
    if (!profilesWanted) return;
    const controller = new AbortController();
    import('./profile-countries')
      .then(({ loadProfileCountries }) => loadProfileCountries(controller.signal))
      .then((countries) => setProfiles({ language, countries }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [profilesWanted, language]);
  const results = useMemo(() => {
    const pages = searchPages(query, (key) => t(key));
    const found = searchProfiles(query, profiles?.countries ?? [], (country) => t('search.country_profile', { country }));
    return [...pages, ...found].slice(0, Math.max(pages.length, SEARCH_SUGGESTIONS_MAX));
  }, [query, t, profiles]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setQuery('');
    setActiveIndex(-1);
    if (returnFocus) buttonRef.current?.focus();
  };

  const openPage = (result: SearchResult) => {
    close(false);
    void navigate(result.href);
  };

  useEffect(() => {
    if (!open) return;
    // A press anywhere outside the panel (and its own button, which toggles) closes it.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (panelRef.current?.contains(target) || buttonRef.current?.contains(target))) return;
      setOpen(false);
      setQuery('');
      setActiveIndex(-1);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    handleListboxKey(event, { options: results, activeIndex, setActiveIndex, choose: openPage, close });
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex items-center gap-2 rounded-lg p-2 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <SearchIcon />
        <span className="sr-only">{t('search.open')}</span>
      </button>

      {open && (
        <div
          id={panelId}
          ref={panelRef}
          role="search"
          className="absolute inset-x-0 top-full z-40 border-b border-slate-200 bg-white shadow-lg"
        >
          <div className="mx-auto max-w-2xl px-4 py-4">
            <div className="flex items-center gap-2">
              <label htmlFor={`${baseId}-input`} className="sr-only">
                {t('search.label')}
              </label>
              <div className="relative flex-1">
                <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
                <input
                  id={`${baseId}-input`}
                  type="text"
                  role="combobox"
                  autoFocus
                  autoComplete="off"
                  spellCheck={false}
                  aria-autocomplete="list"
                  aria-expanded="true"
                  aria-controls={listId}
                  aria-describedby={hintId}
                  aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
                  placeholder={t('search.placeholder')}
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    setActiveIndex(-1);
                  }}
                  onKeyDown={onKeyDown}
                  className="w-full rounded-lg border border-slate-300 py-2.5 ps-10 pe-3 text-base text-slate-900 placeholder:text-slate-500"
                />
              </div>
              <button
                type="button"
                className="rounded-lg p-2 text-slate-600 hover:bg-slate-100"
                onClick={() => close(true)}
              >
                <CloseIcon />
                <span className="sr-only">{t('search.close')}</span>
              </button>
            </div>
            <p id={hintId} className="mt-2 text-sm text-slate-600">
              {t('search.hint')}
            </p>
            <p className="sr-only" aria-live="polite">
              {t('search.results_count', { count: results.length })}
            </p>

            <ul id={listId} role="listbox" aria-label={t('search.results_label')} className="mt-3 max-h-96 overflow-y-auto">
              {results.map((result, index) => (
                <li
                  key={result.href}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  onMouseMove={() => setActiveIndex(index)}
                  onClick={() => openPage(result)}
                  className="flex cursor-pointer items-center justify-between gap-4 rounded-md px-3 py-2 text-slate-800 aria-selected:bg-brand-50 aria-selected:text-brand-800"
                >
                  <span>{result.title}</span>
                  <span dir="ltr" aria-hidden="true" className="text-sm text-slate-500">
                    {result.href}
                  </span>
                </li>
              ))}
            </ul>
            {results.length === 0 && <p className="px-3 py-2 text-slate-600">{t('search.no_matches')}</p>}
          </div>
        </div>
      )}
    </>
  );
}
