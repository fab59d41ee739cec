// PUT /admin/partners/order with { ids }: every partner once, in the new order.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffPartner } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { STAFF_PARTNERS_KEY } from './get-staff-partners';
import { invalidatePartners } from './invalidate-partners';

/** Saves the order; answers the partners in it. */
export async function reorderPartners(ids: readonly number[]): Promise<StaffPartner[]> {
  return (await apiClient.put<ApiAnswer<StaffPartner[]>>('/admin/partners/order', { ids })).data;
}

/**
 * The reorder as a mutation. The list shows the new order at once (so the moved row's button keeps
 * focus); a refusal puts the server's order back.
 */
export function useReorderPartners() {
  const queryClient = useQueryClient();
  const key = [STAFF_PARTNERS_KEY, useLanguage()];
  return useMutation({
    mutationFn: reorderPartners,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<StaffPartner[]>(key);
      if (previous) {
        const byId = new Map(previous.map((p) => [p.id, p]));
        queryClient.setQueryData(
          key,
          ids.flatMap((id, index) => {
            const partner = byId.get(id);
            return partner ? [{ ...partner, order: index + 1 }] : [];
          }),
        );
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => invalidatePartners(queryClient),
  });
}
