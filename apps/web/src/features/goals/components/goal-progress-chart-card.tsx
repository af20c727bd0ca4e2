import {
  formatUsd,
  goalPercent,
  goalProgressText,
  type GoalProgress,
  type GoalProgressRow,
} from '@tourniquet/domain';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { GoalProgressChart } from '../../../components/charts/lazy-charts.ts';

const BAR_HEIGHT = 30;
const AXIS_HEIGHT = 30;
const side = (row: GoalProgressRow) => (row.goalType === 'income' ? 'income' : 'spending');

/**
 * Every goal with a positive target, as a bar of the percent reached (the figures of the tables below, as
 * the goal inputs stand now): income goals solid green, spending goals hatched red, a line at 100%.
 */
export function GoalProgressChartCard({ progress }: { progress: GoalProgress }) {
  const rows = [...progress.income, ...progress.expense].filter(
    (r) => goalPercent(r.actualCents, r.targetCents) !== null,
  );
  const bars = rows.map((r) => ({
    key: `${r.goalType}-${r.category}`,
    label: `${r.label} (${side(r)})`,
    income: r.goalType === 'income',
    percent: goalPercent(r.actualCents, r.targetCents)!,
  }));
  const label =
    rows.length > 0
      ? 'Progress against each goal: ' +
        rows
          .map(
            (r) =>
              `${r.label} ${side(r)}, ${formatUsd(r.actualCents)} of ${formatUsd(r.targetCents!)}, ${goalProgressText(r)}`,
          )
          .join('; ') +
        '.'
      : 'Progress against each goal';
  return (
    <ChartCard
      testId="goal-progress-chart"
      title="Progress Toward Your Goals"
      description="Income goals are solid bars (aim past the line); spending goals are hatched (stay under it)."
      label={label}
      height={rows.length === 0 ? 96 : AXIS_HEIGHT + 8 + rows.length * BAR_HEIGHT}
      status={rows.length === 0 ? 'empty' : 'ready'}
      emptyText="Set a goal for a category below to see your progress here."
      table={{
        columns: ['Goal', 'So far', 'Goal amount', 'Progress'],
        rows: rows.map((r) => ({
          key: `${r.goalType}-${r.category}`,
          cells: [
            `${r.label} (${side(r)})`,
            r.goalType === 'income' ? `+${formatUsd(r.actualCents)}` : formatUsd(-r.actualCents),
            formatUsd(r.targetCents!),
            goalProgressText(r),
          ],
        })),
      }}
    >
      <GoalProgressChart bars={bars} />
    </ChartCard>
  );
}
