import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { AccountDto } from '@tourniquet/domain/contracts';

export function getAccounts() {
  return api<{ accounts: AccountDto[] }>('/api/accounts').then((r) => r.accounts);
}

/** The signed-in user's accounts in display order. Every account mutation invalidates this key. */
export const accountsQuery = queryOptions({ queryKey: ['accounts'], queryFn: getAccounts });

export function useAccounts() {
  return useQuery(accountsQuery);
}
