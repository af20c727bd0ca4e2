import { useInfiniteQuery } from '@tanstack/react-query';
import { transactionQueryString, type TransactionFilter, type TransactionPage } from '@tourniquet/domain';
import { api } from '../../lib/api.ts';

/** Every transaction query lives under this prefix: an edit invalidates them all. */
export const TRANSACTIONS_KEY = ['transactions'] as const;

export function getTransactionPage(filter: TransactionFilter, cursor: string | null, limit?: number) {
  const query = transactionQueryString(filter, { cursor, limit });
  return api<TransactionPage>(`/api/transactions${query ? `?${query}` : ''}`);
}

/**
 * Pages of GET /api/transactions for one filter, newest first; fetchNextPage follows the server's keyset
 * cursor. The key is the filter's query string, so equal filters written differently share one cache entry.
 */
export function useTransactions(filter: TransactionFilter, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: [...TRANSACTIONS_KEY, 'list', transactionQueryString(filter)],
    queryFn: ({ pageParam }) => getTransactionPage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: options.enabled,
  });
}
