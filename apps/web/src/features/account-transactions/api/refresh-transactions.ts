import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchTransactionsResult } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';
import { TRANSACTIONS_KEY } from '../../../components/transactions/use-transactions.ts';

/** POST /api/bank/fetch-transactions: syncs one account's bank (or every bank without an id). */
export function refreshTransactions(accountId: string | undefined) {
  return api<FetchTransactionsResult>('/api/bank/fetch-transactions', {
    body: accountId ? { account_id: accountId } : {},
  });
}

/** New rows can change every list, report and goal, and the sync may flag an account: all reload. */
export function useRefreshTransactions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshTransactions,
    onSettled: () =>
      Promise.all(
        [TRANSACTIONS_KEY, ['accounts'], ['reports'], ['goals']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
