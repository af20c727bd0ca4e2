import { formatDate, formatUsd, frequencyLabel, truncate, type RecurringItem } from '@tourniquet/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { serviceName, viewTransactionsHref } from '../lib/recurring-view.ts';

/**
 * One recurring charge as a compact two-line row (the phone column has no room for five columns):
 * Service over Frequency on the left, Amount over Next Date on the right, then View. Each value carries
 * its column name for screen readers.
 */
export function RecurringRow({ item }: { item: RecurringItem }) {
  const name = serviceName(item);
  return (
    <li aria-label={name} className="flex items-center gap-2 py-2.5 pr-1 pl-4">
      <div className="min-w-0 flex-1">
        <p className="text-sm leading-snug font-semibold break-words text-slate-900" title={name}>
          <span className="sr-only">Service: </span>
          {truncate(name)}
        </p>
        <p className="mt-0.5 text-xs text-slate-500">
          <span className="sr-only">Frequency: </span>
          {frequencyLabel(item.frequency)}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className="tabular text-sm font-semibold money-out">
          <span className="sr-only">Amount: </span>
          {formatUsd(item.amountCents)}
        </p>
        <p className="tabular mt-0.5 text-xs text-slate-500">
          <span className="sr-only">Next date (estimated): </span>
          <span aria-hidden>Next </span>
          {formatDate(item.nextDate)}
        </p>
      </div>
      <Link
        to={viewTransactionsHref(item)}
        aria-label={`View ${name} transactions`}
        className="inline-flex h-11 shrink-0 items-center gap-0.5 rounded-xl px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        View
        <ChevronRight className="size-4" aria-hidden />
      </Link>
    </li>
  );
}
