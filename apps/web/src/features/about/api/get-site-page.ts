// GET /pages/{slug}: a page whose text staff manage (spec part 1, 'About': the about-the-hub page reads
// the slug about-us). The answer holds every language; a 404 means the page has no content yet.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, SitePage } from '@wefe/contract';
import { apiClient, isApiError, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** The slug of the about-the-hub page's content. */
export const ABOUT_US_SLUG = 'about-us';

/** Fetches a managed page; null when there is none (404). */
export async function getSitePage(slug: string, signal?: AbortSignal): Promise<SitePage | null> {
  try {
    const answer = await apiClient.get<ApiAnswer<SitePage>>(`/pages/${encodeURIComponent(slug)}`, { signal });
    return answer.data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const getSitePageQueryOptions = (language: Language, slug: string) =>
  queryOptions({
    queryKey: ['pages', language, slug],
    queryFn: ({ signal }) => getSitePage(slug, signal),
  });

/** A managed page (all its languages; the language in the key follows the convention). */
export function useSitePage(slug: string) {
  return useQuery(getSitePageQueryOptions(useLanguage(), slug));
}
