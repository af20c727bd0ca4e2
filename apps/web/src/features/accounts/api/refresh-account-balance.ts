import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';
import { accountsQuery } from '../../../data/accounts/get-accounts.ts';

export function refreshAccountBalance(accountId: string) {
  return api<SuccessResponse>('/api/bank/refresh-account-balance', { body: { account_id: accountId } });
}

/**
 * Asks the provider for fresh balances of the account's Item. A 409 access_issue means the bank refused
 * (the server has flagged the account); either way the list reloads so balances and flags are current.
 */
export function useRefreshAccountBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshAccountBalance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey }),
  });
}
