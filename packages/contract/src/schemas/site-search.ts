// GET /api/search (issue 30): one ranked list over every kind of public item, with a facet per kind.
import { z } from 'zod';
import { SITE_SEARCH_PAGE_SIZE, SITE_SEARCH_PAGE_SIZE_MAX, SITE_SEARCH_QUERY_MAX, SITE_SEARCH_TYPES } from '../enums.ts';
import { blankToUndefined } from './accounts.ts';
import { paginatedEnvelope } from './envelope.ts';

/** Query of GET /api/search: the term is required; empty type and paging values are ignored. */
export const siteSearchQuerySchema = z.object({
  q: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(SITE_SEARCH_QUERY_MAX, { error: 'validation.too_long' }),
  type: z.preprocess(blankToUndefined, z.enum(SITE_SEARCH_TYPES, { error: 'validation.unknown_option' }).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(1, { error: 'validation.invalid' }).default(1)),
  per_page: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(1, { error: 'validation.invalid' }).max(SITE_SEARCH_PAGE_SIZE_MAX, { error: 'validation.invalid' }).default(SITE_SEARCH_PAGE_SIZE),
  ),
});
export type SiteSearchQuery = z.infer<typeof siteSearchQuerySchema>;

/** A piece of a result's snippet; `hit` marks the words that matched the term. */
export const snippetPartSchema = z.object({ text: z.string(), hit: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

/** One result: what it is, its title in the reader's language where it has one, the matched passage and its address on the hub. */
export const siteSearchResultSchema = z.object({
  type: z.enum(SITE_SEARCH_TYPES),
  id: z.union([z.number().int(), z.string()]),
  title: z.string(),
  snippet: z.array(snippetPartSchema),
  /** The hub's path of its page, such as /publications/12. */
  url: z.string(),
  /** Its date (publication, start of an event, creation of a story or news item), YYYY-MM-DD, when it has one. */
  date: z.string().nullable(),
});
export type SiteSearchResult = z.infer<typeof siteSearchResultSchema>;

const facetSchema = z.object({
  type: z.enum(SITE_SEARCH_TYPES),
  count: z.number().int(),
  /** True when more of this kind match than `count` (each kind is counted exactly up to SEARCH_EXACT_TOTAL_MAX). */
  count_is_lower_bound: z.boolean(),
});

/** The answer of GET /api/search: a page of results, its totals and a facet per kind (counts without the type filter). */
export const siteSearchAnswerSchema = paginatedEnvelope(siteSearchResultSchema).extend({
  meta: paginatedEnvelope(siteSearchResultSchema).shape.meta.extend({
    /** True when nothing matched the words and the results are words spelt like them. */
    misspelling_fallback: z.boolean(),
    facets: z.array(facetSchema),
  }),
});
export type SiteSearchAnswer = z.infer<typeof siteSearchAnswerSchema>;
