import { QueryClient } from '@tanstack/react-query';
import { failureOf, retryAfterWait } from './http';
import { readApiError } from './api-errors';

/** How long a read counts as fresh: a page that rendered its data on the server is not read again at hydration. */
export const STALE_TIME_MS = 30_000;
/** Retries of a failed read after the first attempt. */
export const QUERY_RETRIES = 2;

/** The status of a rejection of client/http.ts: from the response, else our API's error body; 0 for a network failure. */
function statusOf(error: unknown): number {
  return failureOf(error)?.status ?? readApiError(error).status;
}

/**
 * Whether a failed read is tried again. A 4xx is the answer (signed out, not found, invalid), never retried; a 429
 * is retried only when its `Retry-After` allows it (client/http.ts); network failures and 5xx are retried twice.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  const status = statusOf(error);
  if (status === 429) {
    const failure = failureOf(error);
    return failure !== null && retryAfterWait(failure) !== null;
  }
  return !(status >= 400 && status < 500 && status !== 408);
}

/** The wait before a retry: the server's `Retry-After` when it named one, else 1 s, 2 s, 4 s… up to 8 s. */
export function retryDelay(failureCount: number, error: unknown): number {
  const failure = failureOf(error);
  const asked = failure ? retryAfterWait(failure) : null;
  return asked ?? Math.min(1000 * 2 ** failureCount, 8000);
}

/**
 * The one query client factory: one client per browser tab (components/query-provider.tsx) and per server render.
 * Mutations are not retried here: `post` already retries with one idempotency key (client/http.ts), and a PUT or
 * DELETE that failed is shown to the customer, who decides.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}
