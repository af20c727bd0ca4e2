import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountResponse } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';

export interface DebtTermsInput {
  aprPercent?: number;
  minimumPaymentCents?: number;
}

/** PATCH /api/accounts/:id with a card's or loan's own APR and minimum; the debts and plan reload. */
export function useSaveDebtTerms(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terms: DebtTermsInput) =>
      api<AccountResponse>(`/api/accounts/${encodeURIComponent(accountId)}`, {
        method: 'PATCH',
        body: terms,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
  });
}
