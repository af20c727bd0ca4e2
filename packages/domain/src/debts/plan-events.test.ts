import { describe, expect, it } from 'vitest';
import { planPayoff } from './plan';
import { planPaymentEvents, type PlanPaymentDebt } from './plan-events';
import type { PlanDebt } from './types';

const fixed = (cents: number) => ({ kind: 'fixed' as const, cents });

// The hand-worked plan of plan.test.ts: A $100 at 24% ($10 minimum), B $200 at 12% ($20 minimum), $30 extra.
const debts: PlanDebt[] = [
  { id: 'b', balanceCents: 20000, aprPercent: 12, minimum: fixed(2000) },
  { id: 'a', balanceCents: 10000, aprPercent: 24, minimum: fixed(1000) },
];
const payable: PlanPaymentDebt[] = [
  { id: 'a', name: 'Rewards Card', isCard: true, dueDay: 20 },
  { id: 'b', name: 'Car Loan', isCard: false, dueDay: null },
];

describe('planPaymentEvents', () => {
  it('forecasts only what each month pays above the minimums, on the due day or the month end', () => {
    const plan = planPayoff(debts, 'avalanche', 3000);
    const events = planPaymentEvents(plan, payable, 3000, '2027-01-01', 'chk', '2027-04-30');
    expect(events).toEqual([
      // M1, M2: A gets $40 of which $10 is its minimum; B only its minimum (nothing extra).
      {
        date: '2027-01-20',
        accountId: 'chk',
        name: 'Extra to Rewards Card (your debt plan)',
        amountCents: 3000,
        kind: 'card_payment',
        streamId: null,
        paysAccountId: 'a',
      },
      // Feb 20 2027 is a Saturday: paid the Friday before.
      expect.objectContaining({ date: '2027-02-19', amountCents: 3000, paysAccountId: 'a' }),
      // M3: A's last $23.70 ($13.70 above its minimum) and B's $36.30 ($16.30 above), B on the month's end.
      expect.objectContaining({ date: '2027-03-19', amountCents: 1370, paysAccountId: 'a' }),
      {
        date: '2027-03-31',
        accountId: 'chk',
        name: 'Extra to Car Loan (your debt plan)',
        amountCents: 1630,
        kind: 'loan',
        streamId: null,
        paysAccountId: 'b',
      },
      // M4: B alone gets $60: $20 its minimum, $10 A's minimum rolled over (A's own series is still forecast, so
      // it is not counted again) and the $30 extra. Apr 30 2027 is a Friday.
      expect.objectContaining({ date: '2027-04-30', amountCents: 3000, paysAccountId: 'b' }),
    ]);
  });

  it('has nothing to add without extra money or past the days asked for', () => {
    expect(
      planPaymentEvents(planPayoff(debts, 'avalanche', 0), payable, 0, '2027-01-01', 'chk', '2027-12-31'),
    ).toEqual([]);
    expect(
      planPaymentEvents(
        planPayoff(debts, 'avalanche', 3000),
        payable,
        3000,
        '2027-01-01',
        'chk',
        '2026-12-31',
      ),
    ).toEqual([]);
  });
});
