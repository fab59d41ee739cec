// PUT /admin/people/{id}/role: an administrator gives an account another role.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Person, Role } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

/** Changes one account's role; 409 when no active administrator would remain. */
export function changeRole({ id, role }: { id: number; role: Role }): Promise<ApiAnswer<Person>> {
  return apiClient.put<ApiAnswer<Person>>(`/admin/people/${id}/role`, { role });
}

/** The role change as a mutation; the list is refreshed after it. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-people'] }) });
}
