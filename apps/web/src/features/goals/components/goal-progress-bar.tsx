import { goalPercent, goalStatus, type GoalProgressRow } from '@tourniquet/domain';

const fills = {
  no_goal: 'bg-slate-300',
  met: 'bg-gain',
  below: 'bg-brand-600',
  within: 'bg-brand-600',
  over: 'bg-bleed',
} as const;

/** A thin bar of the goal reached; it stops at full and turns red when spending passes its goal. */
export function GoalProgressBar({
  row,
}: {
  row: Pick<GoalProgressRow, 'goalType' | 'actualCents' | 'targetCents'>;
}) {
  const status = goalStatus(row);
  const percent = goalPercent(row.actualCents, row.targetCents);
  const width = status === 'over' ? 100 : Math.min(100, percent ?? 0);
  return (
    <div aria-hidden className="h-1.5 w-full overflow-hidden rounded-full bg-slate-100">
      <div className={`h-full rounded-full ${fills[status]}`} style={{ width: `${width}%` }} />
    </div>
  );
}
