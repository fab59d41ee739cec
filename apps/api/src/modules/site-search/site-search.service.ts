// The rules of the site search (issue 30): public items only, full text first and words spelt like the
// term only when full text finds nothing anywhere, counts per kind, the reader's language.
import { SITE_SEARCH_TYPES, type Language, type SiteSearchQuery, type SiteSearchResult, type SiteSearchType } from '@wefe/contract';
import type { Db } from '../../db/client.ts';
import { createKeptValues, type KeptValues } from '../../lib/kept-values.ts';
import { presentResult } from './site-search.presenter.ts';
import type { SiteSearchSource } from './search-source.ts';
import { COMMON_WORD_RANKED, createSiteSearchRepo, resultOrder, type Highlight, type KindCount, type MatchMode, type RankedItem } from './site-search.repo.ts';

/** A page of site search results with what the answer's meta says about them. */
export interface SiteSearchPage {
  items: SiteSearchResult[];
  total: number;
  totalIsLowerBound: boolean;
  misspellingFallback: boolean;
  facets: KindCount[];
}

/**
 * What a search of a term found, kept for its next kind or page: how it was matched, each kind's count,
 * the query the passages mark, and the ranked matches of the kinds read so far (a kind with no match
 * is never read).
 */
export interface KeptTerm {
  mode: MatchMode;
  counts: KindCount[];
  highlight: Highlight | undefined;
  ranked: Partial<Record<SiteSearchType, RankedItem[]>>;
}

/** How many terms are kept at once. */
export const KEPT_TERMS = 5_000;

/**
 * How many ranked matches are kept in all, over every term: a term holds at most SEARCH_EXACT_TOTAL_MAX
 * of a kind (a few hundred for most words, whose kinds are common and keep their newest
 * COMMON_WORD_RANKED). About 150 bytes each, so some 30 MB at most.
 */
export const KEPT_RANKED_MATCHES = 200_000;

/**
 * Terms' counts and ranked matches for `ttlMs`: a visitor who opens a kind's tab or the next page asks
 * the same term again, and counting every kind's matches (their heap visits) then ranking a kind's was
 * all of a search's time at bench scale but the page's passages.
 */
export function keptTerms(ttlMs: number): KeptValues<KeptTerm> {
  return createKeptValues<KeptTerm>({
    maxEntries: KEPT_TERMS,
    ttlMs,
    maxWeight: KEPT_RANKED_MATCHES,
    weightOf: (term) => Object.values(term.ranked).reduce((sum, items) => sum + items.length, 1),
  });
}

/** The ranked matches of each of `types` with matches, each kind's best first. */
function rankedByKind(items: readonly RankedItem[], types: readonly SiteSearchType[], counts: readonly KindCount[]): Partial<Record<SiteSearchType, RankedItem[]>> {
  const byKind: Partial<Record<SiteSearchType, RankedItem[]>> = {};
  for (const type of types) if (counts.some((kind) => kind.type === type && kind.count > 0)) byKind[type] = [];
  for (const item of items) byKind[item.type]?.push(item);
  for (const kindItems of Object.values(byKind)) kindItems.sort(resultOrder);
  return byKind;
}

/**
 * Builds the site search service over a database. With `kept`, what a search of a term found a moment
 * ago is not worked out again: its next kind or page reads only the page's passages. Whoever passes it
 * empties it after every change to what the public reads, as the answer cache is.
 */
export function createSiteSearchService(deps: { db: Db; sources: readonly SiteSearchSource[]; kept?: KeptValues<KeptTerm> }) {
  const repo = createSiteSearchRepo(deps.db, deps.sources);
  // Whose item pages each content kind of result links to.
  const contentTypeOf = new Map(deps.sources.flatMap((source) => Object.keys(source.kinds).map((kind) => [kind, source.type] as const)));
  const { kept } = deps;

  /** The term's matches with the ranked matches of every kind of `types`, from `kept` where it has them. */
  async function termMatches(q: string, types: readonly SiteSearchType[]): Promise<KeptTerm> {
    // What was worked out while a change was made is not kept (`since`): it may predate it.
    const since = kept?.generation;
    const known = kept?.get(q);
    if (known) {
      const missing = known.counts.filter((kind) => kind.count > 0 && types.includes(kind.type) && !known.ranked[kind.type]);
      if (missing.length === 0) return known;
      const more = await repo.ranked(q, known.mode, known.highlight, missing);
      const term = { ...known, ranked: { ...known.ranked, ...rankedByKind(more, missing.map((kind) => kind.type), known.counts) } };
      kept?.set(q, term, since);
      return term;
    }
    let mode: MatchMode = 'words';
    let found = await repo.find(q, mode, types);
    if (found.counts.every((kind) => kind.count === 0)) {
      mode = 'similar';
      found = await repo.find(q, mode, types);
    }
    const term = { mode, counts: found.counts, highlight: found.highlight, ranked: rankedByKind(found.ranked, types, found.counts) };
    kept?.set(q, term, since);
    return term;
  }

  return {
    /** One page of results for the query, in the reader's language. */
    async search(query: SiteSearchQuery, language: Language): Promise<SiteSearchPage> {
      const types: readonly SiteSearchType[] = query.type ? [query.type] : SITE_SEARCH_TYPES;
      const offset = (query.page - 1) * query.per_page;
      const term = await termMatches(query.q, types);
      const matches = types.flatMap((type) => term.ranked[type] ?? []);
      // Each kind's matches are in order already: one kind is a slice, several a sort of sorted runs.
      if (types.length > 1) matches.sort(resultOrder);
      const pageItems = matches.slice(offset, offset + query.per_page);
      const texts = new Map(
        await Promise.all(
          types.map(async (type) => [type, await repo.texts(type, pageItems.filter((item) => item.type === type).map((item) => item.id), term.highlight, language)] as const),
        ),
      );
      const items = pageItems.flatMap((item) => {
        const text = texts.get(item.type)?.get(item.id);
        return text ? [presentResult(item.type, item.id, text, contentTypeOf.get(item.type))] : [];
      });
      const asked = term.counts.filter((kind) => types.includes(kind.type));
      return {
        items,
        // A common word's results end where its ranked matches end: the facets say how many there are.
        total: asked.reduce((sum, kind) => sum + (kind.isLowerBound ? COMMON_WORD_RANKED : kind.count), 0),
        totalIsLowerBound: asked.some((kind) => kind.isLowerBound),
        misspellingFallback: term.mode === 'similar',
        facets: term.counts,
      };
    },
  };
}
