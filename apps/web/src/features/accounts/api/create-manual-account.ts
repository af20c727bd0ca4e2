import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManualAccountType } from '@tourniquet/domain';
import { api } from '../../../lib/api.ts';
import type { AccountDto } from './account-dto.ts';
import { accountsQuery } from './get-accounts.ts';

export function createManualAccount(input: { name: string; type: ManualAccountType }) {
  return api<{ account: AccountDto }>('/api/accounts/manual', { body: input }).then((r) => r.account);
}

/** A manual account: institution Manual Entry, balances 0, kept by the user (spec section 3). */
export function useCreateManualAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey }),
  });
}
