// The member's e-mail alerts (issue 30): GET, PUT and DELETE /profile/alerts, and POST
// /profile/alerts/digest, which sends the digest of what is new now.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertSubscription, AlertSubscriptionUpdate } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

export const alertsQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'alerts'],
    queryFn: async ({ signal }) => (await apiClient.get<ApiAnswer<AlertSubscription>>('/profile/alerts', { signal })).data,
  });

/** The member's alerts. */
export function useAlerts() {
  return useQuery(alertsQueryOptions());
}

/** Saving, stopping and "send my digest now"; the first two answer the alerts as they now are. */
export function useAlertActions() {
  const queryClient = useQueryClient();
  const keep = (answer: ApiAnswer<AlertSubscription>) => queryClient.setQueryData(alertsQueryOptions().queryKey, answer.data);
  return {
    save: useMutation({ mutationFn: (body: AlertSubscriptionUpdate) => apiClient.put<ApiAnswer<AlertSubscription>>('/profile/alerts', body), onSuccess: keep }),
    stop: useMutation({ mutationFn: () => apiClient.delete<ApiAnswer<AlertSubscription>>('/profile/alerts'), onSuccess: keep }),
    sendNow: useMutation({ mutationFn: () => apiClient.post<ApiAnswer<{ items: number }>>('/profile/alerts/digest') }),
  };
}
