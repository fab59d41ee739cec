// POST /admin/people/{id}/reinstate: an administrator makes a suspended account active again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Person } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

/** Reinstates a suspended account. */
export function reinstatePerson({ id }: { id: number }): Promise<ApiAnswer<Person>> {
  return apiClient.post<ApiAnswer<Person>>(`/admin/people/${id}/reinstate`, {});
}

/** The reinstatement as a mutation; the list is refreshed after it. */
export function useReinstatePerson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reinstatePerson, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-people'] }) });
}
