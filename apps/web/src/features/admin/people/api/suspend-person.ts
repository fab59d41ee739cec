// POST /admin/people/{id}/suspend: an administrator suspends an account; it is signed out everywhere
// at once and cannot sign in until reinstated.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Person } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

/** Suspends an active account; the optional reason stays in the audit log. */
export function suspendPerson({ id, reason }: { id: number; reason: string }): Promise<ApiAnswer<Person>> {
  return apiClient.post<ApiAnswer<Person>>(`/admin/people/${id}/suspend`, reason.trim() ? { reason: reason.trim() } : {});
}

/** The suspension as a mutation; the list is refreshed after it. */
export function useSuspendPerson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: suspendPerson, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-people'] }) });
}
