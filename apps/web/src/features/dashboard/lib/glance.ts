import { chargeGroupOf, isLiveCharge, sumCents, type Cents, type IsoDate } from '@tourniquet/domain';
import type { NetWorthHistory, RecurringStreamDto } from '@tourniquet/domain/contracts';

/**
 * The dashboard's figures, each worked out from the very answer its screen shows, so the dashboard and the
 * screen it opens agree to the cent: the bleed from Cancel Subscriptions' charges (isLiveCharge)
 * and the Fees screen's pace for this year; the next charges from the same streams.
 */
export interface YearlyBleed {
  subscriptionsCents: Cents;
  /** Bills, rent and loan payments: shown apart, never in the bleed (rent is not bleeding). */
  billsCents: Cents;
  /** The Fees screen's pace for the year: bank fees and interest charged. */
  feesCents: Cents;
  /** What can be cut or lowered: subscriptions (at their latest, risen, prices) and fees. */
  totalCents: Cents;
}

export function yearlyBleed(streams: readonly RecurringStreamDto[], feesYearlyCents: Cents): YearlyBleed {
  const charges = streams.filter(isLiveCharge);
  const yearly = (group: 'subscription' | 'bill') =>
    sumCents(charges.filter((s) => chargeGroupOf(s.kind) === group).map((s) => s.yearlyCostCents));
  const subscriptionsCents = yearly('subscription');
  const billsCents = yearly('bill');
  return {
    subscriptionsCents,
    billsCents,
    feesCents: feesYearlyCents,
    totalCents: subscriptionsCents + feesYearlyCents,
  };
}

/** The next `count` charges due from today on, soonest first (ties: the larger first, as the screen sorts). */
export function nextCharges(
  streams: readonly RecurringStreamDto[],
  today: IsoDate,
  count = 3,
): RecurringStreamDto[] {
  return streams
    .filter((s) => isLiveCharge(s) && s.nextDate >= today)
    .sort(
      (a, b) =>
        a.nextDate.localeCompare(b.nextDate) ||
        Math.abs(b.amountCents) - Math.abs(a.amountCents) ||
        a.id.localeCompare(b.id),
    )
    .slice(0, count);
}

/** How net worth moved since the month began: today's figure against the first day's, or null without history. */
export function netWorthChange(history: NetWorthHistory | undefined, netWorthCents: Cents): Cents | null {
  const first = history?.points[0];
  return first ? netWorthCents - first.netWorthCents : null;
}
