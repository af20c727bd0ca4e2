import { Lightbulb } from 'lucide-react';
import { useEffect } from 'react';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useAccounts } from '../../accounts/api/get-accounts.ts';
import { useRecurring } from '../api/get-recurring.ts';
import { groupRecurring } from '../lib/recurring-view.ts';
import { MonthlyCostCard } from './monthly-cost-card.tsx';
import { RecurringGroupCard } from './recurring-group-card.tsx';
import {
  LOAD_ERROR,
  NoLinkedAccounts,
  NoRecurringFound,
  SubscriptionsLoadError,
  SubscriptionsSkeleton,
} from './subscriptions-states.tsx';

/**
 * Cancel Subscriptions (/recurring-transactions, spec section 2): the recurring charges the bank sees,
 * in two groups, with what they cost per month. Manual accounts have no bank behind them, so only a
 * linked account makes the bank worth asking.
 */
export function SubscriptionsScreen() {
  const accounts = useAccounts();
  const hasLinked = accounts.data?.some((a) => !a.isManual) ?? false;
  const recurring = useRecurring(hasLinked);
  const failed = accounts.isError || recurring.isError;

  useEffect(() => {
    if (failed) toast({ title: 'Error', description: LOAD_ERROR, variant: 'destructive' });
  }, [failed, recurring.errorUpdatedAt, accounts.errorUpdatedAt]);

  const retry = () => void (accounts.isError ? accounts.refetch() : recurring.refetch());

  return (
    <Screen>
      <PageHeader
        back={<BackButton to="/dashboard" label="Back to Dashboard" />}
        title="Cancel Subscriptions"
        subtitle="The subscriptions and bills that keep charging you. Review them and cancel what you no longer use."
      />
      {failed ? (
        <SubscriptionsLoadError onRetry={retry} retrying={accounts.isFetching || recurring.isFetching} />
      ) : accounts.isPending ? (
        <SubscriptionsSkeleton />
      ) : !hasLinked ? (
        <NoLinkedAccounts />
      ) : (
        <>
          <DataHint />
          {recurring.isPending ? (
            <SubscriptionsSkeleton />
          ) : recurring.data.length === 0 ? (
            <NoRecurringFound />
          ) : (
            <RecurringGroups items={recurring.data} />
          )}
        </>
      )}
    </Screen>
  );
}

function RecurringGroups({ items }: { items: Parameters<typeof groupRecurring>[0] }) {
  const groups = groupRecurring(items);
  return (
    <div className="flex flex-col gap-4">
      <MonthlyCostCard groups={groups} />
      {groups.map((group) => (
        <RecurringGroupCard key={group.type} group={group} />
      ))}
    </div>
  );
}

function DataHint() {
  return (
    <p className="flex gap-2.5 rounded-xl border border-blue-200 bg-blue-50 px-3 py-2.5 text-sm leading-relaxed text-blue-900">
      <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <span className="font-semibold">Tip:</span> recurring charges are found in your transaction history.
        For the best results, link accounts with at least 90 days of transactions.
      </span>
    </p>
  );
}
