/** The stream kinds Cancel Subscriptions counts as charges: its two groups, "Subscriptions" and "Bills". */
export const CHARGE_KINDS = ['subscription', 'bill', 'loan'] as const;

/** Which of the two headline figures a charge counts in: subscriptions, or bills (loans are bills). */
export type ChargeGroup = 'subscription' | 'bill';

export interface LiveChargeFields {
  /** The user's decision on the stream: 'active', 'dismissed' or 'cancelled'. */
  status: string;
  /** Whether the series still runs. */
  active: boolean;
  direction: string;
  kind: string;
}

/**
 * A charge Cancel Subscriptions lists and adds up: money out of a subscription, bill or loan whose series
 * still runs, neither dismissed nor cancelled (a stream cancelled but charged again is active again). The
 * headline, its chart and the groups all count exactly these (they disagreed).
 */
export function isLiveCharge(s: LiveChargeFields): boolean {
  return (
    s.status === 'active' &&
    s.active &&
    s.direction === 'outflow' &&
    (CHARGE_KINDS as readonly string[]).includes(s.kind)
  );
}

export function chargeGroupOf(kind: string): ChargeGroup {
  return kind === 'subscription' ? 'subscription' : 'bill';
}
