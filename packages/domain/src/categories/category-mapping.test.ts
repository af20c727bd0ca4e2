import { describe, expect, it } from 'vitest';
import {
  PFC_PRIMARY_TO_GROUP,
  editCategoryOf,
  personalCategoryOfPfc,
  personalGroupOf,
  pfcPrimaryOf,
} from './category-mapping';
import { PERSONAL_CATEGORY_GROUPS, PERSONAL_CATEGORY_GROUP_KEYS } from './personal-categories';

describe('PFC primary to group', () => {
  it('maps every group from at least one primary and every listed primary to its own group', () => {
    expect(new Set(Object.values(PFC_PRIMARY_TO_GROUP))).toEqual(new Set(PERSONAL_CATEGORY_GROUP_KEYS));
    for (const group of PERSONAL_CATEGORY_GROUPS) {
      for (const name of group.categories) expect(personalGroupOf(name), name).toBe(group.key);
    }
  });

  it.each([
    ['FOOD_AND_DRINK', 'FOOD_AND_DRINK'],
    ['FOOD_AND_DRINK_COFFEE', 'FOOD_AND_DRINK'],
    ['TRANSFER_IN_SAVINGS', 'TRANSFER_IN'],
    ['TRANSFER_OUT_WITHDRAWAL', 'TRANSFER_OUT'],
    ['loan_payments_car_payment', 'LOAN_PAYMENTS'],
    ['FOOD', null],
    ['TRANSFER', null],
    ['OTHER_OTHER', null],
  ])('pfcPrimaryOf(%s) = %s', (name, primary) => expect(pfcPrimaryOf(name)).toBe(primary));

  it.each([
    ['FOOD_AND_DRINK', 'foodAndDrink'],
    ['FOOD_AND_DRINK_COFFEE', 'foodAndDrink'],
    ['INCOME_WAGES', 'income'],
    ['INCOME_GIG_ECONOMY', 'income'],
    ['WAGES', 'income'],
    ['LOAN_DISBURSEMENTS_AUTO', 'transfers'],
    ['RENT_AND_UTILITIES_OTHER_UTILITIES', 'rentAndUtilities'],
    ['BANK_FEES_LATE_FEES', 'bankFees'],
    ['OTHER', null],
    ['Food and Drink', null],
    ['', null],
  ])('personalGroupOf(%j) = %s', (name, group) => expect(personalGroupOf(name)).toBe(group));
});

describe('personalCategoryOfPfc', () => {
  it.each([
    ['FOOD_AND_DRINK_COFFEE', 'FOOD_AND_DRINK_COFFEE'],
    ['INCOME_DIVIDENDS', 'DIVIDENDS'],
    ['INCOME_WAGES', 'WAGES'],
    ['INCOME_SALARY', 'WAGES'],
    ['INCOME_OTHER_INCOME', 'OTHER_INCOME'],
    ['INCOME_OTHER', 'OTHER_INCOME'],
    ['INCOME_CHILD_SUPPORT', 'INCOME'],
    ['RENT_AND_UTILITIES_OTHER_UTILITIES', 'RENT_AND_UTILITIES'],
    ['LOAN_DISBURSEMENTS_STUDENT', 'TRANSFER_IN_CASH_ADVANCES_AND_LOANS'],
    ['BANK_FEES_LATE_FEES', 'BANK_FEES'],
    ['OTHER_OTHER', null],
  ])('%s -> %s', (name, listed) => expect(personalCategoryOfPfc(name)).toBe(listed));

  it('always lands on a listed name of the same group', () => {
    const listed = new Set(PERSONAL_CATEGORY_GROUPS.flatMap((g) => g.categories));
    for (const name of ['INCOME_MILITARY', 'TRAVEL_FLIGHTS', 'LOAN_PAYMENTS_EWA', 'TRANSFER_OUT']) {
      const result = personalCategoryOfPfc(name);
      expect(result !== null && listed.has(result)).toBe(true);
      expect(personalGroupOf(result ?? '')).toBe(personalGroupOf(name));
    }
  });
});

describe('editCategoryOf', () => {
  it.each([
    ['Food and Drink', 'Food and Drink'],
    ['food and drink', 'Food and Drink'],
    ['Shops', 'Shops'],
    ['Recreation', 'Recreation'],
    ['Healthcare', 'Healthcare'],
    ['Service', 'Service'],
    ['Community', 'Community'],
    ['Travel', 'Travel'],
    ['Bank Fees', 'Bank Fees'],
    ['Interest', 'Interest'],
    ['Tax', 'Tax'],
    ['Transfer', 'Transfer'],
    ['Cash Advance', 'Transfer'],
    ['Payment', null],
    ['FOOD_AND_DRINK_COFFEE', 'Food and Drink'],
    ['GENERAL_MERCHANDISE', 'Shops'],
    ['ENTERTAINMENT_TV_AND_MOVIES', 'Recreation'],
    ['MEDICAL_DENTAL_CARE', 'Healthcare'],
    ['INCOME_WAGES', 'Payroll'],
    ['INCOME_INTEREST_EARNED', 'Interest'],
    ['TRANSFER_IN_DEPOSIT', 'Deposit'],
    ['TRANSFER_OUT_SAVINGS', 'Transfer'],
    ['GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT', 'Tax'],
    ['GOVERNMENT_AND_NON_PROFIT_DONATIONS', 'Community'],
    ['RENT_AND_UTILITIES_RENT', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (category, edit) => expect(editCategoryOf(category)).toBe(edit));
});
