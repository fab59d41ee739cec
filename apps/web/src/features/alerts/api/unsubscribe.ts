// POST /alerts/unsubscribe?token=: stops the alerts a digest's link names, without signing in.
import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

/** The unsubscribe as a mutation; the answer's message says it is done. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: (token: string) => apiClient.post<ApiAnswer<null>>('/alerts/unsubscribe', undefined, { query: { token } }) });
}
