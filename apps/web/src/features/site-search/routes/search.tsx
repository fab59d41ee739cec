// /search (issue 30): the search across the hub. The term, the kind and the page live in the address
// (`/search?q=water&type=story&page=2`), so a search can be shared, reloaded and gone back to; the
// header's panel opens it when Enter is pressed on a term.
import { SITE_SEARCH_QUERY_MAX, SITE_SEARCH_TYPES, type SiteSearchType } from '@wefe/contract/constants';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { SearchIcon } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/page-hero';
import { SkeletonLine } from '@/components/ui/skeleton-line';
import { numberFormat } from '@/lib/number-format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSiteSearch } from '../api/search-site';
import { SearchResultItem } from '../components/search-result-item';

/** The search the address asks for. */
export function searchFromParams(params: URLSearchParams): { q: string; type: SiteSearchType | undefined; page: number } {
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, SITE_SEARCH_QUERY_MAX),
    type: (SITE_SEARCH_TYPES as readonly string[]).includes(type ?? '') ? (type as SiteSearchType) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Changing the term or the kind starts again at the first page. */
function paramsFor(search: { q: string; type: SiteSearchType | undefined; page: number }): URLSearchParams {
  const params = new URLSearchParams({ q: search.q });
  if (search.type) params.set('type', search.type);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const answer = useSiteSearch(search);
  const [draft, setDraft] = useState(search.q);
  // Going back or forward to another term puts it in the box.
  const [shownQuery, setShownQuery] = useState(search.q);
  if (shownQuery !== search.q) {
    setShownQuery(search.q);
    setDraft(search.q);
  }
  const inputId = useId();
  const go = (next: Partial<typeof search>) => setParams(paramsFor({ ...search, page: 1, ...next }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = draft.trim();
    // A new term is searched among every kind again.
    if (q) go({ q, type: undefined });
  };

  const data = answer.data;
  const meta = data?.meta;
  const allCount = meta?.facets.reduce((sum, facet) => sum + facet.count, 0) ?? 0;
  const allIsLowerBound = meta?.facets.some((facet) => facet.count_is_lower_bound) ?? false;
  const countText = (count: number, lowerBound: boolean) =>
    lowerBound ? t('site_search.more_than', { count: numberFormat(language).format(count) }) : numberFormat(language).format(count);

  return (
    <>
      <PageHero title={t('site_search.title')} subtitle={t('site_search.subtitle')} />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <form role="search" onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
              {t('site_search.input_label')}
            </label>
            <div className="relative mt-1">
              <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
              <input
                id={inputId}
                type="search"
                dir="auto"
                value={draft}
                maxLength={SITE_SEARCH_QUERY_MAX}
                onChange={(event) => setDraft(event.target.value)}
                className="w-full rounded-lg border border-slate-300 py-2.5 ps-10 pe-3 text-base text-slate-900"
              />
            </div>
          </div>
          <button type="submit" className={buttonStyles.primary}>
            {t('site_search.submit')}
          </button>
        </form>

        {!search.q && <p className="mt-8 text-slate-700">{t('site_search.prompt')}</p>}

        {search.q && meta && (
          <nav aria-label={t('site_search.kinds')} className="mt-6">
            <ul className="flex flex-wrap gap-2">
              <li>
                <button type="button" aria-pressed={!search.type} onClick={() => go({ type: undefined })} className={facetStyle(!search.type)}>
                  {t('site_search.all')} <span className="text-sm">({countText(allCount, allIsLowerBound)})</span>
                </button>
              </li>
              {meta.facets
                .filter((facet) => facet.count > 0 || facet.type === search.type)
                .map((facet) => (
                  <li key={facet.type}>
                    <button type="button" aria-pressed={search.type === facet.type} onClick={() => go({ type: facet.type })} className={facetStyle(search.type === facet.type)}>
                      {t(`search.types_plural.${facet.type}`)} <span className="text-sm">({countText(facet.count, facet.count_is_lower_bound)})</span>
                    </button>
                  </li>
                ))}
            </ul>
          </nav>
        )}

        {search.q && answer.isPending && (
          <div aria-busy="true" aria-label={t('site_search.loading')} className="mt-6 space-y-6">
            {[0, 1, 2].map((row) => (
              <div key={row}>
                <SkeletonLine className="w-24 text-sm" />
                <SkeletonLine className="mt-2 w-2/3 text-lg" />
                <SkeletonLine className="mt-1 w-full" />
              </div>
            ))}
          </div>
        )}

        {search.q && answer.isError && (
          <div role="alert" className="mt-8 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            <p>{t('site_search.failed')}</p>
            <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={() => void answer.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        )}

        {search.q && data && meta && (
          <section aria-labelledby="search-results-heading" className="mt-6">
            <h2 id="search-results-heading" className="text-base font-normal text-slate-700" aria-live="polite">
              {meta.total === 0
                ? t('site_search.no_results', { query: search.q })
                : meta.total_is_lower_bound
                  ? t('site_search.results_more_than', { count: numberFormat(language).format(meta.total), query: search.q })
                  : t('site_search.results', { count: meta.total, query: search.q })}
            </h2>
            {meta.misspelling_fallback && meta.total > 0 && <p className="mt-2 text-sm text-slate-600">{t('site_search.misspelling', { query: search.q })}</p>}
            <ol className="mt-2">
              {data.data.map((result) => (
                <SearchResultItem key={`${result.type}-${result.id}`} result={result} />
              ))}
            </ol>
            {meta.last_page > 1 && (
              <nav aria-label={t('site_search.pages')} className="mt-6 flex items-center justify-between gap-4">
                <button type="button" className={buttonStyles.secondary} disabled={search.page <= 1} onClick={() => go({ type: search.type, page: search.page - 1 })}>
                  {t('site_search.previous')}
                </button>
                <p className="text-sm text-slate-700">{t('site_search.page_of', { page: search.page, pages: meta.last_page })}</p>
                <button type="button" className={buttonStyles.secondary} disabled={search.page >= meta.last_page} onClick={() => go({ type: search.type, page: search.page + 1 })}>
                  {t('site_search.next')}
                </button>
              </nav>
            )}
          </section>
        )}
      </div>
    </>
  );
}

function facetStyle(active: boolean): string {
  return `rounded-full border px-3 py-1.5 font-semibold ${active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-brand-50'}`;
}
