import { describe, expect, it } from 'vitest';
import { minimumsOnlyInterest, planOrder, planPayoff } from './plan';
import type { PlanDebt } from './types';

const fixed = (cents: number) => ({ kind: 'fixed' as const, cents });

// Worked by hand below: A $100 at 24% ($10 minimum), B $200 at 12% ($20 minimum), $30 extra: $60 a month.
const small: PlanDebt[] = [
  { id: 'b', balanceCents: 20000, aprPercent: 12, minimum: fixed(2000) },
  { id: 'a', balanceCents: 10000, aprPercent: 24, minimum: fixed(1000) },
];

describe('planPayoff', () => {
  it('follows the hand-worked avalanche month by month', () => {
    const plan = planPayoff(small, 'avalanche', 3000);
    // M1: A 100 + 2.00 interest, B 200 + 2.00; A gets $10 + $30 = $40 -> A 62.00, B 182.00.
    // M2: A +1.24, B +1.82; A gets $40 -> A 23.24, B 163.82.
    // M3: A +0.46 = 23.70 cleared; B +1.64 gets $20 + the $16.30 left = $36.30 -> 129.16.
    //
    expect(plan.schedule.slice(0, 3)).toEqual([
      {
        month: 1,
        payments: [
          { id: 'a', cents: 4000, minimumCents: 1000 },
          { id: 'b', cents: 2000, minimumCents: 2000 },
        ],
      },
      {
        month: 2,
        payments: [
          { id: 'a', cents: 4000, minimumCents: 1000 },
          { id: 'b', cents: 2000, minimumCents: 2000 },
        ],
      },
      {
        month: 3,
        payments: [
          { id: 'a', cents: 2370, minimumCents: 1000 },
          { id: 'b', cents: 3630, minimumCents: 2000 },
        ],
      },
    ]);
    // M4: 129.16 + 1.29 - 60 = 70.45; M5: 70.45 + 0.70 - 60 = 11.15; M6: 11.15 + 0.11 = 11.26, paid off.
    expect(plan.schedule.slice(3)).toEqual([
      { month: 4, payments: [{ id: 'b', cents: 6000, minimumCents: 2000 }] },
      { month: 5, payments: [{ id: 'b', cents: 6000, minimumCents: 2000 }] },
      { month: 6, payments: [{ id: 'b', cents: 1126, minimumCents: 1126 }] },
    ]);
    // Interest: 2.00 + 2.00 + 1.24 + 1.82 + 0.46 + 1.64 + 1.29 + 0.70 + 0.11 = $11.26.
    expect(plan.months).toBe(6);
    expect(plan.totalInterestCents).toBe(1126);
  });

  it('sends the extra to the smallest balance under snowball and the highest rate under avalanche', () => {
    const debts: PlanDebt[] = [
      { id: 'big-dear', balanceCents: 50000, aprPercent: 24, minimum: fixed(2500) },
      { id: 'small-cheap', balanceCents: 10000, aprPercent: 10, minimum: fixed(2500) },
    ];
    expect(planPayoff(debts, 'avalanche', 5000).schedule[0]?.payments).toEqual([
      { id: 'big-dear', cents: 7500, minimumCents: 2500 },
      { id: 'small-cheap', cents: 2500, minimumCents: 2500 },
    ]);
    expect(planPayoff(debts, 'snowball', 5000).schedule[0]?.payments).toEqual([
      { id: 'small-cheap', cents: 7500, minimumCents: 2500 },
      { id: 'big-dear', cents: 2500, minimumCents: 2500 },
    ]);
    // Avalanche pays the dear debt first, so it never costs more interest than snowball.
    expect(planPayoff(debts, 'avalanche', 5000).totalInterestCents).toBeLessThanOrEqual(
      planPayoff(debts, 'snowball', 5000).totalInterestCents,
    );
  });

  it('finishes sooner and cheaper with more extra, and never beats paying nothing extra backwards', () => {
    const debts: PlanDebt[] = [
      { id: 'card', balanceCents: 500000, aprPercent: 22.99, minimum: { kind: 'issuer' } },
      { id: 'auto', balanceCents: 1200000, aprPercent: 6.5, minimum: fixed(30000) },
    ];
    const none = planPayoff(debts, 'avalanche', 0);
    const more = planPayoff(debts, 'avalanche', 20000);
    expect(more.months!).toBeLessThan(none.months!);
    expect(more.totalInterestCents).toBeLessThan(none.totalInterestCents);
    expect(minimumsOnlyInterest(debts)!).toBeGreaterThan(more.totalInterestCents);
  });

  it('says never (null months) when the budget does not cover the interest', () => {
    const plan = planPayoff(
      [{ id: 'x', balanceCents: 1_000_000, aprPercent: 24, minimum: fixed(15000) }],
      'avalanche',
      0,
    );
    expect(plan.months).toBeNull();
  });

  it('plans nothing for nothing owed', () => {
    expect(planPayoff([], 'snowball', 20000)).toEqual({ months: 0, totalInterestCents: 0, schedule: [] });
  });
});

describe('planOrder', () => {
  it('breaks ties by the other key, then by id', () => {
    const debts: PlanDebt[] = [
      { id: 'c', balanceCents: 100, aprPercent: 20, minimum: fixed(10) },
      { id: 'b', balanceCents: 200, aprPercent: 20, minimum: fixed(10) },
      { id: 'a', balanceCents: 100, aprPercent: 20, minimum: fixed(10) },
    ];
    expect(planOrder(debts, 'avalanche').map((debt) => debt.id)).toEqual(['a', 'c', 'b']);
    expect(planOrder(debts, 'snowball').map((debt) => debt.id)).toEqual(['a', 'c', 'b']);
  });
});

describe('minimumsOnlyInterest', () => {
  it('adds each debt paying only its own minimum', () => {
    // A: $100 at 24%, $10 a month; B: $200 at 12%, $20 a month. Summed by each debt's own schedule.
    expect(minimumsOnlyInterest(small)).toBe(2450);
  });
});
