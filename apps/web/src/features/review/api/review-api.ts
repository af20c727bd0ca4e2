import { queryOptions } from '@tanstack/react-query';
import type { ReviewResponse, ReviewScope } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';

/** The review inbox: GET /api/review and POST /api/review/:transactionId. */
export const REVIEW_KEY = ['review'] as const;

export function reviewQuery(scope: ReviewScope, limit = 20) {
  return queryOptions({
    queryKey: [...REVIEW_KEY, scope, limit],
    queryFn: () => api<ReviewResponse>(`/api/review?${new URLSearchParams({ scope, limit: String(limit) })}`),
  });
}
