// The address of a page's share card drawn by the hub (GET /api/share-cards/..., issue 30), for a page
// whose item has no picture of its own.
import type { ContentCardKind } from '@wefe/contract';
import type { Language } from '@wefe/contract/constants';
import { API_BASE_URL } from '@/lib/api-client';

/** The card of a reviewable item (by id, its type's card in the contract's CONTENT_ADDRESSES) or a country's profile (by ISO code), in a language. */
export function shareCardHref(kind: ContentCardKind | 'country', key: string | number, language: Language): string {
  return `${API_BASE_URL}/share-cards/${kind}/${encodeURIComponent(String(key))}.png?lang=${language}`;
}
