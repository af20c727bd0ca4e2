import { describe, expect, it } from 'vitest';
import { monthlyEquivalentCents, recurringMonthlyCost } from './recurring-cost';
import { effectiveFrequency } from './recurring-frequency';

describe('monthlyEquivalentCents', () => {
  it('scales each provider frequency to a month', () => {
    expect(monthlyEquivalentCents(1200, 'WEEKLY')).toBe(5200); // 12.00 x 52 / 12
    expect(monthlyEquivalentCents(1200, 'BIWEEKLY')).toBe(2600);
    expect(monthlyEquivalentCents(1200, 'SEMI_MONTHLY')).toBe(2400);
    expect(monthlyEquivalentCents(1799, 'MONTHLY')).toBe(1799);
    expect(monthlyEquivalentCents(2700, 'QUARTERLY')).toBe(900);
    expect(monthlyEquivalentCents(13900, 'ANNUALLY')).toBe(1158); // 1158.33...
    expect(monthlyEquivalentCents(1200, 'yearly')).toBe(100);
  });

  it('rounds half up to the cent, per item', () => {
    expect(monthlyEquivalentCents(6, 'ANNUALLY')).toBe(1); // 0.5 -> 1
    expect(monthlyEquivalentCents(5, 'ANNUALLY')).toBe(0); // 0.41 -> 0
    expect(monthlyEquivalentCents(7, 'ANNUALLY')).toBe(1); // 0.58 -> 1
    expect(monthlyEquivalentCents(471, 'WEEKLY')).toBe(2041); // 2041.0
    expect(monthlyEquivalentCents(1, 'WEEKLY')).toBe(4); // 4.33 -> 4
    expect(monthlyEquivalentCents(-6, 'ANNUALLY')).toBe(-1); // half away from zero
  });

  it('has no monthly equivalent for unknown frequencies', () => {
    expect(monthlyEquivalentCents(1000, 'UNKNOWN')).toBeNull();
    expect(monthlyEquivalentCents(1000, '')).toBeNull();
    expect(monthlyEquivalentCents(1000, null)).toBeNull();
  });

  it('refuses fractions of a cent', () => {
    expect(() => monthlyEquivalentCents(12.5, 'MONTHLY')).toThrow(RangeError);
  });
});

describe('recurringMonthlyCost', () => {
  it('sums rounded monthly equivalents and counts what it left out', () => {
    const summary = recurringMonthlyCost([
      { amountCents: 1799, frequency: 'MONTHLY' },
      { amountCents: 13900, frequency: 'ANNUALLY' },
      { amountCents: 625, frequency: 'WEEKLY' },
      { amountCents: 999, frequency: 'UNKNOWN' },
    ]);
    expect(summary).toEqual({ monthlyCents: 1799 + 1158 + 2708, excludedCount: 1 });
  });

  it('is zero for no items', () => {
    expect(recurringMonthlyCost([])).toEqual({ monthlyCents: 0, excludedCount: 0 });
  });

  it('group totals add up to the overall total', () => {
    const a = [
      { amountCents: 7, frequency: 'ANNUALLY' },
      { amountCents: 1, frequency: 'WEEKLY' },
    ];
    const b = [{ amountCents: 7, frequency: 'ANNUALLY' }];
    expect(recurringMonthlyCost([...a, ...b]).monthlyCents).toBe(
      recurringMonthlyCost(a).monthlyCents + recurringMonthlyCost(b).monthlyCents,
    );
  });
});

describe('effectiveFrequency', () => {
  it('keeps a frequency the provider knows', () => {
    expect(effectiveFrequency('MONTHLY', '2026-01-01', '2026-10-01', 4)).toBe('MONTHLY');
  });

  it('infers quarterly from the gaps of an UNKNOWN stream', () => {
    expect(effectiveFrequency('UNKNOWN', '2025-02-10', '2026-11-10', 8)).toBe('QUARTERLY');
  });

  it('infers other cadences from their gaps', () => {
    expect(effectiveFrequency('UNKNOWN', '2026-01-01', '2026-01-29', 5)).toBe('WEEKLY');
    expect(effectiveFrequency('UNKNOWN', '2026-01-01', '2026-03-01', 3)).toBe('MONTHLY');
    expect(effectiveFrequency('UNKNOWN', '2025-01-15', '2026-01-15', 2)).toBe('ANNUALLY');
  });

  it('leaves irregular gaps and single charges unknown', () => {
    expect(effectiveFrequency('UNKNOWN', '2026-01-01', '2026-03-01', 2)).toBe('UNKNOWN'); // 59 days
    expect(effectiveFrequency('UNKNOWN', '2026-01-01', '2026-01-01', 1)).toBe('UNKNOWN');
  });
});
