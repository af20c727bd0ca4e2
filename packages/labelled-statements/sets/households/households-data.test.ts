import { describe, expect, it } from 'vitest';
import { transactionId } from '../../score/labels';
import { loadSet } from '../../score/load-set';
import { householdInput } from '../../score/score';

const households = loadSet('households');

describe('the labelled household set', () => {
  it('holds three households, two years, and at least 1,500 transactions', () => {
    expect(households.map((h) => h.name)).toEqual(['household-1', 'household-2', 'household-3']);
    const all = households.flatMap((h) => householdInput(h).transactions);
    expect(all.length).toBeGreaterThanOrEqual(1500);
    const dates = all.map((t) => t.date).sort();
    expect(dates[0]).toBe('2024-11-01');
    expect(dates.at(-1)! >= '2026-11-15' && dates.at(-1)! <= '2026-11-20').toBe(true);
  });

  it.each(households.map((h) => [h.name, h] as const))(
    '%s: labels point at real lines, once each',
    (_name, household) => {
      const byId = new Map(householdInput(household).transactions.map((t) => [t.id, t]));
      const seen = new Set<string>();
      for (const series of household.labels.series) {
        const members = series.lines.map((line) => byId.get(transactionId(series.file, line)));
        expect(members.every(Boolean), series.id).toBe(true);
        const signs = new Set(members.map((t) => Math.sign(t!.amountCents)));
        expect(signs.size, `${series.id} mixes money in and out`).toBe(1);
        const minimum = ['annual', 'semi_annual'].includes(series.cadence) ? 2 : 4;
        expect(series.lines.length, series.id).toBeGreaterThanOrEqual(minimum);
        for (const change of series.priceChanges) {
          const atChange = members.find((t) => t!.date === change.date);
          expect(Math.abs(atChange?.amountCents ?? 0), `${series.id} ${change.date}`).toBe(change.toCents);
        }
        for (const line of series.lines) {
          const id = transactionId(series.file, line);
          expect(seen.has(id), id).toBe(false);
          seen.add(id);
        }
      }
      for (const fee of household.labels.fees) {
        const id = transactionId(fee.file, fee.line);
        expect(byId.get(id)?.amountCents ?? 0, id).toBeGreaterThan(0);
        expect(seen.has(id), `${id} is both a fee and a series line`).toBe(false);
      }
    },
  );

  it('has every cadence, kind and fee kind at least twice across the households', () => {
    const series = households.flatMap((h) => h.labels.series);
    const fees = households.flatMap((h) => h.labels.fees);
    const count = (values: string[]) =>
      values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>());
    const cadences = count(series.map((s) => s.cadence));
    const kinds = count(series.map((s) => s.kind));
    const feeKinds = count(fees.map((f) => f.kind));
    for (const c of ['weekly', 'biweekly', 'semi_monthly', 'monthly', 'quarterly', 'semi_annual', 'annual']) {
      expect(cadences.get(c) ?? 0, c).toBeGreaterThanOrEqual(2);
    }
    for (const k of ['subscription', 'bill', 'income', 'transfer', 'loan'])
      expect(kinds.get(k) ?? 0, k).toBeGreaterThanOrEqual(2);
    const allFeeKinds = [
      'atm',
      'overdraft',
      'insufficient_funds',
      'foreign_transaction',
      'monthly_maintenance',
    ];
    for (const k of [...allFeeKinds, 'late', 'interest', 'annual_card', 'wire', 'other']) {
      expect(feeKinds.get(k) ?? 0, k).toBeGreaterThanOrEqual(2);
    }
    expect(series.filter((s) => !s.active).length).toBeGreaterThanOrEqual(3);
    expect(
      series.filter((s) => s.priceChanges.some((c) => c.toCents < c.fromCents)).length,
    ).toBeGreaterThanOrEqual(1);
  });
});
