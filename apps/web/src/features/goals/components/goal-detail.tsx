import { type GoalProgressRow } from '@tourniquet/domain';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TransactionHistoryTable } from '../../../components/transactions/transaction-history-table.tsx';

/**
 * View Detail: the transactions behind one goal row - the category's money in (income goals) or out
 * (spending goals) in the timeframe and accounts the page shows. Editable, so a miscategorised charge
 * found here can be fixed on the spot; an edit refreshes ['goals'] and the figures follow.
 */
export function GoalDetail({
  row,
  range,
  accountIds,
  onBack,
}: {
  row: GoalProgressRow;
  range: { from: string; to: string; text: string };
  accountIds: readonly string[] | null;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  const income = row.goalType === 'income';
  return (
    <section className="flex flex-col gap-4" aria-labelledby="goal-detail-heading">
      <Button variant="ghost" className="-ml-3 self-start px-3 text-brand-800" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden />
        Back to Goals
      </Button>
      <div>
        {/* The detail stands in for the whole screen, so its title is the page's one h1. */}
        <h1
          id="goal-detail-heading"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight break-words text-slate-900 focus:outline-none"
        >
          {row.label}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {income ? 'Money in' : 'Spending'} · {range.text}
        </p>
      </div>
      <TransactionHistoryTable
        filter={{
          from: range.from,
          to: range.to,
          accountIds,
          category: row.category,
          type: row.goalType,
          flow: 'counted', // the rows the goal's total counts (money moved between accounts is neither)
        }}
        emptyText={`No ${income ? 'income' : 'spending'} in ${row.label} for this timeframe.`}
        emptyNext={<p>Choose a longer timeframe above to look further back.</p>}
      />
    </section>
  );
}
