// POST /admin/pages/{slug}/preview: the fields GET /pages/{slug} would answer once this content is
// saved (sanitised by the server); nothing is saved.
import { useMutation } from '@tanstack/react-query';
import type { ManagedPageInput, SitePage } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

/** Asks the server how the page would be served. */
export async function previewManagedPage(slug: string, input: ManagedPageInput): Promise<SitePage> {
  return (await apiClient.post<ApiAnswer<SitePage>>(`/admin/pages/${encodeURIComponent(slug)}/preview`, input)).data;
}

/** The preview call for one page. */
export function usePreviewManagedPage(slug: string) {
  return useMutation({ mutationFn: (input: ManagedPageInput) => previewManagedPage(slug, input) });
}
