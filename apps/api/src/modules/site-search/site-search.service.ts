// The rules of the site search (issue 30): public items only, full text first and words spelt like the
// term only when full text finds nothing anywhere, counts per kind, the reader's language.
import { SITE_SEARCH_TYPES, type Language, type SiteSearchQuery, type SiteSearchResult, type SiteSearchType } from '@wefe/contract';
import type { Db } from '../../db/client.ts';
import { createKeptValues, type KeptValues } from '../../lib/kept-values.ts';
import { presentResult } from './site-search.presenter.ts';
import { COMMON_WORD_RANKED, createSiteSearchRepo, type KindCount, type MatchMode } from './site-search.repo.ts';

/** A page of site search results with what the answer's meta says about them. */
export interface SiteSearchPage {
  items: SiteSearchResult[];
  total: number;
  totalIsLowerBound: boolean;
  misspellingFallback: boolean;
  facets: KindCount[];
}

/** How a term was last matched and what it found of each kind. */
export interface TermCounts {
  mode: MatchMode;
  counts: KindCount[];
}

/** How many terms' counts are kept at once (each a few hundred bytes). */
export const KEPT_TERMS = 5_000;

/**
 * Terms' counts for `ttlMs`: a visitor who opens a kind's tab or the next page asks the same term again,
 * and counting every kind's matches (their heap visits) was most of a search at bench scale.
 */
export function keptTermCounts(ttlMs: number): KeptValues<TermCounts> {
  return createKeptValues<TermCounts>({ maxEntries: KEPT_TERMS, ttlMs });
}

/**
 * Builds the site search service over a database. With `keptCounts`, the counts of a term searched a
 * moment ago are not worked out again; whoever passes them empties them after every change to what the
 * public reads, as the answer cache is.
 */
export function createSiteSearchService(deps: { db: Db; keptCounts?: KeptValues<TermCounts> }) {
  const repo = createSiteSearchRepo(deps.db);
  const { keptCounts } = deps;
  return {
    /** One page of results for the query, in the reader's language. */
    async search(query: SiteSearchQuery, language: Language): Promise<SiteSearchPage> {
      const types: readonly SiteSearchType[] = query.type ? [query.type] : SITE_SEARCH_TYPES;
      const window = { types, offset: (query.page - 1) * query.per_page, limit: query.per_page };
      // Counts worked out while a change was made are not kept (`since`): they may predate it.
      const since = keptCounts?.generation;
      const kept = keptCounts?.get(query.q);
      let mode: MatchMode = kept?.mode ?? 'words';
      let found = await repo.find(query.q, mode, window, kept?.counts);
      if (!kept && found.counts.every((kind) => kind.count === 0)) {
        mode = 'similar';
        found = await repo.find(query.q, mode, window);
      }
      if (!kept) keptCounts?.set(query.q, { mode, counts: found.counts }, since);
      const asked = found.counts.filter((kind) => types.includes(kind.type));
      const texts = new Map(
        await Promise.all(
          types.map(async (type) => [type, await repo.texts(type, found.items.filter((item) => item.type === type).map((item) => item.id), found.highlight, language)] as const),
        ),
      );
      const items = found.items.flatMap((item) => {
        const text = texts.get(item.type)?.get(item.id);
        return text ? [presentResult(item.type, item.id, text)] : [];
      });
      return {
        items,
        // A common word's results end where its ranked matches end: the facets say how many there are.
        total: asked.reduce((sum, kind) => sum + (kind.isLowerBound ? COMMON_WORD_RANKED : kind.count), 0),
        totalIsLowerBound: asked.some((kind) => kind.isLowerBound),
        misspellingFallback: mode === 'similar',
        facets: found.counts,
      };
    },
  };
}
