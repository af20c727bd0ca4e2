import { formatDate, formatUsd } from '@tourniquet/domain';
import { ChevronRight, TrendingDown } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useForecast } from '../api/get-forecast.ts';

export const FORECAST_HREF = '/forecast';

/**
 * The forecast card at the top of the dashboard's money glance: the next 30 days' lowest point and
 * its date, and what is safe to spend. Without figures (loading, failed, no cash account) it is still the link.
 */
export function ForecastCard() {
  const forecast = useForecast(30);
  const data = forecast.data && forecast.data.accounts.length > 0 ? forecast.data : null;
  const low = data?.lowest;
  const label = data
    ? `Next 30 days: lowest point ${formatUsd(low!.balanceCents)} on ${formatDate(low!.date)}; safe to spend ${formatUsd(data.safeToSpendCents)}. Open the cash forecast`
    : 'Next 30 days. Open the cash forecast';
  return (
    <Link
      to={FORECAST_HREF}
      aria-label={label}
      data-testid="forecast-card"
      className="flex min-h-16 items-center gap-3 rounded-card border border-slate-200 bg-white p-3 shadow-sm shadow-slate-900/5 transition hover:border-brand-500/50 hover:bg-brand-50/40"
    >
      <span
        className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${data?.overdraft ? 'bg-bleed-soft text-bleed' : 'bg-brand-50 text-brand-700'}`}
      >
        <TrendingDown className="size-5" aria-hidden />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5" aria-hidden>
        <span className="text-xs font-medium text-slate-600">Next 30 days</span>
        {data ? (
          <>
            <span className="text-sm text-slate-900">
              Lowest point{' '}
              <span
                className={`tabular font-bold ${low!.balanceCents < 0 ? 'money-out' : ''}`}
                data-testid="forecast-card-lowest"
              >
                {formatUsd(low!.balanceCents)}
              </span>{' '}
              on {formatDate(low!.date)}
            </span>
            <span className="text-xs text-slate-600">
              Safe to spend{' '}
              <span className="tabular font-semibold" data-testid="forecast-card-safe">
                {formatUsd(data.safeToSpendCents)}
              </span>
            </span>
          </>
        ) : forecast.isPending ? (
          <Skeleton className="h-4 w-40" />
        ) : (
          <span className="text-sm text-slate-700">See your cash day by day</span>
        )}
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
    </Link>
  );
}
