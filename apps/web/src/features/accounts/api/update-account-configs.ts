import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { accountsQuery } from '../../../data/accounts/get-accounts.ts';
import type { AccountConfigInput, AccountsResponse } from '@tourniquet/domain/contracts';

/** The Configure Your Accounts form per account; account_id is OUR id (not the provider's). */
export type StoredAccountConfig = Required<AccountConfigInput>;

export function updateAccountConfigs(configs: StoredAccountConfig[]) {
  return api<AccountsResponse>('/api/accounts/configs', {
    method: 'PUT',
    body: { account_configs: configs },
  }).then((r) => r.accounts);
}

export function useUpdateAccountConfigs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountConfigs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey }),
  });
}
