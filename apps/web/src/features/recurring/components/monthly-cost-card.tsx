import { formatUsd } from '@tourniquet/domain';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { monthLabel, moneyOut } from '../../../components/charts/chart-format.ts';
import { MonthlyCostChart } from '../../../components/charts/lazy-charts.ts';
import { useRecurringMonthlyCost } from '../api/get-monthly-cost.ts';

/**
 * What subscriptions and bills took each month over the last 12: the charges of exactly the streams the
 * headline above adds up (running subscriptions, bills and loans; not those set aside or cancelled).
 */
export function MonthlyCostCard() {
  const cost = useRecurringMonthlyCost(true);
  const months = cost.data?.months ?? [];
  const total = cost.data?.totalCents ?? 0;
  const label =
    months.length > 0
      ? `Subscriptions and bills per month, ${monthLabel(months[0]!.month)} to ${monthLabel(months.at(-1)!.month)}, ${formatUsd(total)} in all: ` +
        months.map((m) => `${monthLabel(m.month)} ${formatUsd(m.outCents)}`).join(', ') +
        '.'
      : 'Subscriptions and bills per month';
  return (
    <ChartCard
      testId="monthly-cost-chart"
      title="What They Cost Each Month"
      description={
        <>
          Subscriptions and bills charged over the last 12 months:{' '}
          <span className="tabular font-semibold text-bleed">{moneyOut(total)}</span>
        </>
      }
      label={label}
      height={180}
      status={cost.isError ? 'error' : !cost.data ? 'loading' : total === 0 ? 'empty' : 'ready'}
      emptyText="No subscription or bill charges in the last 12 months."
      onRetry={() => void cost.refetch()}
      table={{
        columns: ['Month', 'Charged'],
        rows: months.map((m) => ({ key: m.month, cells: [monthLabel(m.month), moneyOut(m.outCents)] })),
        footer: ['Total', moneyOut(total)],
      }}
    >
      <MonthlyCostChart months={months} />
    </ChartCard>
  );
}
