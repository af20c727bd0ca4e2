import { Lock } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { TransactionHistoryTable } from '../../../components/transactions/transaction-history-table.tsx';
import {
  TransactionTableEmpty,
  TransactionTableSkeleton,
} from '../../../components/transactions/transaction-table-states.tsx';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { usePatternFilter } from '../api/use-pattern-filter.ts';
import { LoadFailedCard } from '../../../components/ui/load-failed-card.tsx';
import { toastLoadTransactionsFailed } from './load-failed-card.tsx';

/**
 * The transactions behind one recurring charge (Cancel Subscriptions → View): read-only by spec. Ids
 * first; when none match, a broader search by the merchant's words.
 */
export function RecurringPatternView({ ids, merchant }: { ids: string[]; merchant: string }) {
  const pattern = usePatternFilter(ids, merchant);
  const nothingFound = pattern.isSuccess && pattern.data.filter === null;
  const name = merchant.trim();

  useEffect(() => {
    if (!nothingFound) return;
    toast({
      title: 'No Transactions Found',
      description: name
        ? `We couldn't find transactions for ${name}.`
        : "We couldn't find the transactions of this recurring pattern.",
      variant: 'neutral',
    });
  }, [nothingFound, name]);
  useEffect(() => {
    if (pattern.isError) toastLoadTransactionsFailed();
  }, [pattern.isError]);

  return (
    <>
      <PageHeader
        back={<BackButton label="Back" />}
        title="Account Transactions"
        subtitle={name ? `Recurring pattern: ${name}` : 'Recurring pattern'}
      />
      <section className="flex gap-3 rounded-card border border-blue-200 bg-blue-50 p-4">
        <Lock className="mt-0.5 size-5 shrink-0 text-blue-800" aria-hidden />
        <div className="flex flex-col gap-1 text-sm text-blue-950">
          <h2 className="font-semibold">Read-only recurring pattern view</h2>
          <p>These are the payments behind this recurring charge. They can't be edited here.</p>
          {pattern.data?.broadenedTo && (
            <p>
              None of the pattern's own transactions are stored, so this lists transactions matching “
              {pattern.data.broadenedTo}”.
            </p>
          )}
        </div>
      </section>
      {pattern.isPending ? (
        <Card>
          <TransactionTableSkeleton rows={4} />
        </Card>
      ) : pattern.isError ? (
        <LoadFailedCard
          message="Failed to load transactions. Please try again."
          retrying={pattern.isFetching}
          onRetry={() => void pattern.refetch()}
        />
      ) : pattern.data.filter === null ? (
        <Card>
          <TransactionTableEmpty
            text="No transactions found"
            next={
              <p>
                <Link
                  to="/recurring-transactions"
                  className="rounded font-semibold text-brand-700 underline underline-offset-4"
                >
                  See every recurring charge
                </Link>{' '}
                on Cancel Subscriptions.
              </p>
            }
          />
        </Card>
      ) : (
        <TransactionHistoryTable
          filter={pattern.data.filter}
          readOnly
          heading={name ? `${name} transactions` : 'Transaction History'}
          onLoadError={toastLoadTransactionsFailed}
        />
      )}
    </>
  );
}
