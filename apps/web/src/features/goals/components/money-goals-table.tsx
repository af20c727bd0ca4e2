import { formatUsd, goalProgressText, type GoalProgressRow } from '@tourniquet/domain';
import { Badge, Card, CardHeader } from '../../../components/ui/card.tsx';
import { GoalProgressBar } from './goal-progress-bar.tsx';

/** The goals table of My Money Goals: every saved goal with what the timeframe brought against it. */
export function MoneyGoalsTable({ rows }: { rows: readonly GoalProgressRow[] }) {
  return (
    <Card className="overflow-hidden" aria-label="Your goals">
      <CardHeader title="Your Goals" className="px-4 pt-4 pb-2" aside={<Badge>{rows.length}</Badge>} />
      <table className="w-full text-sm">
        <thead>
          <tr className="border-t border-slate-100 text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
            <th scope="col" className="px-4 py-2 font-medium">
              Category
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Current / Target
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const income = row.goalType === 'income';
            return (
              <tr key={`${row.goalType}:${row.category}`} className="border-t border-slate-100 align-top">
                <th scope="row" className="px-4 py-3 text-left font-normal">
                  <span className="block font-semibold text-slate-900">{row.label}</span>
                  <span className={`text-xs font-medium ${income ? 'text-gain' : 'text-bleed'}`}>
                    {income ? 'Income' : 'Expense'}
                  </span>
                  <div className="mt-2">
                    <GoalProgressBar row={row} />
                  </div>
                  <span className="mt-1 block text-xs text-slate-500">{goalProgressText(row)}</span>
                </th>
                <td className="tabular py-3 pr-4 text-right whitespace-nowrap">
                  <span className="block font-semibold text-slate-900">{formatUsd(row.actualCents)}</span>
                  <span className="block text-slate-500">of {formatUsd(row.targetCents ?? 0)}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
