import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransactionDto, TransactionEditInput } from '@tourniquet/domain';
import { api } from '../../lib/api.ts';
import { TRANSACTIONS_KEY } from './use-transactions.ts';

export function updateTransaction({ id, edit }: { id: string; edit: TransactionEditInput }) {
  return api<{ transaction: TransactionDto }>(`/api/transactions/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: edit,
  }).then((r) => r.transaction);
}

/** PATCH one transaction; lists, reports and goal progress all read transactions, so all reload. */
export function useUpdateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTransaction,
    onSuccess: () =>
      Promise.all(
        [TRANSACTIONS_KEY, ['reports'], ['goals']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
