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

/** Longest wait before a retry: past it the reader is better served by the failure and its retry button. */
const MAX_RETRY_DELAY_MS = 10_000;

/**
 * How long to wait before retrying: what a 429 or 503's Retry-After asked (the hub's costly-work gate
 * and flood guard say 1 s), else TanStack Query's own doubling from a second.
 */
export function retryDelay(failureCount: number, error: unknown): number {
  if (isApiError(error) && error.retryAfterSeconds !== undefined) return Math.min(Math.max(error.retryAfterSeconds, 0) * 1000, MAX_RETRY_DELAY_MS);
  return Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY_MS);
}

/** A QueryClient with the hub's defaults; tests create their own so no cache leaks between them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
