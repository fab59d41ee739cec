// PUT /admin/pages/{slug}: saves the title and paragraphs in the three languages; the server sanitises
// the HTML and answers what it stored.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedPage, ManagedPageInput } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

/** Saves a page; answers the stored (sanitised) content. */
export async function saveManagedPage(slug: string, input: ManagedPageInput): Promise<ManagedPage> {
  return (await apiClient.put<ApiAnswer<ManagedPage>>(`/admin/pages/${encodeURIComponent(slug)}`, input)).data;
}

/** Saves a page, then refreshes the staff list and the public page's copy in this browser. */
export function useSaveManagedPage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ManagedPageInput) => saveManagedPage(slug, input),
    onSuccess: async () => {
      // The browser keeps GET /pages/{slug} for a minute (public cache): fetching it past that cache also
      // stores the new answer, so the public page opened next in this browser shows the edit at once.
      await apiClient.get(`/pages/${encodeURIComponent(slug)}`, { headers: { 'Cache-Control': 'no-cache' } }).catch(() => undefined);
      // 'pages' is the public page's query key (features/about).
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['admin-pages'] }), queryClient.invalidateQueries({ queryKey: ['pages'] })]);
    },
  });
}
