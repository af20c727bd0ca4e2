import { describe, expect, it } from 'vitest';
import type { DetectedFee, FeeKind, FeeRefund } from './fee-kinds';
import { feeTotals, yearlyFeeCost } from './fee-totals';

function fee(kind: FeeKind, amountCents: number, date = '2026-01-10', accountId = 'a'): DetectedFee {
  return { transactionId: `${kind}-${amountCents}-${date}`, kind, amountCents, date, accountId };
}

describe('feeTotals', () => {
  const fees = [
    fee('atm', 300),
    fee('overdraft', 3500, '2026-02-01', 'b'),
    fee('atm', 250, '2026-03-01', 'b'),
    fee('late', 3900),
  ];
  const refunds: FeeRefund[] = [
    { transactionId: 'r1', kind: 'overdraft', amountCents: 3500, date: '2026-02-03', accountId: 'b' },
    { transactionId: 'r2', kind: 'interest_earned', amountCents: 17, date: '2026-02-28', accountId: 'a' },
  ];

  it('adds integer cents and reconciles every breakdown to the total', () => {
    const totals = feeTotals(fees, refunds);
    expect(totals.totalCents).toBe(7950);
    expect(totals.refundsCents).toBe(3517);
    expect(totals.netCents).toBe(4433);
    expect(totals.byKind).toEqual([
      { kind: 'late', totalCents: 3900, count: 1 },
      { kind: 'overdraft', totalCents: 3500, count: 1 },
      { kind: 'atm', totalCents: 550, count: 2 },
    ]);
    expect(totals.byAccount).toEqual([
      { accountId: 'a', totalCents: 4200, count: 2 },
      { accountId: 'b', totalCents: 3750, count: 2 },
    ]);
    const sum = (items: { totalCents: number }[]) => items.reduce((s, i) => s + i.totalCents, 0);
    expect(sum(totals.byKind)).toBe(totals.totalCents);
    expect(sum(totals.byAccount)).toBe(totals.totalCents);
  });

  it('is all zero without fees', () => {
    expect(feeTotals([])).toEqual({ totalCents: 0, refundsCents: 0, netCents: 0, byKind: [], byAccount: [] });
  });

  it('rejects fractional cents instead of drifting', () => {
    expect(() => feeTotals([fee('atm', 2.5)])).toThrow(RangeError);
  });
});

describe('yearlyFeeCost', () => {
  it('is the total itself over a 365-day year', () => {
    expect(yearlyFeeCost([fee('atm', 1234, '2025-06-01')], '2025-01-01', '2025-12-31')).toBe(1234);
  });

  it('annualises a shorter range and rounds half up to the cent', () => {
    // 100 cents over 73 days = 500 a year exactly; 1 cent over 2 days = 182.5 -> 183.
    expect(yearlyFeeCost([fee('atm', 100, '2026-01-01')], '2026-01-01', '2026-03-14')).toBe(500);
    expect(yearlyFeeCost([fee('atm', 1, '2026-01-01')], '2026-01-01', '2026-01-02')).toBe(183);
    // 3500 over 30 days = 42583.33... -> 42583.
    expect(yearlyFeeCost([fee('overdraft', 3500, '2026-04-30')], '2026-04-01', '2026-04-30')).toBe(42583);
  });

  it('counts only fees inside the range, both ends included', () => {
    const fees = [
      fee('atm', 500, '2025-12-31'),
      fee('atm', 700, '2026-01-01'),
      fee('atm', 900, '2026-01-31'),
      fee('atm', 300, '2026-02-01'),
    ];
    expect(yearlyFeeCost(fees, '2026-01-01', '2026-01-31')).toBe(Math.round((1600 * 365) / 31));
  });

  it('throws on a range that ends before it starts', () => {
    expect(() => yearlyFeeCost([], '2026-02-01', '2026-01-31')).toThrow(RangeError);
  });
});
