import { ApiError } from './api.ts';

/**
 * Retry policy for every query: a 4xx answer (signed out, not found, bad input) will not change on a second
 * try, so it shows at once; a network failure or a 5xx gets one more try before the screen says it failed.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
