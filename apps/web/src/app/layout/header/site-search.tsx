// The site search panel: a combobox over a fixed list of pages and the index's country profiles
// (WAI-ARIA combobox with a listbox popup), and below them the hub's content that matches the term
// (GET /search, grouped by kind). Enter on the term with nothing chosen opens the search page.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SiteSearchResult } from '@wefe/contract';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { SEARCH_SUGGESTIONS_MAX, SITE_SEARCH_PANEL_RESULTS, SITE_SEARCH_TYPES } from '@wefe/contract/constants';
import { searchPages, searchProfiles, type ProfileCountry, type SearchResult } from './search-entries';
import { handleListboxKey } from '@/lib/listbox-keys';

/** How long the panel waits after a key before it searches the content: one search per pause, not per letter. */
const CONTENT_SEARCH_PAUSE_MS = 250;
/** The shortest term the panel searches the content for. */
const CONTENT_SEARCH_MIN_LENGTH = 2;

/** The content search's state for one term: its results, or that it failed. */
interface ContentResults {
  query: string;
  language: string;
  results: SiteSearchResult[];
  failed: boolean;
}

/** The search page's address for a term. */
export function searchPageHref(query: string): string {
  return `${paths.search.getHref()}?${new URLSearchParams({ q: query.trim() }).toString()}`;
}

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

  // The hub's content for the term, asked for once the reader pauses; its code loads with the first search.
  const term = query.trim();
  const [content, setContent] = useState<ContentResults | null>(null);
  useEffect(() => {
    if (!open || term.length < CONTENT_SEARCH_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      import('@/features/site-search/api/search-site')
        .then(({ searchSite }) => searchSite({ q: term, perPage: SITE_SEARCH_PANEL_RESULTS }, controller.signal))
        .then((answer) => setContent({ query: term, language, results: answer.data, failed: false }))
        .catch(() => {
          if (!controller.signal.aborted) setContent({ query: term, language, results: [], failed: true });
        });
    }, CONTENT_SEARCH_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, term, language]);
  const contentNow = content && content.query === term && content.language === language && term.length >= CONTENT_SEARCH_MIN_LENGTH ? content : null;
  const contentSearching = open && term.length >= CONTENT_SEARCH_MIN_LENGTH && !contentNow;
  // The content's results grouped by kind, in the kinds' order; the options run pages first, then these.
  const contentGroups = useMemo(() => {
    let next = results.length;
    return SITE_SEARCH_TYPES.map((type) => ({
      type,
      results: (contentNow?.results ?? []).filter((result) => result.type === type).map((result) => ({ result, index: next++ })),
    })).filter((group) => group.results.length > 0);
  }, [contentNow, results.length]);
  const options: SearchResult[] = useMemo(
    () => [...results, ...contentGroups.flatMap((group) => group.results.map(({ result }) => ({ title: result.title, href: result.url })))],
    [results, contentGroups],
  );

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
    // Enter on a term with nothing chosen searches the whole hub; with a choice it opens that page.
    if (event.key === 'Enter' && activeIndex < 0 && term) {
      event.preventDefault();
      openPage({ title: term, href: searchPageHref(term) });
      return;
    }
    handleListboxKey(event, { options, activeIndex, setActiveIndex, choose: openPage, close });
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
                <SearchOption key={result.href} id={optionId(index)} active={index === activeIndex} onHover={() => setActiveIndex(index)} onChoose={() => openPage(result)}>
                  <span>{result.title}</span>
                  <span dir="ltr" aria-hidden="true" className="text-sm text-slate-500">
                    {result.href}
                  </span>
                </SearchOption>
              ))}
              {contentGroups.map((group) => (
                <li key={group.type} role="presentation" className="mt-2">
                  <p id={`${baseId}-group-${group.type}`} className="px-3 pt-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    {t(`search.types_plural.${group.type}`)}
                  </p>
                  <ul role="group" aria-labelledby={`${baseId}-group-${group.type}`}>
                    {group.results.map(({ result, index }) => {
                      return (
                        <SearchOption
                          key={`${result.type}-${result.id}`}
                          id={optionId(index)}
                          active={index === activeIndex}
                          onHover={() => setActiveIndex(index)}
                          onChoose={() => openPage({ title: result.title, href: result.url })}
                        >
                          <span dir="auto">{result.title}</span>
                          <span aria-hidden="true" className="shrink-0 text-sm text-slate-500">
                            {t(`search.types.${group.type}`)}
                          </span>
                        </SearchOption>
                      );
                    })}
                  </ul>
                </li>
              ))}
            </ul>
            {results.length === 0 && <p className="px-3 py-2 text-slate-600">{t('search.no_matches')}</p>}
            {term.length >= CONTENT_SEARCH_MIN_LENGTH && (
              <div className="mt-2 border-t border-slate-200 px-3 pt-3 text-sm">
                <p className="text-slate-600" aria-live="polite">
                  {contentSearching
                    ? t('search.searching')
                    : contentNow?.failed
                      ? t('search.content_failed')
                      : contentGroups.length === 0
                        ? t('search.content_none')
                        : t('search.content_label')}
                </p>
                <Link to={searchPageHref(term)} onClick={() => close(false)} className="mt-1 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline">
                  {t('search.see_all', { query: term })}
                </Link>
              </div>
            )}
          </div>
        </div>
      )}
    </>
  );
}

/** One option of the panel's listbox. */
function SearchOption({ id, active, onHover, onChoose, children }: { id: string; active: boolean; onHover: () => void; onChoose: () => void; children: ReactNode }) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onMouseMove={onHover}
      onClick={onChoose}
      className="flex cursor-pointer items-center justify-between gap-4 rounded-md px-3 py-2 text-slate-800 aria-selected:bg-brand-50 aria-selected:text-brand-800"
    >
      {children}
    </li>
  );
}
