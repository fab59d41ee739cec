// The address of a page's share card drawn by the hub (GET /api/share-cards/..., issue 30), for a page
// whose item has no picture of its own.
import type { Language } from '@wefe/contract/constants';
import { API_BASE_URL } from '@/lib/api-client';

/** The card of a publication, story or news/event (by id) or a country's profile (by ISO code), in a language. */
export function shareCardHref(kind: 'publication' | 'story' | 'news-event' | 'country', key: string | number, language: Language): string {
  return `${API_BASE_URL}/share-cards/${kind}/${encodeURIComponent(String(key))}.png?lang=${language}`;
}
