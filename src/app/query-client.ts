import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';

const MAX_RETRIES = 3;

/** Exponential backoff with jitter, or the server's Retry-After when it gave one. */
export function retryDelay(attempt: number, error: unknown): number {
  if (isApiError(error) && error.retryAfter !== undefined) {
    return Math.min(error.retryAfter, 60) * 1000;
  }
  const base = Math.min(1000 * 2 ** attempt, 15_000);
  return base / 2 + Math.random() * (base / 2);
}

/** Transient failures (network, timeout, 408/429/5xx, cut-off body) retry; the rest do not. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isApiError(error) && error.transient;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Channels change slowly and an infinite query refetches every loaded page in turn when
        // it goes stale: keep loaded pages fresh and pick up new channels deliberately instead.
        staleTime: Infinity,
        gcTime: 30 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay,
      },
    },
  });
}
