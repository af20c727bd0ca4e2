import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { shouldRetryQuery } from './query-retry.ts';

describe('shouldRetryQuery', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 422, 429]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'x', 'x'))).toBe(false);
    }
  });

  it('retries a network failure or a server error once', () => {
    for (const error of [new ApiError(0, 'network', 'x'), new ApiError(500, 'x', 'x'), new TypeError('x')]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(1, error)).toBe(false);
    }
  });
});
