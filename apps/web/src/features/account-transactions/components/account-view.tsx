import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { TransactionHistoryTable } from '../../../components/transactions/transaction-history-table.tsx';
import { TransactionTableSkeleton } from '../../../components/transactions/transaction-table-states.tsx';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useAccounts } from '../../../data/accounts/get-accounts.ts';
import { RecentImports } from '../../imports/index.ts';
import { AccountSummaryCard } from './account-summary-card.tsx';
import { LoadFailedCard } from '../../../components/ui/load-failed-card.tsx';
import { toastLoadTransactionsFailed } from './load-failed-card.tsx';

/** One account's recent transactions with Refresh; an account that is not the user's goes back to the list. */
export function AccountView({ accountId }: { accountId: string }) {
  const accounts = useAccounts();
  const navigate = useNavigate();
  const account = accounts.data?.find((a) => a.id === accountId);
  const missing = accounts.isSuccess && !account;

  useEffect(() => {
    if (!missing) return;
    toast({ title: 'Error', description: 'Account not found or access denied.', variant: 'destructive' });
    void navigate('/linked-accounts', { replace: true });
  }, [missing, navigate]);
  useEffect(() => {
    if (accounts.isError)
      toast({ title: 'Error', description: 'Failed to load account data', variant: 'destructive' });
  }, [accounts.isError]);

  return (
    <>
      <PageHeader
        back={<BackButton to="/linked-accounts" label="Back to Linked Accounts" />}
        title="Account Transactions"
        subtitle="Recent transactions of this account, newest first."
      />
      {account ? (
        <>
          <AccountSummaryCard account={account} />
          <TransactionHistoryTable
            filter={{ accountIds: [account.id] }}
            heading="Recent Transactions"
            onLoadError={toastLoadTransactionsFailed}
            emptyNext={
              <p>
                {account.isManual
                  ? 'Use Import Transactions above to add rows from a statement file.'
                  : 'Use Refresh above to fetch the latest from your bank, or import a statement file.'}
              </p>
            }
          />
          <RecentImports accountId={account.id} />
        </>
      ) : accounts.isError ? (
        <LoadFailedCard
          message="Failed to load account data. Please try again."
          retrying={accounts.isFetching}
          onRetry={() => void accounts.refetch()}
        />
      ) : (
        <div role="status" aria-live="polite" className="flex flex-col gap-6">
          <span className="sr-only">Loading account...</span>
          <Card aria-hidden className="flex flex-col gap-4 p-4">
            <div className="flex justify-between gap-3">
              <div className="flex flex-col gap-1.5">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-4 w-28" />
              </div>
              <Skeleton className="h-9 w-24" />
            </div>
            <Skeleton className="h-11 w-full" />
          </Card>
          <Card aria-hidden>
            <TransactionTableSkeleton rows={4} />
          </Card>
        </div>
      )}
    </>
  );
}
