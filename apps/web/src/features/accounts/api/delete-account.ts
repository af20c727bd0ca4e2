import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { accountsQuery } from '../../../data/accounts/get-accounts.ts';

export function deleteAccount(id: string) {
  return api<void>(`/api/accounts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removes one account (and, for the last account of an Item, the Item at the provider). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: (_data, id) => {
      queryClient.setQueryData(accountsQuery.queryKey, (old) => old?.filter((a) => a.id !== id));
      void queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey });
    },
  });
}
