import { Link } from 'react-router';
import { TransactionHistoryTable } from '../../../components/transactions/transaction-history-table.tsx';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { toastLoadTransactionsFailed } from './load-failed-card.tsx';
import { RefreshTransactionsButton } from './refresh-transactions-button.tsx';

const ALL: Record<string, never> = {};

/** /account-transactions without an account: every account's recent transactions (the id is optional). */
export function AllTransactionsView() {
  return (
    <>
      <PageHeader
        back={<BackButton to="/linked-accounts" label="Back to Linked Accounts" />}
        title="Account Transactions"
        subtitle="Recent transactions from all your accounts, newest first."
      >
        <RefreshTransactionsButton className="mt-4 w-full" />
      </PageHeader>
      <TransactionHistoryTable
        filter={ALL}
        onLoadError={toastLoadTransactionsFailed}
        emptyNext={
          <p>
            <Link
              to="/linked-accounts"
              className="rounded font-semibold text-brand-700 underline underline-offset-4"
            >
              Link an account or import a statement
            </Link>{' '}
            to see your transactions here.
          </p>
        }
      />
    </>
  );
}
