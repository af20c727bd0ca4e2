import { formatDate, formatUsd } from '@tourniquet/domain';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { NetWorthChart } from '../../../components/charts/lazy-charts.ts';
import { useNetWorthHistory } from '../api/get-report-charts.ts';

/**
 * Financial Status: net worth at the end of each day (or week, or month, for long periods) of the chosen
 * period and accounts. The last point is today's net worth, the My Situation figure above it.
 */
export function NetWorthHistoryCard({ criteriaQuery }: { criteriaQuery: string }) {
  const history = useNetWorthHistory(criteriaQuery, true);
  const points = history.data?.points ?? [];
  const missing = history.data?.missingBalances ?? [];
  const first = points[0];
  const last = points.at(-1);
  const values = points.map((p) => p.netWorthCents);
  const label =
    first && last
      ? `Net worth from ${formatDate(first.date)} to ${formatDate(last.date)}: ${formatUsd(first.netWorthCents)} at the start, ` +
        `${formatUsd(last.netWorthCents)} at the end, lowest ${formatUsd(Math.min(...values))}, highest ${formatUsd(Math.max(...values))}.`
      : 'Net worth over time';
  return (
    <ChartCard
      testId="net-worth-chart"
      title="Net Worth Over Time"
      description={
        missing.length > 0
          ? `Assets minus what you owe, at the end of each day, from your balances and transactions. Balance missing: ${missing.map((a) => a.name).join(', ')}, left out until you add ${missing.length === 1 ? 'its balance' : 'their balances'}.`
          : 'Assets minus what you owe, at the end of each day, from your balances and transactions.'
      }
      label={label}
      height={200}
      status={history.isError ? 'error' : !history.data ? 'loading' : points.length === 0 ? 'empty' : 'ready'}
      emptyText="No balances or transactions in this period yet. Link an account or choose a longer period."
      onRetry={() => void history.refetch()}
      table={{
        columns: ['Date', 'Assets', 'Liabilities', 'Net worth'],
        rows: points.map((p) => ({
          key: p.date,
          cells: [
            formatDate(p.date),
            formatUsd(p.assetsCents),
            formatUsd(-p.liabilitiesCents),
            formatUsd(p.netWorthCents),
          ],
        })),
      }}
    >
      <NetWorthChart points={points} />
    </ChartCard>
  );
}
