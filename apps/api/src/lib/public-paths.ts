// The web app's addresses of public pages the server names (in mail, sitemaps, feeds, search results,
// citations): one place, as apps/web/src/lib/paths.ts is the web's.
import { CONTENT_ADDRESSES, type ContentType, type Language } from '@wefe/contract';

/** The page of an item of a reviewable content type (by id), from the contract's CONTENT_ADDRESSES. */
export function contentPagePath(type: ContentType, id: number | string): string {
  return `${CONTENT_ADDRESSES[type].page}/${id}`;
}

/** The page of a country's index profile (by ISO code); a content item's is contentPagePath's. */
export const publicItemPath = {
  country: (iso3: string) => `/wefe-index/country/${iso3}`,
} as const;

/** A page's address in one language (`?lang=ar`, or `&lang=ar` after a query), which the server renders in that language (decision 040). */
export function languageAddress(base: string, path: string, language: Language): string {
  return `${base}${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
}
