import { describe, expect, it } from 'vitest';
import {
  BUSINESS_CATEGORY_GROUPS,
  BUSINESS_EXPENSE_GROUPS,
  BUSINESS_INCOME_GROUPS,
} from './business-categories';
import { categorySummary } from './category-summary';

describe('business income groups', () => {
  it('match the spec word for word', () => {
    expect(BUSINESS_INCOME_GROUPS.map((g) => [g.key, g.categories])).toEqual([
      [
        'revenues',
        [
          'Consulting',
          'Freelance',
          'Subscriptions',
          'Fees',
          'Product Sales',
          'Service Sales',
          'Rental Income',
          'Grants',
          'Other Business Income',
        ],
      ],
      ['investments', ['Capital Gains', 'Dividends', 'Distributions']],
      ['otherIncome', ['Interest Income', 'Insurance Claim', 'Tax Refund']],
    ]);
    expect(BUSINESS_INCOME_GROUPS.every((g) => g.isIncome)).toBe(true);
  });
});

describe('business expense groups', () => {
  it.each([
    ['advertisingAndMarketing', 9],
    ['officeSuppliesAndSoftware', 7],
    ['mealsAndEntertainment', 5],
    ['professionalServices', 8],
    ['rentAndFacilitiesCosts', 8],
    ['taxes', 7],
    ['travelAndTransportation', 8],
    ['equipmentAndMachinery', 7],
    ['inventoryAndMaterials', 6],
    ['interestAndLoanPayments', 6],
    ['payrollAndBenefits', 7],
    ['insurancePremiums', 7],
    ['otherBusinessExpenses', 8],
  ])('%s has %d categories including its parent', (key, count) => {
    const group = BUSINESS_EXPENSE_GROUPS.find((g) => g.key === key);
    expect(group?.categories).toHaveLength(count);
  });

  it('are exactly the 13 spec groups, in order, none income', () => {
    expect(BUSINESS_EXPENSE_GROUPS).toHaveLength(13);
    expect(BUSINESS_EXPENSE_GROUPS.some((g) => g.isIncome)).toBe(false);
  });

  it('lead with a snake_case parent named after the group', () => {
    for (const group of BUSINESS_EXPENSE_GROUPS) {
      const snake = group.key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      expect(group.categories[0]).toBe(snake);
      for (const name of group.categories) expect(name).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });

  it('cover the sub-category hints of the spec', () => {
    const all = new Set(BUSINESS_EXPENSE_GROUPS.flatMap((g) => g.categories));
    for (const hint of [
      'digital_advertising',
      'print_advertising',
      'radio_advertising',
      'television_advertising',
      'search_engine_optimization_and_marketing',
      'software_and_cloud_services',
      'business_meals',
      'legal_fees',
      'income_tax',
      'sales_tax',
      'payroll_tax',
      'property_tax',
      'excise_tax',
      'flights',
      'lodging',
      'vehicles',
      'raw_materials',
      'finished_goods',
      'wages_and_salaries',
      'workers_compensation',
      'licenses_and_permits',
      'training_and_education',
      'research_and_development',
      'charitable_contributions',
    ]) {
      expect(all.has(hint), hint).toBe(true);
    }
  });

  it('never repeat a name', () => {
    const all = BUSINESS_EXPENSE_GROUPS.flatMap((g) => g.categories);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('business category summary', () => {
  it('is computed from the lists', () => {
    expect(categorySummary(BUSINESS_CATEGORY_GROUPS)).toEqual({
      incomeCategories: 15,
      expenseCategories: 93,
      groups: 16,
      total: 108,
    });
  });
});
