import { goalPercent, goalStatus, type GoalProgressRow } from '@tourniquet/domain';

const fills = {
  no_goal: 'bg-slate-300',
  met: 'bg-gain',
  below: 'bg-brand-600',
  within: 'bg-brand-600',
  over: 'bg-bleed',
} as const;

/** What the bar shows, in words, for people who cannot see it (and as a caption for those who can). */
export function goalProgressText(row: Pick<GoalProgressRow, 'goalType' | 'actualCents' | 'targetCents'>) {
  const status = goalStatus(row);
  const percent = goalPercent(row.actualCents, row.targetCents);
  if (status === 'no_goal') return 'No goal set';
  if (percent === null) return status === 'over' ? 'Over goal' : 'Goal: $0.00';
  if (status === 'met') return `Goal met · ${percent}%`;
  if (status === 'over') return `Over goal · ${percent}%`;
  return `${percent}% of goal`;
}

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
