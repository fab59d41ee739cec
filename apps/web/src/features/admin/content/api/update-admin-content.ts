// PATCH /admin/{type}/{id}: staff correct an item's texts; its review state stays.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContentDetail, ContentType } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

/** Sends the changed fields only (a field not sent is unchanged). */
export function updateAdminContent(type: ContentType, id: string, fields: Record<string, string>): Promise<ApiAnswer<AdminContentDetail>> {
  return apiClient.patch<ApiAnswer<AdminContentDetail>>(`/admin/${type}/${encodeURIComponent(id)}`, fields);
}

/** The correction as a mutation; the console's list and the item, and the public views, are refreshed. */
export function useUpdateAdminContent(type: ContentType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: Record<string, string>) => updateAdminContent(type, id, fields),
    onSuccess: async (answer) => {
      queryClient.setQueriesData({ queryKey: ['admin-content-item'], exact: false }, (old: AdminContentDetail | undefined) =>
        old && old.type === type && old.id === answer.data.id ? answer.data : old,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin-content'] }),
        queryClient.invalidateQueries({ queryKey: [type], refetchType: 'none' }),
      ]);
    },
  });
}
