import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { overdraftAlert } from './overdraft-alert';
import type { Forecast } from './types';

const ASOF = '2026-12-06';

function forecast(balances: number[], over: Partial<Forecast> = {}): Forecast {
  const daily = balances.map((balanceCents, i) => ({ date: addDays(ASOF, i + 1), balanceCents }));
  const low = daily.reduce((a, b) => (b.balanceCents < a.balanceCents ? b : a));
  return {
    asOf: ASOF,
    days: daily.length,
    startBalanceCents: 10_000,
    accounts: [],
    daily,
    events: [],
    lowest: low,
    overdraft: daily.find((d) => d.balanceCents < 0) ?? null,
    safeToSpendCents: 0,
    nextIncome: null,
    dailyAllowanceCents: 0,
    dailyIrregularIncomeCents: 0,
    ...over,
  };
}

describe('overdraftAlert', () => {
  it('warns of the first day below zero within 7 days, keyed by that day', () => {
    const f = forecast([5_000, -2_000, -9_000, 40_000, 30_000, 30_000, 30_000, 30_000], {
      nextIncome: { date: '2026-12-10', amountCents: -50_000 },
      events: [
        { date: '2026-12-08', accountId: 'a', name: 'Rent', amountCents: 7_000, kind: 'bill', streamId: 'r' },
        {
          date: '2026-12-09',
          accountId: 'a',
          name: 'Phone',
          amountCents: 7_000,
          kind: 'bill',
          streamId: 'p',
        },
        {
          date: '2026-12-08',
          accountId: 'a',
          name: 'Everyday spending',
          amountCents: 500,
          kind: 'spending',
          streamId: null,
        },
        {
          date: '2026-12-10',
          accountId: 'a',
          name: 'Pay',
          amountCents: -50_000,
          kind: 'income',
          streamId: 'i',
        },
        {
          date: '2026-12-11',
          accountId: 'a',
          name: 'Gym',
          amountCents: 3_000,
          kind: 'subscription',
          streamId: 'g',
        },
      ],
    });
    expect(overdraftAlert(f)).toEqual({
      kind: 'overdraft',
      dedupeKey: 'overdraft:2026-12-08',
      title: 'Your cash may go below zero on Dec 8, 2026',
      body:
        'Projected -$20.00 at the end of Dec 8, 2026. Move $90.00 from savings before that day, or put off a bill. ' +
        'Due before your next income: Rent $70.00 on Dec 8, 2026, Phone $70.00 on Dec 9, 2026.',
      href: '/forecast',
      eventDate: '2026-12-08',
      amountCents: 9_000,
    });
  });

  it('says nothing without an overdraft or when it is more than 7 days away', () => {
    expect(overdraftAlert(forecast([1, 2, 3]))).toBeNull();
    expect(overdraftAlert(forecast([1, 1, 1, 1, 1, 1, 1, -5]))).toBeNull();
    expect(overdraftAlert(forecast([1, 1, 1, 1, 1, 1, -5]))?.dedupeKey).toBe('overdraft:2026-12-13');
  });
  it('warns below the cushion the user set, and says how much keeps the cash above it', () => {
    const f = forecast([30_000, 12_000, 25_000, 40_000, 40_000, 40_000, 40_000, 40_000], {
      overdraft: { date: addDays(ASOF, 2), balanceCents: 12_000 },
    });
    const alert = overdraftAlert(f, 20_000)!;
    expect(alert.title).toBe('Your cash may go below your $200.00 cushion on Dec 8, 2026');
    expect(alert.amountCents).toBe(8_000);
    expect(alert.dedupeKey).toBe('overdraft:2026-12-08');
    expect(alert.body).toContain('Move $80.00 from savings before that day');
  });
});
