import { formatUsd } from '@tourniquet/domain';
import { ChevronRight, Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { FEES_THIS_YEAR_HREF, useFeesThisYear } from '../api/get-fees.ts';

/**
 * "Bank fees: $X this year", a link to the Fees screen for this year. Shown on the dashboard (below the
 * spec's nine tiles, not a tenth) and on Cancel Subscriptions. Without the figure it is still the link.
 */
export function FeesLinkCard() {
  const { fees, isError } = useFeesThisYear();
  const data = fees.data;
  const top = data?.totals.byKind[0];
  return (
    <Link
      to={FEES_THIS_YEAR_HREF}
      className="flex min-h-16 items-center gap-3 rounded-card border border-slate-200 bg-white p-3 shadow-sm shadow-slate-900/5 transition hover:border-brand-500/50 hover:bg-brand-50/40"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-bleed-soft text-bleed">
        <Landmark className="size-5" aria-hidden />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        {data ? (
          <span className="text-sm font-semibold text-slate-900">
            Bank fees: <span className="tabular money-out">{formatUsd(data.totals.totalCents)}</span> this
            year
            {data.recovered.cents > 0 && (
              <>
                {' '}
                · recovered <span className="tabular money-in">{formatUsd(data.recovered.cents)}</span>
              </>
            )}
          </span>
        ) : (
          <span className="text-sm font-semibold text-slate-900">Bank fees this year</span>
        )}
        {data ? (
          <span className="text-xs leading-snug text-slate-600">
            {top
              ? `Largest: ${data.kinds[top.kind].label} (${formatUsd(top.totalCents)}). See each fee and how to avoid it.`
              : 'No bank fees found so far this year.'}
          </span>
        ) : isError ? (
          <span className="text-xs text-slate-600">See what your banks charged you.</span>
        ) : (
          <Skeleton className="h-3 w-40" />
        )}
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
    </Link>
  );
}
