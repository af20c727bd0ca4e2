import { describe, expect, it } from 'vitest';
import { TRANSACTION_EDIT_CATEGORIES } from '../edit-form-categories';
import { PFC_V1_PRIMARIES, pfc } from './pfc';
import {
  editCategoryOfPfc,
  editCategoryPrimaries,
  PERSONAL_ENTRIES_PFC,
  pfcOfEditCategory,
  pfcOfPersonalEntry,
} from './spec-lists';

describe('Edit Transaction entries', () => {
  it.each([
    ['FOOD_AND_DRINK_GROCERIES', 'Food and Drink'],
    ['INCOME_WAGES', 'Payroll'],
    ['TRANSFER_IN_DEPOSIT', 'Deposit'],
    ['TRANSFER_OUT_SAVINGS', 'Transfer'],
    ['BANK_FEES_INTEREST_CHARGE', 'Interest'],
    ['BANK_FEES_ATM_FEES', 'Bank Fees'],
    ['GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT', 'Tax'],
    ['GOVERNMENT_AND_NON_PROFIT_GOVERNMENT_DEPARTMENTS_AND_AGENCIES', 'Government and Non-Profit'],
    ['INCOME_DIVIDENDS', null],
    ['TRANSFER_IN_SAVINGS', null],
    ['RENT_AND_UTILITIES_RENT', null],
  ] as const)('%s shows as %s', (detailed, entry) => {
    expect(editCategoryOfPfc(pfc(detailed))).toBe(entry);
  });

  it('shows each entry’s own category as that entry', () => {
    for (const entry of TRANSACTION_EDIT_CATEGORIES) {
      expect(editCategoryOfPfc(pfcOfEditCategory(entry, 500))).toBe(entry);
      expect(editCategoryOfPfc(pfcOfEditCategory(entry, -500))).toBe(entry);
    }
  });

  it('each save a PFC category of a known primary', () => {
    for (const entry of TRANSACTION_EDIT_CATEGORIES) {
      for (const primary of editCategoryPrimaries(entry)) expect(PFC_V1_PRIMARIES).toContain(primary);
    }
  });

  it.each([
    ['Food and Drink', 500, null, 'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK'],
    ['Food and Drink', 500, pfc('FOOD_AND_DRINK_GROCERIES'), 'FOOD_AND_DRINK_GROCERIES'],
    ['Shops', 500, pfc('FOOD_AND_DRINK_GROCERIES'), 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE'],
    ['Payroll', -250000, null, 'INCOME_WAGES'],
    ['Transfer', -500, null, 'TRANSFER_IN_ACCOUNT_TRANSFER'],
    ['Transfer', 500, null, 'TRANSFER_OUT_ACCOUNT_TRANSFER'],
    ['Interest', 500, null, 'BANK_FEES_INTEREST_CHARGE'],
    ['Tax', 500, null, 'GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT'],
    ['Healthcare', 500, null, 'MEDICAL_OTHER_MEDICAL'],
  ] as const)('%s (%i, was %j) saves %s', (entry, amount, current, detailed) => {
    expect(pfcOfEditCategory(entry, amount, current).detailed).toBe(detailed);
  });
});

describe('Personal Finance Categories entries', () => {
  it('each name a PFC primary or detailed category', () => {
    for (const { entry, pfc: named } of PERSONAL_ENTRIES_PFC) expect(named, entry).not.toBeNull();
  });

  it.each([
    ['FOOD_AND_DRINK', { primary: 'FOOD_AND_DRINK', detailed: null }],
    ['FOOD_AND_DRINK_GROCERIES', { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' }],
    ['WAGES', { primary: 'INCOME', detailed: 'INCOME_WAGES' }],
    ['NOT_A_CATEGORY', null],
  ])('%s names %j', (entry, named) => expect(pfcOfPersonalEntry(entry)).toEqual(named));
});
