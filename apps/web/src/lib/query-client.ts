// Server state lives in TanStack Query (STYLE.md habit 5); this is the client's shared configuration.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

const MAX_RETRIES = 2;

/** True when trying the same call again could succeed: network failures and 5xx, never other 4xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error) || error.status === undefined) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** A QueryClient with the hub's defaults; tests create their own so no cache leaks between them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
