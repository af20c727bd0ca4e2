import { formatUsd } from '@tourniquet/domain';
import type { ScheduleCRecurringLine } from '@tourniquet/domain/contracts';

/**
 * Business subscriptions on Schedule C: each line's subscriptions' yearly cost, with their names.
 * A forecast beside the year's lines, which already hold the charges that posted.
 */
export function ScheduleCSubscriptions({ lines }: { lines: readonly ScheduleCRecurringLine[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm" aria-label="Business subscriptions">
      {lines.map((l) => (
        <li key={l.line} className="text-slate-700">
          Business subscriptions: <span className="tabular font-medium">{formatUsd(l.yearlyCents)}</span> a
          year on line {l.line}
          <span className="block text-xs text-slate-500">
            {l.label}: {l.items.map((i) => i.name).join(', ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
