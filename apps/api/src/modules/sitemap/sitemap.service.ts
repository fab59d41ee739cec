// The sitemaps and robots.txt (issue 30): what search engines may read, and every public page in each
// language. Only approved items are listed; member, staff and API areas are excluded.
import { CONTENT_ADDRESSES, CONTENT_TYPES, type ContentType } from '@wefe/contract';
import type { Db } from '../../db/client.ts';
import { createSitemapRepo, type SitemapKind } from './sitemap.repo.ts';
import { sitemapIndexXml, urlSetXml } from './sitemap.xml.ts';
import { contentPagePath, publicItemPath } from '../../lib/public-paths.ts';

/** The hub's public pages that are not items (the web app's addresses, apps/web/src/lib/paths.ts), each content type's list among them. */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/about',
  '/about/wefe-hub',
  '/about/our-impact',
  '/about/our-partners',
  '/about/contact-us',
  '/wefe-index',
  '/interactive-maps',
  '/interactive-maps/global-level',
  '/interactive-maps/country-level',
  ...CONTENT_TYPES.map((type) => CONTENT_ADDRESSES[type].page),
];

/** Where each kind's item pages live. */
const ITEM_PATHS: Record<SitemapKind, (key: string) => string> = {
  ...(Object.fromEntries(CONTENT_TYPES.map((type) => [type, (key: string) => contentPagePath(type, key)])) as Record<ContentType, (key: string) => string>),
  countries: publicItemPath.country,
};

export const SITEMAP_KINDS = Object.keys(ITEM_PATHS) as SitemapKind[];

/**
 * Items in one sitemap file: each is listed in three languages, and a file holds at most 50,000
 * addresses (sitemaps.org), so a kind with more items is split into numbered parts.
 */
export const SITEMAP_ITEMS_PER_FILE = 15_000;

/** Address areas no search engine should crawl: the API, members' and staff's screens, forms and searches. */
export const ROBOTS_DISALLOWED: readonly string[] = [
  '/api/',
  '/admin',
  '/profile',
  '/login',
  '/register',
  '/auth/',
  '/forgot-password',
  '/reset-password',
  // Each content type's submission and edit forms.
  ...CONTENT_TYPES.flatMap((type) => [`${CONTENT_ADDRESSES[type].page}/add`, `${CONTENT_ADDRESSES[type].page}/edit/`]),
  '/search',
  '/embed/',
  // A digest's unsubscribe page carries a member's token.
  '/alerts/',
];

/** Builds the sitemap service; `base` is the hub's public address (PUBLIC_URL). */
export function createSitemapService(deps: { db: Db; base: string }) {
  const repo = createSitemapRepo(deps.db);
  const base = deps.base.replace(/\/+$/, '');
  return {
    /** robots.txt: everything public may be crawled, the listed areas not; the sitemap is named. */
    robots(): string {
      return ['User-agent: *', ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
    },

    /** The sitemap index: the site pages' sitemap, then each kind's parts. */
    async index(): Promise<string> {
      const parts = await Promise.all(
        SITEMAP_KINDS.map(async (kind) => {
          const { count, lastmod } = await repo.summary(kind);
          const files = Math.max(1, Math.ceil(count / SITEMAP_ITEMS_PER_FILE));
          return Array.from({ length: files }, (_, i) => ({ loc: `${base}/sitemaps/${kind}-${i + 1}.xml`, lastmod }));
        }),
      );
      return sitemapIndexXml([{ loc: `${base}/sitemaps/pages.xml`, lastmod: null }, ...parts.flat()]);
    },

    /** The site pages' sitemap. */
    pages(): string {
      return urlSetXml(base, PUBLIC_PAGES.map((path) => ({ path, lastmod: null })));
    },

    /** Part `part` (from 1) of a kind's sitemap, or null when the kind has no such part. */
    async part(kind: SitemapKind, part: number): Promise<string | null> {
      const items = await repo.items(kind, (part - 1) * SITEMAP_ITEMS_PER_FILE, SITEMAP_ITEMS_PER_FILE);
      if (items.length === 0 && part > 1) return null;
      return urlSetXml(base, items.map((item) => ({ path: ITEM_PATHS[kind](item.key), lastmod: item.lastmod })));
    },
  };
}
