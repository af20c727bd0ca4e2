import { describe, expect, it } from 'vitest';
import type { NetWorthHistory, RecurringStreamDto } from '@tourniquet/domain/contracts';
import { netWorthChange, nextCharges, yearlyBleed } from './glance.ts';

const stream = (over: Partial<RecurringStreamDto>) =>
  ({
    id: 'id',
    status: 'active',
    active: true,
    direction: 'outflow',
    kind: 'subscription',
    nextDate: '2026-12-01',
    amountCents: 1000,
    yearlyCostCents: 12_000,
    ...over,
  }) as RecurringStreamDto;

describe('the dashboard at a glance', () => {
  const streams = [
    stream({ id: 'netflix', yearlyCostCents: 21_588, nextDate: '2026-11-25', amountCents: 1799 }),
    stream({
      id: 'rent',
      kind: 'bill',
      yearlyCostCents: 2_052_000,
      nextDate: '2026-12-01',
      amountCents: 171_000,
    }),
    stream({
      id: 'car',
      kind: 'loan',
      yearlyCostCents: 481_200,
      nextDate: '2026-12-01',
      amountCents: 40_100,
    }),
    stream({ id: 'gym', status: 'cancelled', yearlyCostCents: 60_000, nextDate: '2026-11-22' }),
    stream({ id: 'pay', kind: 'income', direction: 'inflow', yearlyCostCents: 9_000_000 }),
    stream({ id: 'old', active: false, yearlyCostCents: 5_000, nextDate: '2026-11-23' }),
    stream({ id: 'late', nextDate: '2026-11-20' }),
  ];

  it('adds the yearly bleed from the charges Cancel Subscriptions counts, loans with bills, plus fees', () => {
    expect(yearlyBleed(streams, 14_500)).toEqual({
      subscriptionsCents: 21_588 + 12_000,
      billsCents: 2_052_000 + 481_200,
      feesCents: 14_500,
      // Rent and the car loan are shown apart, not as bleeding.
      totalCents: 21_588 + 12_000 + 14_500,
    });
  });

  it('lists the next three charges due from today, soonest first, larger first on the same day', () => {
    expect(nextCharges(streams, '2026-11-21').map((s) => s.id)).toEqual(['netflix', 'rent', 'car']);
  });

  it("measures net worth's change since the month's first day", () => {
    const history = {
      points: [{ date: '2026-11-01', netWorthCents: 1_000_00, assetsCents: 0, liabilitiesCents: 0 }],
    } as NetWorthHistory;
    expect(netWorthChange(history, 1_250_00)).toBe(250_00);
    expect(netWorthChange({ points: [] } as unknown as NetWorthHistory, 5)).toBeNull();
    expect(netWorthChange(undefined, 5)).toBeNull();
  });
});
