// How long browsers and shared caches may keep each group of answers: the one table of the hub's
// HTTP caching (docs/decisions/020-http-caching-and-compression.md). The http-cache plugin applies it.
import { CONTENT_ADDRESSES, CONTENT_TYPES } from '@wefe/contract';
import { isApiPath } from './url-paths.ts';

/** What a successful GET answer carries for one kind of caller. */
export interface CachedAnswer {
  cacheControl: string;
  /** Whether it carries a weak ETag and answers a matching If-None-Match with 304. */
  etag: boolean;
  /** How long any shared cache may keep it (`public, max-age`); absent when none may. */
  sharedMaxAgeSeconds?: number;
}

/** A route group's caching: visitors (no Authorization header) and signed-in callers apart. */
export interface CachePolicy {
  visitor: CachedAnswer;
  signedIn: CachedAnswer;
  /** False for files that are already compressed or streamed with their length (uploads). */
  compress: boolean;
}

/** Personal, staff, write and error answers: kept by no cache at all. */
export const NO_STORE = 'private, no-store';

const shared = (maxAgeSeconds: number): CachedAnswer => ({ cacheControl: `public, max-age=${maxAgeSeconds}`, etag: true, sharedMaxAgeSeconds: maxAgeSeconds });
const revalidated = (cacheControl: string): CachedAnswer => ({ cacheControl, etag: true });
const kept = (cacheControl: string): CachedAnswer => ({ cacheControl, etag: false });
const everyone = (answer: CachedAnswer, compress = true): CachePolicy => ({ visitor: answer, signedIn: answer, compress });

/** The caching of each route group. */
export const CACHE_POLICIES = {
  // The same for everyone and changed only by staff imports or edits: five minutes for visitors;
  // signed-in callers (staff who just edited) revalidate every time, so they see their change at once.
  reference: { visitor: shared(300), signedIn: revalidated('private, no-cache'), compress: true },
  // Staff-edited site content (pages, partners): staff edits reach visitors within a minute.
  site: { visitor: shared(60), signedIn: revalidated('private, no-cache'), compress: true },
  // Moderated member content: an approval or an unpublish reaches visitors within 30 seconds; the owner
  // and staff see more through the same URL (pending items), so their answers are never stored.
  moderated: { visitor: shared(30), signedIn: kept(NO_STORE), compress: true },
  // Live counters: every use revalidates, and unchanged figures answer 304.
  live: everyone(revalidated('no-cache')),
  // Stored uploads: visibility follows moderation, so only the browser keeps them; images, PDFs and
  // office files are compressed already and are streamed with their length, so never recompressed.
  file: everyone(kept('private, max-age=3600'), false),
  // Everything else under /api: sign-in, registration, profile, my-..., staff calls, health, writes.
  personal: everyone(kept(NO_STORE)),
  // The web build: names under /assets carry a content hash, so a URL never changes content.
  hashedAsset: everyone(kept('public, max-age=31536000, immutable')),
  // The app page and the build's other files, revalidated: files with @fastify/static's own ETags, the
  // app page (built per page and language, lib/page-preloads.ts) with one of its content.
  appFile: everyone(revalidated('no-cache')),
} as const satisfies Record<string, CachePolicy>;

export type CachePolicyName = keyof typeof CACHE_POLICIES;

/**
 * Route groups by path, first match wins: a path matches an entry equal to it or below it. API paths
 * matching none are `personal`; other paths (the web build) are `appFile`.
 */
export const ROUTE_CACHE: ReadonlyArray<readonly [path: string, policy: CachePolicyName]> = [
  ['/api/admin', 'personal'],
  ['/api/media', 'file'],
  ['/api/home-page', 'live'],
  ['/api/about', 'reference'],
  ...CONTENT_TYPES.map((type) => [CONTENT_ADDRESSES[type].api, 'moderated'] as const),
  ['/api/search', 'moderated'],
  ['/api/share-cards', 'moderated'],
  ['/api/pages', 'site'],
  ['/api/partners', 'site'],
  ['/api/pillars', 'reference'],
  ['/api/indicators', 'reference'],
  ['/api/indexes', 'reference'],
  ['/api/maps', 'reference'],
  ['/api/interactive-maps', 'reference'],
  ['/api/countries', 'reference'],
  ['/api/sectors', 'reference'],
  ['/api/register/organization-types', 'reference'],
  ['/api/register/education-levels', 'reference'],
  ['/api/post-types', 'reference'],
  ['/api/publication-types', 'reference'],
  ['/api/sustainability-statuses', 'reference'],
  ['/api/institution-categories', 'reference'],
  ['/api/docs', 'reference'],
  ['/assets', 'hashedAsset'],
];

/** The policy of a route pattern or request path (without its query), from ROUTE_CACHE. */
export function cachePolicyFor(path: string): CachePolicyName {
  const entry = ROUTE_CACHE.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  if (entry) return entry[1];
  return isApiPath(path) ? 'personal' : 'appFile';
}

/** The answer a successful GET or HEAD of this policy carries for a visitor or a signed-in caller. */
export function cachedAnswerFor(policy: CachePolicyName, signedIn: boolean): CachedAnswer {
  const { visitor, signedIn: member } = CACHE_POLICIES[policy];
  return signedIn ? member : visitor;
}

/** Whether visitors and signed-in callers get different answers, so caches must key on Authorization. */
export function variesByCaller(policy: CachePolicyName): boolean {
  const { visitor, signedIn } = CACHE_POLICIES[policy];
  return visitor.cacheControl !== signedIn.cacheControl;
}
