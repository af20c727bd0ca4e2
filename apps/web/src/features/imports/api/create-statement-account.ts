import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountResponse } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';
import { accountsQuery } from '../../../data/accounts/get-accounts.ts';
import { ACCOUNT_KINDS, type AccountKindKey } from '../lib/import-text.ts';

/**
 * A manual account for a statement, typed as the bank would type it (checking, credit card...), so an
 * imported card statement is a card in every report.
 */
export function createStatementAccount(input: { name: string; kind: AccountKindKey }) {
  const kind = ACCOUNT_KINDS.find((k) => k.key === input.kind)!;
  return api<AccountResponse>('/api/accounts/manual', {
    body: { name: input.name, type: kind.type, ...(kind.subtype && { subtype: kind.subtype }) },
  }).then((r) => r.account);
}

export function useCreateStatementAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStatementAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey }),
  });
}

/**
 * Removes an account made for an import that then failed or was abandoned, so that no empty account stays
 * behind; nothing else uses it yet.
 */
export function discardStatementAccount(id: string) {
  return api<void>(`/api/accounts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
