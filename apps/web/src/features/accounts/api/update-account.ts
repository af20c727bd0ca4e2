import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { accountsQuery } from '../../../data/accounts/get-accounts.ts';
import type { AccountPatch, AccountResponse } from '@tourniquet/domain/contracts';

export function updateAccount({ id, patch }: { id: string; patch: AccountPatch }) {
  return api<AccountResponse>(`/api/accounts/${encodeURIComponent(id)}`, {
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
