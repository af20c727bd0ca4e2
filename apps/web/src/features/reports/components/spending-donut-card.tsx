import { useNavigate } from 'react-router';
import { formatUsd, NO_CATEGORY_FILTER, shareText } from '@tourniquet/domain';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { moneyOut } from '../../../components/charts/chart-format.ts';
import { SpendingDonut } from '../../../components/charts/lazy-charts.ts';
import { categoryDrillHref } from './category-drill-href.ts';
import type { CashFlowSide } from '@tourniquet/domain/contracts';

/**
 * My Spending Analysis: spending by category as a donut, from the same summary as the list below it.
 * Tapping a slice opens that category's transactions, as its row does (keyboard users use the rows).
 */
export function SpendingDonutCard({
  spending,
  criteriaQuery,
}: {
  spending: CashFlowSide;
  criteriaQuery: string;
}) {
  const navigate = useNavigate();
  const slices = spending.categories.map((c) => ({
    key: c.category ?? NO_CATEGORY_FILTER,
    label: c.label,
    amountCents: c.amountCents,
  }));
  const label =
    `Spending by category, ${formatUsd(spending.totalCents)} in all: ` +
    spending.categories
      .map((c) => `${c.label} ${formatUsd(c.amountCents)} (${shareText(c.amountCents, spending.totalCents)})`)
      .join(', ') +
    '.';
  return (
    <ChartCard
      testId="spending-chart"
      title="Where Your Money Went"
      description="Tap a slice to see its transactions."
      label={label}
      height={190}
      status={slices.length === 0 ? 'empty' : 'ready'}
      emptyText="No spending in this period."
      table={{
        columns: ['Category', 'Spent', 'Share'],
        rows: spending.categories.map((c) => ({
          key: c.category ?? NO_CATEGORY_FILTER,
          cells: [c.label, moneyOut(c.amountCents), shareText(c.amountCents, spending.totalCents)],
        })),
        footer: ['Total', moneyOut(spending.totalCents), '100%'],
      }}
    >
      <SpendingDonut
        slices={slices}
        totalCents={spending.totalCents}
        onSelect={(key) => void navigate(categoryDrillHref(criteriaQuery, key))}
      />
    </ChartCard>
  );
}
