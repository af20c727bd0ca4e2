import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { CATEGORIES, type CategoryKey } from '../data/categories.ts';
import { LARGE_SCALE } from '../data/sandbox-users.ts';
import { balancesOn, generateHousehold, snapshot } from './household.ts';
import { householdTruth } from './truth.ts';

const TODAY = '2026-11-21';

describe('household generator', () => {
  it('is deterministic per seed and never uses Math.random', () => {
    const spy = vi.spyOn(Math, 'random');
    const a = generateHousehold({ seed: 7, today: TODAY });
    const b = generateHousehold({ seed: 7, today: TODAY });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(JSON.stringify(snapshot(a, TODAY))).toBe(JSON.stringify(snapshot(b, TODAY)));
    const c = generateHousehold({ seed: 8, today: TODAY });
    expect(snapshot(c, TODAY).map((v) => v.id)).not.toEqual(snapshot(a, TODAY).map((v) => v.id));
  });

  it('only appends as today advances: an earlier view is the same from a later horizon', () => {
    const early = generateHousehold({ seed: 11, today: '2026-11-10', createdOn: '2026-11-01' });
    const late = generateHousehold({ seed: 11, today: '2026-12-20', createdOn: '2026-11-01' });
    const strip = (views: ReturnType<typeof snapshot>) =>
      views.map((v) => [v.id, v.date, v.amount, v.pending]);
    expect(strip(snapshot(late, '2026-11-10'))).toEqual(strip(snapshot(early, '2026-11-10')));
    expect(balancesOn(late, '2026-11-10')).toEqual(balancesOn(early, '2026-11-10'));
  });

  it('covers 24 months with pending charges in the last days and consistent balances', () => {
    const h = generateHousehold({ seed: 3, today: TODAY });
    const views = snapshot(h, TODAY);
    expect(views[0]?.date.slice(0, 7)).toBe('2024-11');
    const pending = views.filter((v) => v.pending);
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((v) => v.date >= '2026-11-18')).toBe(true);
    const balances = balancesOn(h, TODAY);
    for (const key of ['credit', 'mortgage', 'student', 'auto'] as const)
      expect(balances.get(key)?.current).toBeGreaterThan(0);
    const checking = h.accounts.find((a) => a.key === 'checking');
    const posted = views
      .filter((v) => v.txn.accountKey === 'checking' && !v.pending)
      .reduce((s, v) => s + v.amount, 0);
    expect(balances.get('checking')?.current).toBeCloseTo((checking?.openingBalance ?? 0) - posted, 2);
    expect(
      views.every((v) => Number.isFinite(v.amount) && Math.round(v.amount * 100) / 100 === v.amount),
    ).toBe(true);
  });

  it('always has something pending, whatever the seed and the day', () => {
    for (let seed = 1; seed <= 120; seed++) {
      for (const day of ['2026-11-21', '2026-02-28', '2027-01-01']) {
        const pending = snapshot(generateHousehold({ seed: seed * 7919, today: day }), day).filter(
          (t) => t.pending,
        );
        expect(pending.length, `seed ${seed * 7919} on ${day}`).toBeGreaterThan(0);
      }
    }
    // 360 households: seconds on a quiet machine, longer on a loaded CI runner.
  }, 180_000);

  it("uses only category names from Plaid's taxonomy CSV", () => {
    const csv = readFileSync(new URL('../../data/pfc-v2.csv', import.meta.url), 'utf8');
    const rows = new Map(
      csv
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(','))
        .map(([p, d]) => [d, p]),
    );
    for (const key of Object.keys(CATEGORIES) as CategoryKey[])
      expect(rows.get(key), key).toBe(CATEGORIES[key].primary);
  });

  it('is fast, and scales to ~10,000 transactions for benchmarks', () => {
    generateHousehold({ seed: 1, today: TODAY });
    const started = performance.now();
    generateHousehold({ seed: 2, today: TODAY });
    expect(performance.now() - started).toBeLessThan(100);
    const large = snapshot(generateHousehold({ seed: 5, today: TODAY, scale: LARGE_SCALE }), TODAY);
    expect(large.length).toBeGreaterThan(9000);
    expect(large.length).toBeLessThan(11500);
  });
});

describe('household truth', () => {
  const truth = householdTruth(42, TODAY);
  const ids = new Map(snapshot(generateHousehold({ seed: 42, today: TODAY }), TODAY).map((v) => [v.id, v]));

  it('lists subscriptions at every cadence, with price rises and cancellations', () => {
    const subs = truth.recurring.filter((r) => r.type === 'subscription');
    expect(subs.length).toBeGreaterThanOrEqual(8);
    expect(new Set(subs.map((s) => s.cadence))).toEqual(
      new Set(['weekly', 'monthly', 'quarterly', 'annual']),
    );
    expect(subs.filter((s) => s.priceChanges.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(subs.filter((s) => !s.active).map((s) => s.seriesKey)).toEqual(
      expect.arrayContaining(['hulu', 'hellofresh']),
    );
    const bills = truth.recurring.filter((r) => r.type === 'bill').map((r) => r.category);
    for (const c of [
      'RENT_AND_UTILITIES_RENT',
      'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY',
      'RENT_AND_UTILITIES_TELEPHONE',
      'RENT_AND_UTILITIES_INTERNET_AND_CABLE',
      'GENERAL_SERVICES_INSURANCE',
    ]) {
      expect(bills).toContain(c);
    }
    expect(truth.recurring.find((r) => r.seriesKey === 'payroll')).toMatchObject({
      type: 'income',
      cadence: 'biweekly',
    });
  });

  it('points at real transactions of one account each, in date order', () => {
    for (const series of truth.recurring) {
      const views = series.transactionIds.map((id) => ids.get(id));
      expect(views.every((v) => v?.txn.accountKey === series.accountKey)).toBe(true);
      const dates = views.map((v) => v?.date ?? '');
      expect([...dates].sort()).toEqual(dates);
      expect(series.amounts).toEqual(views.map((v) => v?.amount));
    }
  });

  it('flags every kind of fee, each a BANK_FEES transaction', () => {
    expect(new Set(truth.fees.map((f) => f.kind))).toEqual(
      new Set([
        'monthly_maintenance',
        'atm',
        'overdraft',
        'insufficient_funds',
        'foreign_transaction',
        'late_fee',
        'interest_charged',
      ]),
    );
    for (const id of truth.feeTransactionIds)
      expect(CATEGORIES[ids.get(id)?.txn.category as CategoryKey].primary).toBe('BANK_FEES');
    const feeCategories = [...ids.values()].filter((v) => CATEGORIES[v.txn.category].primary === 'BANK_FEES');
    expect(feeCategories.length).toBe(truth.fees.length);
  });
});
