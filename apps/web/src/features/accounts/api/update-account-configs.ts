import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountCategory, BusinessPersonal } from '@tourniquet/domain';
import { api } from '../../../lib/api.ts';
import type { AccountDto } from './account-dto.ts';
import { accountsQuery } from './get-accounts.ts';

/** The Configure Your Accounts form per account; account_id is OUR id (not the provider's). */
export interface StoredAccountConfig {
  account_id: string;
  nickname: string;
  account_type: BusinessPersonal;
  account_category: AccountCategory;
}

export function updateAccountConfigs(configs: StoredAccountConfig[]) {
  return api<{ accounts: AccountDto[] }>('/api/accounts/configs', {
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
