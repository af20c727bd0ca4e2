import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewAnswerResponse, ReviewResponse, ReviewScope } from '@tourniquet/domain/contracts';
import { TRANSACTIONS_KEY } from '../../../components/transactions/use-transactions.ts';
import { api } from '../../../lib/api.ts';

/** The review inbox (issue 35): GET /api/review and POST /api/review/:transactionId. */
export const REVIEW_KEY = ['review'] as const;

export function reviewQuery(scope: ReviewScope, limit = 20) {
  return queryOptions({
    queryKey: [...REVIEW_KEY, scope, limit],
    queryFn: () => api<ReviewResponse>(`/api/review?${new URLSearchParams({ scope, limit: String(limit) })}`),
  });
}

/** What the owner answers for one row; each field left out keeps the suggestion. */
export interface ReviewAnswerBody {
  businessUse?: 'business' | 'personal';
  businessCategory?: string | null;
  personalCategory?: { primary: string; detailed: string };
  applyToSimilar?: boolean;
}

export function answerReview(id: string, body: ReviewAnswerBody) {
  return api<ReviewAnswerResponse>(`/api/review/${encodeURIComponent(id)}`, { method: 'POST', body });
}

// An answer changes rows, so the inbox, the lists and the books (Schedule C, P&L) all reload.
export function useAnswerReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewAnswerBody }) => answerReview(id, body),
    onSuccess: () =>
      Promise.all(
        [REVIEW_KEY, TRANSACTIONS_KEY, ['reports']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
