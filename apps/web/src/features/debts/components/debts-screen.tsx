import { formatUsd } from '@tourniquet/domain';
import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyStateCard } from '../../../components/ui/empty-state-card.tsx';
import { LoadFailedCard } from '../../../components/ui/load-failed-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDebts } from '../api/get-debts.ts';
import { DebtCard } from './debt-card.tsx';
import { DebtPlan } from './debt-plan.tsx';

/**
 * Debts ("Reveal the interest"): every card and loan with what it costs, the minimum-payment trap, and a
 * payoff plan (avalanche or snowball) with an extra amount a month.
 */
export function DebtsScreen() {
  const debts = useDebts();
  const data = debts.data;
  return (
    <Screen>
      <PageHeader
        title="Debts"
        subtitle="What every card and loan costs, and the cheapest way out"
        back={<BackButton to="/dashboard" label="Back to Dashboard" />}
      />
      {debts.isError ? (
        <LoadFailedCard
          message="We couldn't load your debts. Please try again."
          retrying={debts.isFetching}
          onRetry={() => void debts.refetch()}
        />
      ) : !data ? (
        <Card aria-busy className="flex flex-col gap-3 p-4" data-testid="debts-loading">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-24 w-full" />
        </Card>
      ) : data.debts.length === 0 ? (
        <EmptyStateCard icon={<CreditCard className="size-6" aria-hidden />} title="No cards or loans">
          <Link to="/linked-accounts" className="font-semibold text-brand-700 underline underline-offset-4">
            Link a credit card or loan to see what it costs
          </Link>
        </EmptyStateCard>
      ) : (
        <>
          <Card className="grid grid-cols-2 gap-3 p-4" data-testid="debts-totals">
            <div>
              <p className="text-xs font-medium text-slate-600">Owed</p>
              <p className="tabular text-lg font-bold text-slate-900">
                {formatUsd(data.totals.balanceCents)}
              </p>
            </div>
            <div>
              <p className="text-xs font-medium text-slate-600">Interest paid, last 12 months</p>
              <p className="tabular money-out text-lg font-bold" data-testid="debts-interest-12m">
                {formatUsd(data.totals.interestPaid12mCents)}
              </p>
            </div>
          </Card>
          <DebtPlan debts={data.debts} adopted={data.adoptedPlan ?? null} />
          {data.debts.map((debt) => (
            <DebtCard key={debt.accountId} debt={debt} />
          ))}
        </>
      )}
    </Screen>
  );
}
