// After any change to partners, the console list and the public lists (home strip, about, partners page) refetch.
import type { QueryClient } from '@tanstack/react-query';
import { STAFF_PARTNERS_KEY } from './get-staff-partners';

/** Refetches every partner list of the app. */
export function invalidatePartners(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: [STAFF_PARTNERS_KEY] }), queryClient.invalidateQueries({ queryKey: ['partners'] })]);
}
