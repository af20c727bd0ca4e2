import { formatDate, formatUsd, truncate, type Cents } from '@tourniquet/domain';
import { useId } from 'react';
import { Badge, Card, CardHeader } from '../../../components/ui/card.tsx';
import type { FeeLine } from '../lib/fees-view.ts';
import { FeeRefundTracker } from './fee-refund-tracker.tsx';

/**
 * Transactions as a list (the phone column has no room for four columns): description over date, account
 * and kind, amount on the right, and the list's total at the foot. Money in shows as a negative, green,
 * so the net reads as fees minus these.
 */
export function FeeLinesCard({
  title,
  description,
  lines,
  totalLabel,
  totalCents,
  direction,
}: {
  title: string;
  description?: string;
  lines: readonly FeeLine[];
  totalLabel: string;
  totalCents: Cents;
  direction: 'out' | 'in';
}) {
  const id = useId();
  const money = (cents: Cents) => formatUsd(direction === 'in' ? -cents : cents);
  const tone = direction === 'in' ? 'money-in' : 'money-out';
  return (
    <Card aria-labelledby={id} className="overflow-hidden">
      <div className="border-b border-slate-100 px-4 py-3">
        <div id={id}>
          <CardHeader title={title} />
        </div>
        {description && <p className="mt-0.5 text-xs text-slate-500">{description}</p>}
      </div>
      <ul className="divide-y divide-slate-100">
        {lines.map((line) => (
          <li key={line.transactionId} className="flex items-start justify-between gap-3 px-4 py-2.5">
            <div className="min-w-0">
              <p className="text-sm font-medium break-words text-slate-900" title={line.description}>
                <span className="sr-only">Description: </span>
                {truncate(line.description)}
              </p>
              <p className="mt-0.5 text-xs text-slate-500">
                <span className="sr-only">Date: </span>
                {formatDate(line.date)} · <span className="sr-only">Account: </span>
                {line.accountName} · {line.kindLabel}
              </p>
              {line.reason && (
                <p className="mt-0.5 text-xs text-slate-500">
                  <span className="sr-only">Why it is a fee: </span>
                  {line.reason}
                </p>
              )}
              {line.business && (
                <span className="mt-1 flex">
                  <Badge tone="info">Business</Badge>
                </span>
              )}
              <FeeRefundTracker line={line} />
            </div>
            <p className={`tabular shrink-0 text-sm font-semibold ${tone}`} data-testid="line-amount">
              <span className="sr-only">Amount: </span>
              {money(line.amountCents)}
            </p>
          </li>
        ))}
      </ul>
      <p className="flex justify-between gap-3 border-t border-slate-200 bg-slate-50 px-4 py-2.5 text-sm font-semibold text-slate-900">
        <span>{totalLabel}</span>
        <span className={`tabular ${tone}`} data-testid="lines-total">
          {money(totalCents)}
        </span>
      </p>
    </Card>
  );
}
