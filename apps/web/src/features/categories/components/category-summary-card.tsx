import type { CategorySummary } from '@tourniquet/domain';
import { Card } from '../../../components/ui/card.tsx';

/** The Category Summary card (docs/product.md#2-screens): figures computed from the lists, never typed in. */
export function CategorySummaryCard({
  summary,
  expenseTone = 'bleed',
}: {
  summary: CategorySummary;
  expenseTone?: 'bleed' | 'info';
}) {
  const stats = [
    { label: 'Income Categories', value: summary.incomeCategories, className: 'text-gain' },
    {
      label: 'Expense Categories',
      value: summary.expenseCategories,
      className: expenseTone === 'info' ? 'text-blue-800' : 'text-bleed',
    },
    { label: 'Category Groups', value: summary.groups, className: 'text-slate-900' },
    { label: 'Total Categories', value: summary.total, className: 'text-brand-800' },
  ];
  return (
    <Card className="p-4" aria-labelledby="category-summary-title">
      <h2 id="category-summary-title" className="text-base font-semibold text-slate-900">
        Category Summary
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200/70">
            <dt className="text-xs font-medium text-slate-600">{stat.label}</dt>
            <dd className={`tabular mt-1 text-2xl font-bold ${stat.className}`}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
