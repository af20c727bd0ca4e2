import { CADENCE_LABELS, formatDate, formatUsd, truncate } from '@tourniquet/domain';
import type { ReactNode } from 'react';
import { serviceName } from '../lib/recurring-view.ts';
import type { RecurringStreamDto } from '@tourniquet/domain/contracts';

/**
 * The spec's columns as two lines (the phone column has no room for five): Service over Frequency and the
 * yearly cost on the left, Amount over Next Date on the right. Each value names its column for screen
 * readers. Money in (income) shows green without a sign; money out red.
 */
export function StreamSummary({ stream, badge }: { stream: RecurringStreamDto; badge?: ReactNode }) {
  const name = serviceName(stream);
  const income = stream.direction === 'inflow';
  return (
    <>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm leading-snug font-semibold break-words text-slate-900" title={name}>
          <span className="sr-only">Service: </span>
          {truncate(name)}
        </span>
        {badge}
        <span className="mt-0.5 text-xs text-slate-500">
          <span className="sr-only">Frequency: </span>
          {CADENCE_LABELS[stream.cadence]}
          <span className="tabular">
            {' · '}
            {formatUsd(stream.yearlyCostCents)}
            <span aria-hidden>/yr</span>
            <span className="sr-only"> a year</span>
          </span>
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end text-right">
        <span className={`tabular text-sm font-semibold ${income ? 'money-in' : 'money-out'}`}>
          <span className="sr-only">Amount: </span>
          {formatUsd(Math.abs(stream.amountCents))}
        </span>
        <span className="tabular mt-0.5 text-xs text-slate-500">
          <span className="sr-only">Next date (estimated): </span>
          {formatDate(stream.nextDate)}
        </span>
      </span>
    </>
  );
}
