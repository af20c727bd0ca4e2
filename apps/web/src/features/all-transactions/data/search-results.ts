import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { transactionQueryString, type PersonalCategory, type TransactionFilter } from '@tourniquet/domain';
import type { TransactionBulkResponse, TransactionTotals } from '@tourniquet/domain/contracts';
import { TRANSACTIONS_KEY } from '../../../components/transactions/use-transactions.ts';
import { api } from '../../../lib/api.ts';

/** How many rows a search finds and what they add to; under the transactions key, so an edit reloads it. */
export function useSearchTotals(filter: TransactionFilter, enabled: boolean) {
  const query = transactionQueryString(filter);
  return useQuery({
    queryKey: [...TRANSACTIONS_KEY, 'totals', query],
    queryFn: () => api<TransactionTotals>(`/api/transactions/totals${query ? `?${query}` : ''}`),
    enabled,
  });
}

/** What one change for every row of a search sets: any of a category, business or personal, a payee. */
export interface SearchChange {
  personalCategory?: PersonalCategory;
  businessUse?: 'business' | 'personal';
  merchantName?: string;
}

/** The rows a change goes to: those selected in the list, or every row of a search. */
export type ChangeTarget = { ids: string[] } | { filter: TransactionFilter };

/** The rows get the change, as the user's own; lists, reports and goals reload. */
export function useChangeRows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, set }: { target: ChangeTarget; set: SearchChange }) =>
      api<TransactionBulkResponse>('/api/transactions/bulk', {
        method: 'POST',
        body:
          'ids' in target
            ? { ids: target.ids, set }
            : { filter: { ...target.filter, accountIds: target.filter.accountIds ?? undefined }, set },
      }),
    onSuccess: () =>
      Promise.all(
        [TRANSACTIONS_KEY, ['reports'], ['goals']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
