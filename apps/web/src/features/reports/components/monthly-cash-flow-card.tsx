import { formatUsd } from '@tourniquet/domain';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { monthLabel, moneyOut } from '../../../components/charts/chart-format.ts';
import { CashFlowChart } from '../../../components/charts/lazy-charts.ts';
import { useMonthlyCashFlow } from '../api/get-report-charts.ts';
import type { ReportSummary } from '@tourniquet/domain/contracts';

/**
 * My Money Situation: income against spending per month of the period. The months are the summary's rows
 * grouped by month on the server, so they add up to the period's money in and out shown with it.
 */
export function MonthlyCashFlowCard({
  criteriaQuery,
  cashFlow,
}: {
  criteriaQuery: string;
  cashFlow: ReportSummary['cashFlow'];
}) {
  const chart = useMonthlyCashFlow(criteriaQuery, true);
  const months = chart.data?.months ?? [];
  const label =
    months.length > 0
      ? `Money in and money out per month, ${monthLabel(months[0]!.month)} to ${monthLabel(months.at(-1)!.month)}. ` +
        months
          .map((m) => `${monthLabel(m.month)}: in ${formatUsd(m.inCents)}, out ${formatUsd(m.outCents)}`)
          .join('; ') +
        '.'
      : 'Money in and money out per month';
  return (
    <ChartCard
      testId="cash-flow-chart"
      title="Money In and Out by Month"
      description={
        <span data-testid="cash-flow-totals" className="flex flex-wrap gap-x-3">
          <span className="whitespace-nowrap">
            This period: money in{' '}
            <span className="tabular font-semibold text-gain">
              +{formatUsd(cashFlow.earnings.totalCents)}
            </span>
          </span>
          <span className="whitespace-nowrap">
            money out{' '}
            <span className="tabular font-semibold text-bleed">{moneyOut(cashFlow.spending.totalCents)}</span>
          </span>
        </span>
      }
      label={label}
      height={220}
      status={chart.isError ? 'error' : !chart.data ? 'loading' : months.length === 0 ? 'empty' : 'ready'}
      emptyText="No money came in or went out in this period."
      onRetry={() => void chart.refetch()}
      table={{
        columns: ['Month', 'Money in', 'Money out'],
        rows: months.map((m) => ({
          key: m.month,
          cells: [monthLabel(m.month), `+${formatUsd(m.inCents)}`, moneyOut(m.outCents)],
        })),
        footer: chart.data && ['Total', `+${formatUsd(chart.data.inCents)}`, moneyOut(chart.data.outCents)],
      }}
    >
      <CashFlowChart months={months} />
    </ChartCard>
  );
}
