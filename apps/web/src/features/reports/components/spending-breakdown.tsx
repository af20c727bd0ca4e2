import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatUsd, NO_CATEGORY_FILTER, shareText } from '@tourniquet/domain';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { categoryDrillHref } from './category-drill-href.ts';
import type { CashFlowSide } from '@tourniquet/domain/contracts';

/**
 * Spending by category as horizontal bars scaled to the largest category. Each row opens that category's
 * transactions on Financial Status with the same criteria.
 */
export function SpendingBreakdown({
  spending,
  criteriaQuery,
}: {
  spending: CashFlowSide;
  criteriaQuery: string;
}) {
  const largest = Math.max(1, ...spending.categories.map((c) => c.amountCents));
  return (
    <Card className="overflow-hidden break-inside-avoid">
      <CardHeader
        className="border-b border-slate-100 px-4 py-3"
        title="Spending by Category"
        aside={
          <span className="tabular money-out text-sm font-semibold">{formatUsd(spending.totalCents)}</span>
        }
      />
      {spending.categories.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-500">No spending in this period.</p>
      ) : (
        <ul>
          {spending.categories.map((row) => {
            return (
              <li
                key={row.category ?? NO_CATEGORY_FILTER}
                className="border-b border-slate-100 last:border-0"
              >
                <Link
                  to={categoryDrillHref(criteriaQuery, row.category)}
                  className="flex min-h-12 items-center gap-2 px-4 py-2.5 hover:bg-slate-50 focus-visible:-outline-offset-2"
                  aria-label={`${row.label}: ${formatUsd(row.amountCents)}, ${shareText(row.amountCents, spending.totalCents)} of spending. View transactions`}
                >
                  <span className="flex min-w-0 flex-1 flex-col gap-1.5">
                    <span className="flex items-baseline justify-between gap-2">
                      <span className="truncate text-sm text-slate-800">{row.label}</span>
                      <span className="tabular shrink-0 text-sm font-semibold text-slate-900">
                        {formatUsd(row.amountCents)}
                        <span className="ml-1.5 text-xs font-normal text-slate-500">
                          {shareText(row.amountCents, spending.totalCents)}
                        </span>
                      </span>
                    </span>
                    <span className="block h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                      <span
                        className="block h-full rounded-full bg-bleed/80 print:bg-bleed"
                        style={{ width: `${Math.max(1, (row.amountCents / largest) * 100)}%` }}
                      />
                    </span>
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-slate-400 print:hidden" aria-hidden />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
