// GET /admin/pages/{slug}: a page's stored title and paragraphs in every language, for editing.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, ManagedPage } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches one page for editing. */
export async function getManagedPage(slug: string, signal?: AbortSignal): Promise<ManagedPage> {
  return (await apiClient.get<ApiAnswer<ManagedPage>>(`/admin/pages/${encodeURIComponent(slug)}`, { signal })).data;
}

export const getManagedPageQueryOptions = (language: Language, slug: string) =>
  queryOptions({
    queryKey: ['admin-pages', language, slug],
    queryFn: ({ signal }) => getManagedPage(slug, signal),
    // The editor keeps its own draft; a refetch on focus would only cost a request.
    refetchOnWindowFocus: false,
  });

/**
 * One page for editing; idle while no page is chosen. The previous answer stays while the language
 * changes, so the editor (and its draft) stays on screen: check `data.slug` after choosing another page.
 */
export function useManagedPage(slug: string | undefined) {
  const language = useLanguage();
  return useQuery({ ...getManagedPageQueryOptions(language, slug ?? ''), enabled: slug !== undefined, placeholderData: keepPreviousData });
}
