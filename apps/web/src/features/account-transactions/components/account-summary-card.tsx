import { accountDisplayName, formatUsd, isCreditAccount } from '@tourniquet/domain';
import { Card } from '../../../components/ui/card.tsx';
import { ImportButton } from '../../imports/index.ts';
import { RefreshTransactionsButton } from './refresh-transactions-button.tsx';
import type { AccountDto } from '@tourniquet/domain/contracts';

/**
 * The account the list belongs to: name, institution, current balance, Refresh for linked banks and Import
 * Transactions for every account.
 */
export function AccountSummaryCard({ account }: { account: AccountDto }) {
  const balance = account.balanceCurrentCents;
  // Money owed (cards, loans, manual liabilities) reads as money out, as on /linked-accounts.
  const debt = account.isManual
    ? account.accountTypeCustom === 'liability'
    : isCreditAccount({ type: account.accountType, subtype: account.accountSubtype }) ||
      account.accountType === 'loan';
  // An overdrawn bank account is money out too, whatever its kind.
  const tone = !balance ? 'text-slate-900' : debt || balance < 0 ? 'money-out' : 'money-in';
  return (
    <Card className="flex flex-col gap-4 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">{accountDisplayName(account)}</h2>
          <p className="text-sm text-slate-500">
            {account.institutionName}
            {account.mask && <span className="tabular whitespace-nowrap"> · •••• {account.mask}</span>}
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-xs font-medium text-slate-500">Current balance</p>
          <p className={`tabular text-lg font-bold ${tone}`}>
            {balance === null ? <span className="text-slate-500">Unavailable</span> : formatUsd(balance)}
          </p>
        </div>
      </div>
      <div className={`grid gap-2 ${account.isManual ? 'grid-cols-1' : 'grid-cols-2'}`}>
        {!account.isManual && <RefreshTransactionsButton accountId={account.id} className="w-full" />}
        <ImportButton account={account} className="w-full" />
      </div>
    </Card>
  );
}
