import { describe, expect, it } from 'vitest';
import { profitAndLoss, scheduleC, type BookTotal } from './business-books';

const t = (category: string | null, cents: number, rows = 1): BookTotal => ({ category, cents, rows });

describe('profitAndLoss', () => {
  it('puts income categories on the income side and refunds against their own category', () => {
    const pl = profitAndLoss([
      t('Consulting', -500_000),
      t('Consulting', 20_000), // money returned to a customer
      t('software_and_cloud_services', 4_500),
      t('software_and_cloud_services', -1_500), // a refund
      t('business_meals', 3_000),
    ]);
    expect(pl.income).toEqual([{ category: 'Consulting', cents: 480_000 }]);
    expect(pl.expenses).toEqual([
      { category: 'business_meals', cents: 3_000 },
      { category: 'software_and_cloud_services', cents: 3_000 },
    ]);
    expect(pl).toMatchObject({ incomeCents: 480_000, expenseCents: 6_000, netCents: 474_000 });
  });

  it('leaves loan principal and distributions out, and sides uncategorised rows by their sign', () => {
    const pl = profitAndLoss([
      t('loan_principal', 30_000),
      t('Distributions', -10_000),
      t(null, 2_500),
      t(null, -7_000),
    ]);
    expect(pl.income).toEqual([{ category: null, cents: 7_000 }]);
    expect(pl.expenses).toEqual([{ category: null, cents: 2_500 }]);
    expect(pl.netCents).toBe(4_500);
  });
});

describe('scheduleC', () => {
  it('adds categories up per line, meals at 50%, in the form order', () => {
    const c = scheduleC(2026, [
      t('business_meals', 10_001),
      t('meals_and_entertainment', 2_000),
      t('software_and_cloud_services', 12_000),
      t('office_supplies', 3_000),
      t('Service Sales', -900_000),
      t('Consulting', -100_000),
      t('Grants', -5_000),
      t('raw_materials', 40_000),
    ]);
    expect(c.lines).toEqual([
      { line: '1', label: 'Gross receipts or sales', amountCents: 1_000_000, deductibleCents: 1_000_000 },
      { line: '4', label: 'Cost of goods sold (Part III)', amountCents: 40_000, deductibleCents: 40_000 },
      { line: '6', label: 'Other income', amountCents: 5_000, deductibleCents: 5_000 },
      { line: '18', label: 'Office expense', amountCents: 15_000, deductibleCents: 15_000 },
      { line: '24b', label: 'Deductible meals', amountCents: 12_001, deductibleCents: 6_001 },
    ]);
    expect(c).toMatchObject({
      year: 2026,
      grossReceiptsCents: 1_000_000,
      otherIncomeCents: 5_000,
      costOfGoodsSoldCents: 40_000,
      totalExpensesCents: 21_001,
      netProfitCents: 1_000_000 + 5_000 - 40_000 - 21_001,
    });
  });

  it('nets refunds on their line and customer refunds off gross receipts', () => {
    const c = scheduleC(2026, [
      t('flights', 60_000),
      t('flights', -20_000),
      t('Service Sales', -300_000),
      t('Service Sales', 50_000),
    ]);
    expect(c.lines.find((l) => l.line === '24a')?.amountCents).toBe(40_000);
    expect(c.grossReceiptsCents).toBe(250_000);
    expect(c.netProfitCents).toBe(210_000);
  });

  it('lists none lines apart with why, and counts uncategorised rows on no line', () => {
    const c = scheduleC(2026, [
      t('client_entertainment', 8_000),
      t('loan_principal', 50_000, 12),
      t(null, 4_200, 3),
      t(null, -1_000, 1),
    ]);
    expect(c.lines).toEqual([]);
    expect(c.notOnScheduleC).toEqual([
      { category: 'loan_principal', why: 'Not an expense (loan principal)', amountCents: 50_000 },
      { category: 'client_entertainment', why: 'Not deductible (entertainment)', amountCents: 8_000 },
    ]);
    expect(c).toMatchObject({ uncategorisedCount: 4, uncategorisedCents: 3_200, netProfitCents: 0 });
  });

  it('rounds half a cent of meals away from zero', () => {
    expect(scheduleC(2026, [t('business_meals', 1)]).lines[0]?.deductibleCents).toBe(1);
    expect(scheduleC(2026, [t('business_meals', -1)]).lines[0]?.deductibleCents).toBe(-1);
  });
});
