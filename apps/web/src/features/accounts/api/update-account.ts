import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountCategory, AccountTypeCustom } from '@tourniquet/domain';
import { api } from '../../../lib/api.ts';
import type { AccountDto } from './account-dto.ts';
import { accountsQuery } from './get-accounts.ts';

export interface AccountPatch {
  accountTypeCustom?: AccountTypeCustom;
  nickname?: string;
  accountCategory?: AccountCategory;
}

export function updateAccount({ id, patch }: { id: string; patch: AccountPatch }) {
  return api<{ account: AccountDto }>(`/api/accounts/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
  }).then((r) => r.account);
}

/** PATCH one account; the list shows the saved row at once, then reloads (its section may change). */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(accountsQuery.queryKey, (old) =>
        old?.map((a) => (a.id === account.id ? account : a)),
      );
      void queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey });
    },
  });
}
