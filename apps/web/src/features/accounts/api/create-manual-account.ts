import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountResponse } from '@tourniquet/domain/contracts';
import type { ManualAccountType } from '@tourniquet/domain';
import { api } from '../../../lib/api.ts';
import { accountsQuery } from '../../../data/accounts/get-accounts.ts';

export function createManualAccount(input: { name: string; type: ManualAccountType }) {
  return api<AccountResponse>('/api/accounts/manual', { body: input }).then((r) => r.account);
}

/** A manual account: institution Manual Entry, balances 0, kept by the user (docs/product.md#3-data). */
export function useCreateManualAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey }),
  });
}
