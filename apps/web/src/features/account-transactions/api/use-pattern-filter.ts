import { useQuery } from '@tanstack/react-query';
import { merchantSearchTerms, type TransactionFilter } from '@tourniquet/domain';
import { getTransactionPage, TRANSACTIONS_KEY } from '../../../components/transactions/use-transactions.ts';

export interface PatternFilter {
  /** What the table lists; null when nothing matched at all. */
  filter: TransactionFilter | null;
  /** The merchant word the search fell back to, when the ids found nothing. */
  broadenedTo: string | null;
}

async function hasRows(filter: TransactionFilter) {
  return (await getTransactionPage(filter, null, 1)).transactions.length > 0;
}

/**
 * A recurring pattern's transactions: first by the provider's transaction ids; when none of those are
 * stored (yet, or any more), by the merchant's words longer than 2 characters (docs/product.md#9-constants), trying
 * each word in order and keeping the first that finds something.
 */
export async function resolvePatternFilter(ids: string[], merchant: string): Promise<PatternFilter> {
  if (ids.length > 0 && (await hasRows({ transactionIds: ids }))) {
    return { filter: { transactionIds: ids }, broadenedTo: null };
  }
  for (const term of merchantSearchTerms(merchant)) {
    if (await hasRows({ merchant: term })) return { filter: { merchant: term }, broadenedTo: term };
  }
  return { filter: null, broadenedTo: null };
}

export function usePatternFilter(ids: string[], merchant: string) {
  return useQuery({
    queryKey: [...TRANSACTIONS_KEY, 'pattern', ids.join(','), merchant],
    queryFn: () => resolvePatternFilter(ids, merchant),
  });
}
