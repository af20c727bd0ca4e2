import { describe, expect, it } from 'vitest';
import { BUSINESS_CATEGORY_GROUPS } from '../categories/business-categories';
import { profitAndLoss, scheduleC, type BookTotal } from './business-books';
import { isBusinessIncomeCategory } from './business-use';
import {
  countsInProfitAndLoss,
  MOVED_KINDS,
  MOVED_RULES,
  NOT_PROFIT_OR_LOSS_CATEGORY_NAMES,
  notProfitOrLossRule,
  offScheduleCRule,
} from './profit-and-loss-rule';
import { scheduleCMappingOf } from './schedule-c-lines';

const t = (category: string | null, cents: number, rows = 1): BookTotal => ({ category, cents, rows });
const CATALOGUE = BUSINESS_CATEGORY_GROUPS.flatMap((g) => g.categories);
const sum = (values: readonly { cents: number }[]) => values.reduce((s, v) => s + v.cents, 0);

describe('the one rule for what is profit or loss', () => {
  it('leaves out the issue list: loan principal, income tax, own health insurance, charity, distributions', () => {
    for (const category of [
      'loan_principal',
      'line_of_credit_payments',
      'income_tax',
      'health_insurance',
      'charitable_contributions',
      'Distributions',
    ]) {
      expect(countsInProfitAndLoss(category), category).toBe(false);
    }
    expect(notProfitOrLossRule('health_insurance')?.why).toContain('Schedule 1');
    for (const counted of [null, 'loan_interest', 'business_meals', 'sales_tax', 'Consulting']) {
      expect(countsInProfitAndLoss(counted), String(counted)).toBe(true);
    }
  });

  it('puts every category that is not profit or loss on no Schedule C line', () => {
    for (const category of NOT_PROFIT_OR_LOSS_CATEGORY_NAMES) {
      expect(CATALOGUE, category).toContain(category);
      expect(scheduleCMappingOf(category)?.line, category).toBe('none');
    }
  });

  it('says why in plain words: a label and a sentence, never a snake_case name', () => {
    const rules = [
      ...NOT_PROFIT_OR_LOSS_CATEGORY_NAMES.map((c) => notProfitOrLossRule(c)!),
      ...MOVED_KINDS.map((k) => MOVED_RULES[k]),
      ...CATALOGUE.filter((c) => scheduleCMappingOf(c)?.line === 'none' && countsInProfitAndLoss(c)).map(
        offScheduleCRule,
      ),
    ];
    for (const { label, why } of rules) {
      expect(label).not.toMatch(/_/);
      expect(why).toMatch(/^[A-Z].*\.$/);
      expect(why).not.toMatch(/_/);
    }
  });

  it('sides each Schedule C line as the books do: lines 1 and 6 are income categories, the rest are not', () => {
    for (const category of CATALOGUE) {
      const mapping = scheduleCMappingOf(category);
      expect(mapping, category).toBeDefined();
      if (mapping!.line === 'none') continue;
      const incomeLine = mapping!.line === '1' || mapping!.line === '6';
      expect(isBusinessIncomeCategory(category), category).toBe(incomeLine);
    }
  });
});

describe('profitAndLoss against scheduleC', () => {
  it('lists what is not profit or loss apart, with why, and money moved between own accounts by kind', () => {
    const pl = profitAndLoss(
      [
        t('Service Sales', -1_000_000),
        t('software_and_cloud_services', 20_000),
        t('loan_principal', 90_000, 12),
        t('loan_interest', 11_000, 12),
        t('income_tax', 400_000, 4),
        t('health_insurance', 60_000, 12),
        t('charitable_contributions', 5_000),
        t('Distributions', 250_000, 3),
      ],
      [
        { kind: 'card_payments', cents: 70_000 },
        { kind: 'transfers_out', cents: 300_000 },
        { kind: 'transfers_in', cents: -50_000 },
      ],
    );
    expect(pl.expenses).toEqual([
      { category: 'software_and_cloud_services', cents: 20_000 },
      { category: 'loan_interest', cents: 11_000 },
    ]);
    expect(pl).toMatchObject({ incomeCents: 1_000_000, expenseCents: 31_000, netCents: 969_000 });
    expect(pl.notInProfitAndLoss.map((n) => [n.category, n.cents])).toEqual([
      ['income_tax', 400_000],
      ['transfers_out', 300_000],
      ['Distributions', 250_000],
      ['loan_principal', 90_000],
      ['card_payments', 70_000],
      ['health_insurance', 60_000],
      ['transfers_in', -50_000],
      ['charitable_contributions', 5_000],
    ]);
    expect(pl.notInProfitAndLoss[0]).toEqual({
      category: 'income_tax',
      label: 'Income tax payments',
      why: 'Income tax is paid on your profit, not a cost of earning it.',
      cents: 400_000,
    });
    // Nothing here differs from Schedule C: the nets agree to the cent.
    expect(pl.scheduleCDifferences).toEqual([]);
    expect(pl.netCents).toBe(
      scheduleC(2026, [
        t('Service Sales', -1_000_000),
        t('software_and_cloud_services', 20_000),
        t('loan_interest', 11_000),
      ]).netProfitCents,
    );
  });

  it('counts meals in full and states the other 50% as Schedule C rounds it', () => {
    const totals = [
      t('Consulting', -500_000),
      t('business_meals', 10_001),
      t('meals_and_entertainment', 2_000),
    ];
    const pl = profitAndLoss(totals);
    expect(pl.expenseCents).toBe(12_001);
    expect(pl.netCents).toBe(487_999);
    expect(pl.netNote).toBe('Meals count in full here and at 50% on Schedule C.');
    // Line 24b: 12,001 spent, 6,001 deductible (half a cent rounds away from zero).
    expect(pl.scheduleCDifferences).toEqual([
      { label: 'Meals', why: 'Meals count in full here; Schedule C deducts 50% of them.', cents: -6_000 },
    ]);
    expect(pl.scheduleCNetProfitCents).toBe(scheduleC(2026, totals).netProfitCents);
    expect(pl.scheduleCNetProfitCents).toBe(500_000 - 6_001);
  });

  it("holds net = Schedule C's net profit + the stated differences to the cent, over every category", () => {
    // Every catalogue category with an odd amount, some refunded, plus rows with no category each way.
    const totals: BookTotal[] = CATALOGUE.flatMap((category, i) => {
      const cents = (isBusinessIncomeCategory(category) ? -1 : 1) * (10_007 + i * 1_313);
      return i % 3 === 0 ? [t(category, cents), t(category, -Math.trunc(cents / 7))] : [t(category, cents)];
    });
    totals.push(t(null, 4_321, 2), t(null, -98_765, 3));
    const pl = profitAndLoss(totals, [{ kind: 'transfers_out', cents: 12_345 }]);
    const c = scheduleC(2026, totals);
    expect(pl.scheduleCNetProfitCents).toBe(c.netProfitCents);
    expect(pl.netCents).toBe(c.netProfitCents + sum(pl.scheduleCDifferences));
    expect(pl.netCents).toBe(pl.incomeCents - pl.expenseCents);
    expect(pl.expenseCents).toBe(sum(pl.expenses));
    expect(pl.incomeCents).toBe(sum(pl.income));
    // Each difference is stated: meals, the categories off Schedule C the books count, the uncategorised.
    expect(pl.scheduleCDifferences.map((d) => d.label).sort()).toEqual(
      [
        'Capital gains',
        'Client entertainment',
        'Dividends',
        'Fines and penalties',
        'Interest income',
        'Meals',
        'Rental income',
        'Rows with no category yet',
      ].sort(),
    );
    expect(pl.scheduleCDifferences.find((d) => d.label === 'Rows with no category yet')?.cents).toBe(
      98_765 - 4_321,
    );
    // Everything not in profit or loss is listed, and none of it is counted on either side.
    const listed = new Set(pl.notInProfitAndLoss.map((n) => n.category));
    expect(listed).toEqual(new Set([...NOT_PROFIT_OR_LOSS_CATEGORY_NAMES, 'transfers_out']));
    const counted = new Set([...pl.income, ...pl.expenses].map((r) => r.category));
    for (const category of listed) expect(counted.has(category), category).toBe(false);
  });
});
