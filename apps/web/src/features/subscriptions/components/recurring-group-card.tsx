import { formatUsd } from '@tourniquet/domain';
import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import type { RecurringGroup } from '../lib/recurring-view.ts';
import { RecurringRow } from './recurring-row.tsx';

/** A group (Subscriptions & Services or Bills & Utilities): heading, monthly estimate, rows, footnote. */
export function RecurringGroupCard({ group }: { group: RecurringGroup }) {
  const headingId = useId();
  const count = group.items.length;
  return (
    <Card aria-labelledby={headingId} className="overflow-hidden">
      <div className="flex items-start justify-between gap-3 px-4 pt-4 pb-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {group.title}
          </h2>
          <p className="text-xs text-slate-500">
            {count} {count === 1 ? 'recurring charge' : 'recurring charges'}
          </p>
        </div>
        {count > 0 && (
          <p className="shrink-0 text-right">
            <span className="tabular block text-sm font-semibold money-out">
              {formatUsd(group.monthlyCents)}
              <span className="font-medium text-slate-500">/mo</span>
            </span>
            <span className="block text-xs text-slate-500">estimated</span>
          </p>
        )}
      </div>
      {count === 0 ? (
        <p className="border-t border-slate-100 px-4 py-6 text-center text-sm text-slate-500">
          {group.emptyText}
        </p>
      ) : (
        <>
          <div
            aria-hidden
            className="flex justify-between border-y border-slate-100 bg-slate-50 py-1.5 pr-[4.75rem] pl-4 text-[0.6875rem] font-semibold tracking-wide text-slate-500 uppercase"
          >
            <span>Service</span>
            <span>Amount · Next date*</span>
          </div>
          <ul className="divide-y divide-slate-100">
            {group.items.map((item) => (
              <RecurringRow key={item.id} item={item} />
            ))}
          </ul>
          <p className="border-t border-slate-100 px-4 py-2.5 text-xs leading-relaxed text-slate-500">
            * Next dates are estimated from the last charge and how often it repeats.
          </p>
        </>
      )}
    </Card>
  );
}
