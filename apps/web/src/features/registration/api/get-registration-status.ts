// GET /register/status?user_id=: where an unfinished registration stands (to resume the wizard).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationStatus } from '@wefe/contract';
import { apiClient } from '@/lib/api-client';
import { registrationRequestOptions, type RegistrationRef, type RegistrationStatusAnswer } from './registration-request';

/** Fetches the registration status of the pending user. */
export async function getRegistrationStatus({ userId, token }: RegistrationRef, signal?: AbortSignal): Promise<RegistrationStatus> {
  const answer = await apiClient.get<RegistrationStatusAnswer>('/register/status', {
    query: { user_id: userId },
    signal,
    ...registrationRequestOptions(token),
  });
  return answer.data;
}

export const getRegistrationStatusQueryOptions = (ref: RegistrationRef) =>
  queryOptions({
    queryKey: ['registration-status', ref.userId],
    queryFn: ({ signal }) => getRegistrationStatus(ref, signal),
    // Read once when the wizard opens; the steps' own answers say what changed afterwards.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** The status of the pending registration; idle when there is no user id and token to ask with. */
export function useRegistrationStatus(ref: RegistrationRef) {
  return useQuery({ ...getRegistrationStatusQueryOptions(ref), enabled: ref.userId !== null && ref.token !== null });
}
