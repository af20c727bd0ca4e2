import { formatDate, formatUsd } from '@tourniquet/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { seriesHref } from '../../recurring/index.ts';
import { EVENT_KIND_LABELS, type ForecastDay } from '../lib/forecast-days.ts';

/**
 * The list by day: each day with a known event, its events and the day's end balance. An event opens its own
 * series (its row on Cancel Subscriptions, details open); a payment of the adopted debt plan opens Debts.
 */
export function ForecastDayList({ days }: { days: readonly ForecastDay[] }) {
  return (
    <Card aria-labelledby="forecast-days-heading" className="overflow-hidden">
      <h2 id="forecast-days-heading" className="px-4 pt-3 text-base font-semibold text-slate-900">
        Day by day
      </h2>
      {days.length === 0 ? (
        <p className="px-4 pt-1 pb-3 text-sm text-slate-600">No bills or income expected in these days.</p>
      ) : (
        <ol className="divide-y divide-slate-100" data-testid="forecast-days">
          {days.map((day) => (
            <li key={day.date} className="px-4 py-2">
              <div className="flex items-baseline justify-between gap-2">
                <span className="text-sm font-semibold text-slate-900">{formatDate(day.date)}</span>
                <span
                  className={`tabular text-xs ${day.balanceCents < 0 ? 'money-out font-semibold' : 'text-slate-600'}`}
                >
                  Balance {formatUsd(day.balanceCents)}
                </span>
              </div>
              <ul className="mt-1 flex flex-col">
                {day.events.map((e, i) => (
                  <li key={`${e.streamId ?? e.name}-${i}`}>
                    <Link
                      to={e.streamId !== null ? seriesHref(e.streamId) : '/debts'}
                      aria-label={`${e.name}, ${EVENT_KIND_LABELS[e.kind]}, ${e.amountCents < 0 ? 'in' : 'out'} ${formatUsd(Math.abs(e.amountCents))}. ${e.streamId !== null ? 'Open its series' : 'Open your debt plan'}`}
                      className="-mx-2 flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-brand-50/50"
                    >
                      <span className="flex min-w-0 flex-1 flex-col" aria-hidden>
                        <span className="truncate text-sm text-slate-900">{e.name}</span>
                        <span className="text-xs text-slate-500">{EVENT_KIND_LABELS[e.kind]}</span>
                      </span>
                      <span
                        className={`tabular shrink-0 text-sm font-semibold ${e.amountCents < 0 ? 'money-in' : 'money-out'}`}
                        aria-hidden
                      >
                        {e.amountCents < 0 ? '+' : '-'}
                        {formatUsd(Math.abs(e.amountCents))}
                      </span>
                      <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
