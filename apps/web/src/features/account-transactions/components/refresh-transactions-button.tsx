import { Loader2, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useRefreshTransactions } from '../api/refresh-transactions.ts';

/** Refresh re-fetches the account's transactions from the bank (docs/product.md#4-states), all banks without an id. */
export function RefreshTransactionsButton({
  accountId,
  className = '',
}: {
  accountId?: string;
  className?: string;
}) {
  const refresh = useRefreshTransactions();
  const run = () =>
    refresh.mutate(accountId, {
      onSuccess: () =>
        toast({ title: 'Success', description: 'Transactions refreshed successfully!', variant: 'success' }),
      onError: () =>
        toast({ title: 'Error', description: 'Failed to refresh transactions', variant: 'destructive' }),
    });
  return (
    <Button
      variant="secondary"
      className={className}
      disabled={refresh.isPending}
      aria-busy={refresh.isPending || undefined}
      onClick={run}
    >
      {refresh.isPending ? (
        <Loader2 className="size-4 animate-spin text-brand-700" aria-hidden />
      ) : (
        <RefreshCw className="size-4" aria-hidden />
      )}
      {refresh.isPending ? 'Refreshing...' : 'Refresh'}
    </Button>
  );
}
