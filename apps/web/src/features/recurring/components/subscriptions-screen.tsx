import { Lightbulb, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useServerToday } from '../../../components/display-criteria/use-server-today.ts';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useAccounts } from '../../../data/accounts/get-accounts.ts';
import { useRecurringStreams } from '../api/get-recurring.ts';
import { useRefreshRecurring } from '../api/refresh-recurring.ts';
import { SubscriptionsContent } from './subscriptions-content.tsx';
import {
  LOAD_ERROR,
  NoAccounts,
  SubscriptionsLoadError,
  SubscriptionsSkeleton,
} from './subscriptions-states.tsx';

/**
 * Cancel Subscriptions (/recurring-transactions, docs/product.md#2-screens, grown: docs/product.md#recurring-charges-and-the-fee-radar): the stored recurring
 * streams of every account (linked, manual or imported), what they cost, price rises, renewals coming up,
 * and the user's decisions on each.
 */
export function SubscriptionsScreen() {
  const accounts = useAccounts();
  const hasAccounts = (accounts.data?.length ?? 0) > 0;
  const streams = useRecurringStreams(hasAccounts);
  const today = useServerToday();
  const refresh = useRefreshRecurring();
  const failed = accounts.isError || streams.isError;

  useEffect(() => {
    if (failed) toast({ title: 'Error', description: LOAD_ERROR, variant: 'destructive' });
  }, [failed, streams.errorUpdatedAt, accounts.errorUpdatedAt]);

  const retry = () => void (accounts.isError ? accounts.refetch() : streams.refetch());
  const runRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Refreshed',
          description: 'Your recurring charges were checked again.',
          variant: 'success',
        }),
      onError: () => toast({ title: 'Error', description: LOAD_ERROR, variant: 'destructive' }),
    });

  return (
    <Screen className="pb-24">
      <PageHeader
        back={<BackButton to="/dashboard" label="Back to Dashboard" />}
        title="Cancel Subscriptions"
        subtitle="The subscriptions and bills that keep charging you. Review them and cancel what you no longer use."
      >
        {hasAccounts && (
          <div className="mt-3 flex">
            <Button variant="secondary" disabled={refresh.isPending} onClick={runRefresh}>
              <RotateCw className={`size-4 ${refresh.isPending ? 'animate-spin' : ''}`} aria-hidden />
              {refresh.isPending ? 'Refreshing...' : 'Refresh'}
            </Button>
          </div>
        )}
      </PageHeader>
      {failed ? (
        <SubscriptionsLoadError onRetry={retry} retrying={accounts.isFetching || streams.isFetching} />
      ) : accounts.isPending ? (
        <SubscriptionsSkeleton />
      ) : !hasAccounts ? (
        <NoAccounts />
      ) : (
        <>
          <DataHint />
          {streams.isPending ? (
            <SubscriptionsSkeleton />
          ) : (
            <SubscriptionsContent streams={streams.data} today={today.data ?? null} />
          )}
        </>
      )}
    </Screen>
  );
}

function DataHint() {
  return (
    <p className="flex gap-2.5 rounded-xl border border-blue-200 bg-blue-50 px-3 py-2.5 text-sm leading-relaxed text-blue-900">
      <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <span className="font-semibold">Tip:</span> recurring charges are found in your transaction history.
        For the best results, have at least 90 days of transactions in your accounts.
      </span>
    </p>
  );
}
