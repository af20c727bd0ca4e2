import { formatDate, formatUsd, type Cents } from '@tourniquet/domain';
import { CalendarClock, ChevronRight, Droplets, Landmark, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useServerToday } from '../../../components/display-criteria/use-server-today.ts';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyStateCard } from '../../../components/ui/empty-state-card.tsx';
import { LoadFailedCard } from '../../../components/ui/load-failed-card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFeesThisYear } from '../../fees/index.ts';
import { useRecurringStreams } from '../../recurring/index.ts';
import { useNetWorthHistory, useReportSummary } from '../../reports/index.ts';
import { netWorthChange, nextCharges, yearlyBleed } from '../lib/glance.ts';

const THIS_MONTH = 'period=this_month&accounts=all';
const LAST_MONTH = 'period=last_month&accounts=all';

/** A signed change: "+$250.00" or "-$80.00", with its colour. */
function change(cents: Cents): { text: string; tone: string } {
  if (cents > 0) return { text: `+${formatUsd(cents)}`, tone: 'money-in' };
  if (cents < 0) return { text: `-${formatUsd(-cents)}`, tone: 'money-out' };
  return { text: formatUsd(0), tone: 'text-slate-600' };
}

function GlanceLink({
  to,
  icon: Icon,
  title,
  label,
  children,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="flex items-start gap-3 px-4 py-3 transition hover:bg-brand-50/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5" aria-hidden>
        <span className="text-xs font-medium text-slate-600">{title}</span>
        {children}
      </span>
      <ChevronRight className="mt-2 size-4 shrink-0 text-slate-400" aria-hidden />
    </Link>
  );
}

/**
 * What Rocket Money and Monarch open with, above the spec's nine tiles: net worth and its change
 * this month, spending this month against last month, the yearly bleed, and the next three charges. Each
 * figure comes from the answer its screen shows, and opens that screen.
 */
export function MoneyGlance() {
  const today = useServerToday();
  const thisMonth = useReportSummary(THIS_MONTH, true);
  const lastMonth = useReportSummary(LAST_MONTH, true);
  const history = useNetWorthHistory(THIS_MONTH, true);
  const streams = useRecurringStreams(true);
  const { fees } = useFeesThisYear();
  const parts = [today, thisMonth, lastMonth, history, streams, fees];

  if (parts.some((p) => p.isError)) {
    return (
      <LoadFailedCard
        message="We couldn't load your money at a glance. Please try again."
        retrying={parts.some((p) => p.isFetching)}
        onRetry={() => parts.filter((p) => p.isError).forEach((p) => void p.refetch())}
      />
    );
  }
  const summary = thisMonth.data;
  if (summary && summary.situation.groups.every((g) => g.accounts.length === 0)) {
    return (
      <EmptyStateCard icon={<Wallet className="size-6" aria-hidden />} title="Your money at a glance">
        <Link to="/linked-accounts" className="font-semibold text-brand-700 underline underline-offset-4">
          Link an account to see your money here
        </Link>
      </EmptyStateCard>
    );
  }
  if (!summary || !lastMonth.data || !history.data || !streams.data || !fees.data || !today.data) {
    return (
      <Card aria-label="Your money at a glance" aria-busy className="flex flex-col gap-3 p-4">
        <span className="sr-only">Loading...</span>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-xl" />
            <div className="flex flex-1 flex-col gap-1.5">
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-5 w-36" />
            </div>
          </div>
        ))}
      </Card>
    );
  }

  const netWorth = summary.situation.netWorthCents;
  // An account without a balance is left out of net worth, and the figure says so.
  const missing = summary.situation.missingBalances.length;
  const missingWords =
    missing === 1 ? 'balance missing for 1 account' : `balance missing for ${missing} accounts`;
  const moved = netWorthChange(history.data, netWorth);
  const movedText = moved === null ? null : change(moved);
  const spent = summary.cashFlow.spending.totalCents;
  const spentLast = lastMonth.data.cashFlow.spending.totalCents;
  const bleed = yearlyBleed(streams.data, fees.data.totals.yearlyCents);
  const next = nextCharges(streams.data, today.data);

  return (
    <Card aria-labelledby="glance-heading" className="overflow-hidden">
      <h2 id="glance-heading" className="px-4 pt-3 text-sm font-semibold text-slate-900">
        Your money at a glance
      </h2>
      <div className="divide-y divide-slate-100">
        <GlanceLink
          to="/my-money-situation"
          icon={Wallet}
          title="Net worth"
          label={`Net worth ${formatUsd(netWorth)}${missing > 0 ? `, ${missingWords}` : ''}${movedText ? `, ${movedText.text} this month` : ''}. Open My Money Situation`}
        >
          <span className="tabular text-xl font-bold text-slate-900" data-testid="glance-net-worth">
            {formatUsd(netWorth)}
          </span>
          {missing > 0 && (
            <span className="text-xs font-semibold text-amber-800" data-testid="glance-balance-missing">
              {missingWords}
            </span>
          )}
          {movedText && (
            <span className="text-xs text-slate-600">
              <span
                className={`tabular font-semibold ${movedText.tone}`}
                data-testid="glance-net-worth-change"
              >
                {movedText.text}
              </span>{' '}
              this month
            </span>
          )}
        </GlanceLink>
        <GlanceLink
          to="/my-spending-analysis?period=this_month"
          icon={Droplets}
          title="Spent this month"
          label={`Spent this month so far ${formatUsd(spent)}; last month ${formatUsd(spentLast)}. Open My Spending Analysis`}
        >
          <span className="tabular money-out text-xl font-bold" data-testid="glance-spent">
            {formatUsd(spent)}
          </span>
          <span className="text-xs text-slate-600">
            so far · last month{' '}
            <span className="tabular font-semibold" data-testid="glance-spent-last">
              {formatUsd(spentLast)}
            </span>
          </span>
        </GlanceLink>
        <GlanceLink
          to="/recurring-transactions"
          icon={Landmark}
          title="What bleeds you each year"
          label={`What bleeds you each year ${formatUsd(bleed.totalCents)}: subscriptions ${formatUsd(bleed.subscriptionsCents)}, fees and interest ${formatUsd(bleed.feesCents)}. Bills, rent and loans apart: ${formatUsd(bleed.billsCents)} a year. Open Cancel Subscriptions`}
        >
          <span className="tabular money-out text-xl font-bold" data-testid="glance-bleed">
            {formatUsd(bleed.totalCents)} a year
          </span>
          <span className="tabular text-xs text-slate-600" data-testid="glance-bleed-parts">
            Subscriptions {formatUsd(bleed.subscriptionsCents)} · Fees and interest{' '}
            {formatUsd(bleed.feesCents)}
          </span>
          {/* What can be cut is the bleed; rent and loan payments are not bleeding, so they stand apart. */}
          <span className="tabular text-xs text-slate-500" data-testid="glance-bills">
            Bills, rent and loans apart: {formatUsd(bleed.billsCents)} a year
          </span>
        </GlanceLink>
        <GlanceLink
          to="/recurring-transactions"
          icon={CalendarClock}
          title="Next charges"
          label={
            next.length === 0
              ? 'No charges due. Open Cancel Subscriptions'
              : `Next charges: ${next.map((s) => `${s.name || s.merchant} ${formatUsd(s.amountCents)} on ${formatDate(s.nextDate)}`).join('; ')}. Open Cancel Subscriptions`
          }
        >
          {next.length === 0 ? (
            <span className="text-sm text-slate-700">No charges due</span>
          ) : (
            <ul className="flex flex-col gap-0.5" data-testid="glance-next">
              {next.map((s) => (
                <li key={s.id} className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="min-w-0 truncate font-medium text-slate-900">{s.name || s.merchant}</span>
                  <span className="tabular shrink-0 text-xs text-slate-600">
                    {formatDate(s.nextDate)} · {formatUsd(s.amountCents)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </GlanceLink>
      </div>
    </Card>
  );
}
