import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransactionSplitsPut, TransactionSplitsResponse } from '@tourniquet/domain/contracts';
import { api } from '../../lib/api.ts';
import { TRANSACTIONS_KEY } from './use-transactions.ts';

function splitsPath(id: string) {
  return `/api/transactions/${encodeURIComponent(id)}/splits`;
}

/** PUT or DELETE a row's parts; lists, reports and goal progress all read report lines, so all reload. */
export function useSplitTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: TransactionSplitsPut | null }) =>
      api<TransactionSplitsResponse>(
        splitsPath(id),
        request ? { method: 'PUT', body: request } : { method: 'DELETE' },
      ).then((r) => r.transaction),
    onSuccess: () =>
      Promise.all(
        [TRANSACTIONS_KEY, ['reports'], ['goals']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
