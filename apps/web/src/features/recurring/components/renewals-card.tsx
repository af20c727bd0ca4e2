import { CADENCE_LABELS, formatDate, formatUsd } from '@tourniquet/domain';
import { CalendarClock } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { dueIn, RENEWAL_WINDOW_DAYS, type Renewal } from '../lib/bleed-alerts.ts';
import { serviceName } from '../lib/recurring-view.ts';

/** Quarterly, 6-monthly and yearly charges coming up: the big ones that are easy to forget. */
export function RenewalsCard({ renewals }: { renewals: readonly Renewal[] }) {
  return (
    <Card aria-labelledby="renewals-heading" className="overflow-hidden">
      <div className="flex items-center gap-2 px-4 pt-4 pb-3">
        <CalendarClock className="size-5 shrink-0 text-amber-600" aria-hidden />
        <h2 id="renewals-heading" className="text-base font-semibold text-slate-900">
          Renewals in the next {RENEWAL_WINDOW_DAYS} days
        </h2>
      </div>
      {renewals.length === 0 ? (
        <p className="border-t border-slate-100 px-4 py-4 text-sm text-slate-500">
          No quarterly, 6-monthly or yearly charge is due in the next {RENEWAL_WINDOW_DAYS} days.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 border-t border-slate-100">
          {renewals.map(({ stream, daysUntil }) => (
            <li
              key={stream.id}
              aria-label={serviceName(stream)}
              className="flex items-center justify-between gap-3 px-4 py-2.5"
            >
              <div className="min-w-0">
                <p className="text-sm font-semibold break-words text-slate-900">{serviceName(stream)}</p>
                <p className="text-xs text-slate-500">
                  {CADENCE_LABELS[stream.cadence]} · {formatDate(stream.nextDate)} ({dueIn(daysUntil)})
                </p>
              </div>
              <p className="tabular money-out shrink-0 text-sm font-semibold">
                {formatUsd(stream.amountCents)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
