// POST /admin/{type}/{id}/unpublish: an approved item leaves the public site, with an optional reason.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContentDetail, ContentType } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

export interface UnpublishVariables {
  type: ContentType;
  id: number;
  reason: string;
}

/** Unpublishes one item; an empty reason is left out. */
export function unpublishAdminContent({ type, id, reason }: UnpublishVariables): Promise<ApiAnswer<AdminContentDetail>> {
  return apiClient.post<ApiAnswer<AdminContentDetail>>(`/admin/${type}/${id}/unpublish`, reason.trim() ? { reason: reason.trim() } : {});
}

/** The unpublishing as a mutation; the console's list and the public views are refreshed. */
export function useUnpublishAdminContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishAdminContent,
    // Not awaited: the Unpublish button unmounts once the list shows the new status, and the caller's
    // onSuccess must run first.
    onSuccess: (_answer, { type }) => {
      void queryClient.invalidateQueries({ queryKey: ['admin-content'] });
      void queryClient.invalidateQueries({ queryKey: ['admin-content-item'] });
      void queryClient.invalidateQueries({ queryKey: [type], refetchType: 'none' });
    },
  });
}
