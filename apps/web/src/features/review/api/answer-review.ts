import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewAnswerResponse } from '@tourniquet/domain/contracts';
import { TRANSACTIONS_KEY } from '../../../components/transactions/use-transactions.ts';
import { api } from '../../../lib/api.ts';
import { REVIEW_KEY } from './review-api.ts';

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
