import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyCategoryToMerchantResponse, TransactionPatchResponse } from '@tourniquet/domain/contracts';
import { api } from '../../lib/api.ts';
import type { EditRequest } from './edit-transaction-form.ts';
import { TRANSACTIONS_KEY } from './use-transactions.ts';

/** The saved row, and how many other rows of its merchant sit in another category. */
export function updateTransaction({ id, edit }: { id: string; edit: EditRequest }) {
  return api<TransactionPatchResponse>(`/api/transactions/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: edit,
  });
}

// Lists, reports and goal progress all read transactions, so all reload after a change.
function useReloadingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [TRANSACTIONS_KEY, ['reports'], ['goals']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** PATCH one transaction. */
export function useUpdateTransaction() {
  return useReloadingMutation(updateTransaction);
}

/** Give a row's category to the other rows of its merchant; answers how many changed. */
export function useApplyCategoryToMerchant() {
  return useReloadingMutation((id: string) =>
    api<ApplyCategoryToMerchantResponse>(
      `/api/transactions/${encodeURIComponent(id)}/apply-category-to-merchant`,
      { method: 'POST', body: {} },
    ),
  );
}
