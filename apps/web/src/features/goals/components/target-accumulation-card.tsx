import { formatUsd, goalPercent, type AccumulationLine, type TargetAccumulation } from '@tourniquet/domain';
import { Link } from 'react-router';
import { Card, CardHeader } from '../../../components/ui/card.tsx';

function Row({
  label,
  line,
  kind,
}: {
  label: string;
  line: AccumulationLine;
  kind: 'income' | 'spending' | 'net';
}) {
  const percent = goalPercent(Math.max(0, line.currentCents), line.targetCents);
  const good =
    kind === 'spending' ? line.currentCents <= line.targetCents : line.currentCents >= line.targetCents;
  const amountTone =
    kind === 'income'
      ? 'text-gain'
      : kind === 'spending'
        ? 'text-bleed'
        : line.currentCents < 0
          ? 'text-bleed'
          : 'text-gain';
  // Spending with no target but money out shows a full red bar: every cent of it is over the goal.
  const width =
    percent === null ? (line.currentCents > 0 && kind === 'spending' ? 100 : 0) : Math.min(100, percent);
  const fill = kind === 'spending' && !good ? 'bg-bleed' : good ? 'bg-gain' : 'bg-brand-600';
  return (
    <div className="grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1.5 py-3 first:pt-0 last:pb-0">
      <dt className="text-sm font-semibold text-slate-900">{label}</dt>
      <dd className="tabular text-right text-sm text-slate-600">
        <span className={`text-base font-semibold ${amountTone}`}>{formatUsd(line.currentCents)}</span>
        <span> of {formatUsd(line.targetCents)}</span>
      </dd>
      <dd aria-hidden className="col-span-2 h-2 w-full overflow-hidden rounded-full bg-slate-100">
        <div className={`h-full rounded-full ${fill}`} style={{ width: `${width}%` }} />
      </dd>
    </div>
  );
}

/**
 * Target Accumulation (docs/product.md#2-screens): current versus target for income, spending and net, over the
 * categories that have goals (see targetAccumulation in the domain for why).
 */
export function TargetAccumulationCard({
  summary,
  rangeText,
}: {
  summary: TargetAccumulation;
  rangeText: string;
}) {
  const tracked = summary.trackedCategories;
  return (
    <Card className="flex flex-col gap-3 p-4" aria-label="Target Accumulation">
      <div>
        <CardHeader title="Target Accumulation" />
        <p className="mt-0.5 text-xs text-slate-500">
          Current versus target across {tracked} {tracked === 1 ? 'category' : 'categories'} with goals ·{' '}
          {rangeText}
        </p>
      </div>
      <dl className="flex flex-col divide-y divide-slate-100">
        <Row label="Income" line={summary.income} kind="income" />
        <Row label="Spending" line={summary.spending} kind="spending" />
        <Row label="Net" line={summary.net} kind="net" />
      </dl>
      {/* This Net is not the period's net income; say what it counts and where the whole is. */}
      <p className="text-xs leading-relaxed text-slate-600">
        Only categories with a goal count here, so this Net is not your net income for the period. All of your
        income and spending is in{' '}
        <Link to="/my-spending-analysis" className="font-semibold text-brand-800 underline">
          My Spending Analysis
        </Link>
        .
      </p>
    </Card>
  );
}
