import { formatUsd } from '@tourniquet/domain';
import { ChevronRight, CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { useDebts } from '../api/get-debts.ts';

export const DEBTS_HREF = '/debts';

/**
 * The dashboard's debts card: what is owed and the interest paid over the last 12 months. Without figures
 * (loading, failed) it is still the link; with no card or loan it is not shown.
 */
export function DebtsCard() {
  const debts = useDebts();
  const data = debts.data;
  if (data && data.debts.length === 0) return null;
  const label = data
    ? `Debts: ${formatUsd(data.totals.balanceCents)} owed; ${formatUsd(data.totals.interestPaid12mCents)} interest in the last 12 months. Open Debts`
    : 'Open Debts';
  return (
    <Link
      to={DEBTS_HREF}
      aria-label={label}
      data-testid="debts-card"
      className="flex min-h-16 items-center gap-3 rounded-card border border-slate-200 bg-white p-3 shadow-sm shadow-slate-900/5 transition hover:border-brand-500/50 hover:bg-brand-50/40"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-bleed-soft text-bleed">
        <CreditCard className="size-5" aria-hidden />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5" aria-hidden>
        <span className="text-xs font-medium text-slate-600">Debts</span>
        {data ? (
          <>
            <span className="text-sm text-slate-900">
              <span className="tabular font-bold">{formatUsd(data.totals.balanceCents)}</span> owed
            </span>
            <span className="text-xs text-slate-600">
              Interest, last 12 months{' '}
              <span className="tabular money-out font-semibold" data-testid="debts-card-interest">
                {formatUsd(data.totals.interestPaid12mCents)}
              </span>
            </span>
          </>
        ) : (
          <span className="text-sm text-slate-700">What your cards and loans cost</span>
        )}
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
    </Link>
  );
}
