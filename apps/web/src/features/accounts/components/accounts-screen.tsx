import { Landmark, List, PlusCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyStateCard } from '../../../components/ui/empty-state-card.tsx';
import { LoadFailedCard } from '../../../components/ui/load-failed-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ImportButton } from '../../imports/index.ts';
import { RecentImports } from '../../imports/index.ts';
import { useAccounts } from '../../../data/accounts/get-accounts.ts';
import { AccessIssueDialog, type AccessIssueNotice } from './access-issue-dialog.tsx';
import { AccountRow, type AccountRowActions } from './account-row.tsx';
import { AccountSection } from './account-section.tsx';
import { groupAccountsBySection, sectionIsDebt } from './account-sections.ts';
import { AddManualAccountDialog } from './add-manual-account-dialog.tsx';
import { BalanceDialog } from './balance-dialog.tsx';
import { RemoveAccountDialog } from './remove-account-dialog.tsx';
import type { AccountDto } from '@tourniquet/domain/contracts';

/** Renders the link control's button; the accounts page shows it at the top and in its empty state. */
export type LinkButtonSlot = (props: { variant?: 'primary' | 'secondary'; className?: string }) => ReactNode;

/**
 * The accounts page (/linked-accounts). The link control comes from the route as `linkButton` (one Link
 * session behind both places it shows), so this feature does not depend on bank linking, which depends on
 * it for the accounts list.
 */
export function AccountsScreen({ linkButton }: { linkButton: LinkButtonSlot }) {
  const accounts = useAccounts();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AccountDto | null>(null);
  const [balanceOf, setBalanceOf] = useState<AccountDto | null>(null);
  const [notice, setNotice] = useState<AccessIssueNotice | null>(null);
  // Refresh failures the server could not record (no answer at all) still flag the row until a success.
  const [failedHere, setFailedHere] = useState<ReadonlySet<string>>(new Set());

  const actions: AccountRowActions = {
    onRefreshed: (account) => setFailedHere((ids) => new Set([...ids].filter((id) => id !== account.id))),
    onRefreshFailed: (account) => {
      setFailedHere((ids) => new Set(ids).add(account.id));
      setNotice({ kind: 'refresh-failed', account });
    },
    onShowAccessIssue: (account) => setNotice({ kind: 'flag', account }),
    onRemove: setRemoving,
    onEditBalance: setBalanceOf,
  };

  return (
    <Screen>
      <PageHeader
        back={<BackButton to="/dashboard" label="Back to Dashboard" />}
        title="Linked Accounts"
        subtitle="Your banks, cards and loans, and the accounts you track yourself."
      />
      <div className="grid grid-cols-1 gap-2">
        {linkButton({})}
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <PlusCircle className="size-4" aria-hidden />
          Add Manual Account
        </Button>
        <ImportButton account={null} label="Import a Statement" />
        {/* Every account's rows in one searchable list. */}
        <ButtonLink to="/transactions" variant="secondary">
          <List className="size-4" aria-hidden />
          All Transactions
        </ButtonLink>
      </div>

      {accounts.isPending ? (
        <AccountsSkeleton />
      ) : accounts.isError ? (
        <LoadFailedCard
          message="Failed to load your accounts. Please try again."
          onRetry={() => void accounts.refetch()}
          retrying={accounts.isFetching}
        />
      ) : accounts.data.length === 0 ? (
        <EmptyAccounts linkButton={linkButton} />
      ) : (
        <div className="flex flex-col gap-3">
          {groupAccountsBySection(accounts.data).map((group) => (
            <AccountSection key={group.title} group={group}>
              {group.accounts.map((account) => (
                <AccountRow
                  key={account.id}
                  account={account}
                  debt={group.debt}
                  accessIssue={account.accessIssue || failedHere.has(account.id)}
                  actions={actions}
                />
              ))}
            </AccountSection>
          ))}
          <RecentImports />
        </div>
      )}

      <AddManualAccountDialog open={adding} onClose={() => setAdding(false)} />
      <RemoveAccountDialog account={removing} onClose={() => setRemoving(null)} />
      <BalanceDialog
        account={balanceOf}
        debt={balanceOf ? sectionIsDebt(balanceOf) : false}
        onClose={() => setBalanceOf(null)}
      />
      <AccessIssueDialog
        notice={notice}
        onClose={() => setNotice(null)}
        onRemove={(account) => {
          setNotice(null);
          setRemoving(account);
        }}
      />
    </Screen>
  );
}

function AccountsSkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-live="polite">
      <span className="sr-only">Loading your accounts...</span>
      {[3, 1, 2].map((rows, i) => (
        <div key={i} aria-hidden className="rounded-card border border-slate-200 bg-white">
          <div className="flex items-center gap-3 px-4 py-4">
            <Skeleton className="size-4" />
            <div className="flex-1">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="mt-1.5 h-3 w-16" />
            </div>
            <Skeleton className="h-4 w-20" />
          </div>
          {Array.from({ length: rows }, (_, j) => (
            <div key={j} className="flex flex-col gap-2 border-t border-slate-100 px-4 py-3">
              <div className="flex justify-between gap-3">
                <div className="flex-1">
                  <Skeleton className="h-4 w-36" />
                  <Skeleton className="mt-1.5 h-3 w-28" />
                </div>
                <Skeleton className="h-4 w-16" />
              </div>
              <Skeleton className="h-10 w-full" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

function EmptyAccounts({ linkButton }: { linkButton: LinkButtonSlot }) {
  return (
    <EmptyStateCard icon={<Landmark className="size-7" aria-hidden />} title="No Accounts Connected">
      <p className="text-sm leading-relaxed text-slate-600">
        Link your bank, credit-card and loan accounts to see your balances here and reveal the fees and
        subscriptions draining your money.
      </p>
      {linkButton({ variant: 'secondary', className: 'mt-1' })}
    </EmptyStateCard>
  );
}
