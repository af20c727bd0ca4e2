import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountsResponse } from '@tourniquet/domain/contracts';
import { api } from '../../lib/api.ts';

export function getAccounts() {
  return api<AccountsResponse>('/api/accounts').then((r) => r.accounts);
}

/** The signed-in user's accounts in display order. Every account mutation invalidates this key. */
export const accountsQuery = queryOptions({ queryKey: ['accounts'], queryFn: getAccounts });

export function useAccounts() {
  return useQuery(accountsQuery);
}
