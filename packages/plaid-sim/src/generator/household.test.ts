import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { CATEGORIES, type CategoryKey } from '../data/categories.ts';
import { LARGE_SCALE, personaOf } from '../data/sandbox-users.ts';
import { addDays } from '../core/dates.ts';
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
    // The stretched household's pay and fees follow its balance, from the past only.
    const options = { seed: 11, createdOn: '2026-11-01', persona: 'stretched' } as const;
    const stretchedEarly = generateHousehold({ ...options, today: '2026-11-10' });
    const stretchedLate = generateHousehold({ ...options, today: '2027-02-20' });
    expect(strip(snapshot(stretchedLate, '2026-11-10'))).toEqual(
      strip(snapshot(stretchedEarly, '2026-11-10')),
    );
  });

  it('covers 24 months with pending charges in the last days and consistent balances', () => {
    const h = generateHousehold({ seed: 3, today: TODAY });
    const views = snapshot(h, TODAY);
    expect(views[0]?.date.slice(0, 7)).toBe('2024-11');
    const pending = views.filter((v) => v.pending);
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((v) => v.date >= '2026-11-18')).toBe(true);
    const balances = balancesOn(h, TODAY);
    for (const key of ['credit', 'student', 'auto'] as const)
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

  // How fast it generates is a benchmark's business (bench/), never a test's: timings flake under load.
  it('scales to ~10,000 transactions for benchmarks', () => {
    const large = snapshot(generateHousehold({ seed: 5, today: TODAY, scale: LARGE_SCALE }), TODAY);
    expect(large.length).toBeGreaterThan(9000);
    expect(large.length).toBeLessThan(11500);
  });
});

describe('personas', () => {
  const SEEDS = [3, 42, 987, 2024, 31337, 123456];
  const netWorth = (h: ReturnType<typeof generateHousehold>, day: string) => {
    const balances = balancesOn(h, day);
    return h.accounts.reduce((sum, a) => {
      const current = balances.get(a.key)?.current ?? 0;
      return a.type === 'credit' || a.type === 'loan' ? sum - current : sum + current;
    }, 0);
  };
  const minChecking = (h: ReturnType<typeof generateHousehold>) => {
    let min = Infinity;
    for (const v of snapshot(h, TODAY)) {
      if (v.txn.accountKey !== 'checking' || v.pending) continue;
      min = Math.min(min, balancesOn(h, v.date).get('checking')?.current ?? 0);
    }
    return min;
  };
  const has = (h: ReturnType<typeof generateHousehold>, seriesKey: string) =>
    snapshot(h, TODAY).some((v) => v.txn.seriesKey === seriesKey);

  it('gives every login but user_stretched a median household: renting, saving, positive net worth', () => {
    expect(personaOf('user_good')).toBe('median');
    for (const seed of SEEDS) {
      const h = generateHousehold({ seed, today: TODAY });
      expect(h.accounts.map((a) => a.key)).not.toContain('mortgage');
      expect(has(h, 'rent') && !has(h, 'mortgage'), `rent, not a mortgage (seed ${seed})`).toBe(true);
      for (const day of [h.start, '2025-11-21', TODAY])
        expect(netWorth(h, day), `net worth on ${day} (seed ${seed})`).toBeGreaterThan(20_000);
      expect(minChecking(h), `never overdrawn (seed ${seed})`).toBeGreaterThan(0);
      const kinds = new Set(householdTruth(seed, TODAY).fees.map((f) => f.kind));
      expect(kinds.has('overdraft') || kinds.has('insufficient_funds')).toBe(false);
      expect(kinds.size, 'some bank fees all the same').toBeGreaterThanOrEqual(3);
      // Any 90 days show a fee (the Bank Fees screen and its tests read the last 90 days).
      const feeDays = householdTruth(seed, TODAY).fees.map((f) => f.date);
      for (let end = '2025-03-01'; end <= TODAY; end = addDays(end, 7)) {
        const from = addDays(end, -89);
        expect(
          feeDays.some((d) => d >= from && d <= end),
          `a fee in the 90 days to ${end}`,
        ).toBe(true);
      }
    }
  });

  it('gives user_stretched a mortgage and no rent, a checking account that overdraws, and its fees', () => {
    expect(personaOf('user_stretched')).toBe('stretched');
    for (const seed of SEEDS) {
      const h = generateHousehold({ seed, today: TODAY, persona: 'stretched' });
      expect(has(h, 'mortgage') && !has(h, 'rent'), `a mortgage, not rent (seed ${seed})`).toBe(true);
      expect(netWorth(h, TODAY)).toBeLessThan(0);
      expect(minChecking(h), `overdrawn at times (seed ${seed})`).toBeLessThan(0);
      const fees = householdTruth(seed, TODAY, { persona: 'stretched' }).fees;
      const recent = fees.filter((f) => f.date > '2025-11-21');
      for (const kind of ['overdraft', 'insufficient_funds', 'monthly_maintenance'] as const)
        expect(
          recent.some((f) => f.kind === kind),
          `${kind} in the last year (seed ${seed})`,
        ).toBe(true);
    }
  });

  it('charges an overdraft fee exactly when a debit leaves checking below zero', () => {
    const h = generateHousehold({ seed: 42, today: TODAY, persona: 'stretched' });
    for (const fee of snapshot(h, TODAY).filter((v) => v.txn.feeKind === 'overdraft')) {
      expect(balancesOn(h, fee.date).get('checking')?.current, fee.date).toBeLessThan(0);
    }
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

  it('flags every kind of fee (the stretched household pays them all), each a BANK_FEES transaction', () => {
    const stretched = householdTruth(42, TODAY, { persona: 'stretched' });
    expect(new Set(stretched.fees.map((f) => f.kind))).toEqual(
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
