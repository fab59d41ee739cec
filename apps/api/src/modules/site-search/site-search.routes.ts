// GET /api/search (issue 30): one ranked list over publications, stories, news, events, countries'
// index profiles, partners and managed pages, with a count per kind.
import { siteSearchAnswerSchema, siteSearchQuerySchema } from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/reply.ts';
import type { SiteSearchSource } from './search-source.ts';
import { createSiteSearchService, keptTerms } from './site-search.service.ts';

/**
 * How long a term's counts and ranked matches are kept. Any change made through a hub forgets them with
 * the kept answers: through this process at once, through another on the same PostgreSQL database when
 * it announces it (db/change-notices.ts). What this bounds is a change written into the database by something else (a
 * script, psql), and the memory of terms nobody searches again.
 */
export const KEPT_TERM_SECONDS = 300;

/** `sources`: the content types' kinds of result their modules declare (search-source.ts). */
const siteSearchRoutes: FastifyPluginAsyncZod<{ sources: readonly SiteSearchSource[] }> = async (app, { sources }) => {
  const kept = keptTerms(KEPT_TERM_SECONDS * 1000);
  app.answerCache.onClear(() => kept.clear());
  const service = createSiteSearchService({ db: app.db, sources, kept });

  app.get(
    '/search',
    {
      schema: {
        tags: ['site'],
        summary: 'Search every public item: ranked results with a highlighted passage, a count per kind (facets), paging; type= narrows to one kind',
        querystring: siteSearchQuerySchema,
        response: { 200: siteSearchAnswerSchema },
      },
    },
    async (request) => {
      // Every search takes its turn among the costly work, a term's next kind or page too, though it reads
      // only its page's passages: in one queue, a first search delays the others by its own time alone
      // (bench W14: letting the next pages pass raised the p99 from 140 to 506-571 ms at 50 connections:
      // the cheap ones took the cores from the first searches, which then queued).
      const found = await app.costlyWork(request, true, () => service.search(request.query, request.lang));
      const answer = page(request, 'search.results', found.items, {
        page: request.query.page,
        perPage: request.query.per_page,
        total: found.total,
        totalIsLowerBound: found.totalIsLowerBound,
      });
      const facets = found.facets.map((kind) => ({ type: kind.type, count: kind.count, count_is_lower_bound: kind.isLowerBound }));
      return { ...answer, meta: { ...answer.meta, misspelling_fallback: found.misspellingFallback, facets } };
    },
  );
};

export default siteSearchRoutes;
