// The web app's addresses of public pages the server names (in mail, sitemaps, feeds, search results,
// citations): one place, as apps/web/src/lib/paths.ts is the web's.
import { CONTENT_ADDRESSES, type ContentType, type Language } from '@wefe/contract';

/** The page of an item of a reviewable content type (by id), from the contract's CONTENT_ADDRESSES. */
export function contentPagePath(type: ContentType, id: number | string): string {
  return `${CONTENT_ADDRESSES[type].page}/${id}`;
}

/** The page of a publication, story, news item or event (by id), or of a country's index profile (by ISO code). */
export const publicItemPath = {
  publication: (id: number | string) => contentPagePath('publications', id),
  story: (id: number | string) => contentPagePath('stories', id),
  newsEvent: (id: number | string) => contentPagePath('news-events', id),
  country: (iso3: string) => `/wefe-index/country/${iso3}`,
} as const;

/** The page of an approved item of one kind of member content (news and events share their pages). */
export function contentItemPath(kind: 'publication' | 'story' | 'news' | 'event', id: number | string): string {
  if (kind === 'publication') return publicItemPath.publication(id);
  if (kind === 'story') return publicItemPath.story(id);
  return publicItemPath.newsEvent(id);
}

/** A page's address in one language (`?lang=ar`, or `&lang=ar` after a query), which the server renders in that language (decision 040). */
export function languageAddress(base: string, path: string, language: Language): string {
  return `${base}${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
}
