import { describe, expect, it } from 'vitest';
import { estimatedTaxPeriods, taxDueAlerts, taxToSetAside } from './tax-set-aside';

describe('set aside for taxes', () => {
  it('has the four federal due dates, the last in January of the next year', () => {
    expect(estimatedTaxPeriods(2026).map((p) => p.due)).toEqual([
      '2026-04-15',
      '2026-06-15',
      '2026-09-15',
      '2027-01-15',
    ]);
  });

  it('sets aside the rate of a profit, nothing of a loss', () => {
    expect(taxToSetAside(1_000_001, 25)).toBe(250_000);
    expect(taxToSetAside(-5_000, 25)).toBe(0);
    expect(taxToSetAside(10_000, 30)).toBe(3_000);
  });

  it('alerts from 7 days before a due date with something to pay, once per date', () => {
    const [q1, q2] = estimatedTaxPeriods(2026).map((p) => ({
      ...p,
      netProfitCents: 40_000,
      amountCents: 10_000,
    }));
    expect(taxDueAlerts('2026-04-07', [q1!])).toEqual([]);
    const [alert] = taxDueAlerts('2026-04-08', [q1!, q2!]);
    expect(alert).toMatchObject({ kind: 'tax_due', dedupeKey: 'tax_due:2026-04-15', amountCents: 10_000 });
    expect(alert?.body).toContain('$100.00');
    expect(taxDueAlerts('2026-04-16', [q1!])).toEqual([]);
    expect(taxDueAlerts('2026-04-10', [{ ...q1!, amountCents: 0 }])).toEqual([]);
  });
});
