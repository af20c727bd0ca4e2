import { describe, expect, it } from 'vitest';
import { fileMapping } from './file-categories';
import { legacyMapping } from './legacy-categories';
import { mappedCategory, wordKey } from './source-tables';

const file = (cell: string, amount = 1000) => {
  const mapping = fileMapping(cell);
  return mapping ? mappedCategory(mapping, amount).detailed : mapping;
};
const legacy = (list: string[], amount = 1000) => {
  const mapping = legacyMapping(list);
  return mapping ? mappedCategory(mapping, amount).detailed : null;
};

describe('wordKey', () => {
  it('ignores case, spacing, accents and & vs and', () => {
    expect(wordKey('Restaurant-Bar & Café')).toBe(wordKey('restaurant  bar and cafe'));
    expect(wordKey('  GAS/Automotive ')).toBe('gas automotive');
  });
});

describe('Plaid legacy categories', () => {
  it.each([
    [['Shops', 'Supermarkets and Groceries'], 1000, 'FOOD_AND_DRINK_GROCERIES'],
    [['Travel', 'Gas Stations'], 1000, 'TRANSPORTATION_GAS'],
    [['Transfer', 'Payroll'], -250000, 'INCOME_WAGES'],
    [['Payment', 'Rent'], 150000, 'RENT_AND_UTILITIES_RENT'],
    [['Payment', 'Credit Card'], 50000, 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'],
    [['Service', 'Utilities'], 9000, 'RENT_AND_UTILITIES_OTHER_UTILITIES'],
    [['Service', 'Utilities', 'Water'], 9000, 'RENT_AND_UTILITIES_WATER'],
    [['Food and Drink', 'Restaurants', 'Coffee Shop'], 500, 'FOOD_AND_DRINK_COFFEE'],
    [['Food and Drink', 'Restaurants', 'Fast Food'], 900, 'FOOD_AND_DRINK_FAST_FOOD'],
    [['Recreation', 'Gyms and Fitness Centers'], 4000, 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS'],
    [['Transfer'], -5000, 'TRANSFER_IN_ACCOUNT_TRANSFER'],
    [['Transfer'], 5000, 'TRANSFER_OUT_ACCOUNT_TRANSFER'],
    [['Interest'], -100, 'INCOME_INTEREST_EARNED'],
    [['Interest'], 100, 'BANK_FEES_INTEREST_CHARGE'],
    [['Healthcare', 'Healthcare Services', 'Dentists'], 100, 'MEDICAL_DENTAL_CARE'],
    [['Shops'], 100, 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE'],
    [['Tax', 'Refund'], -100, 'INCOME_TAX_REFUND'],
    [['Bank Fees', 'Overdraft'], 100, 'BANK_FEES_OVERDRAFT_FEES'],
  ])('%j (%i) -> %s', (list, amount, detailed) => expect(legacy(list, amount)).toBe(detailed));

  it('maps every entry of the spec Edit Transaction list onto a primary', async () => {
    const { TRANSACTION_EDIT_CATEGORIES } = await import('../edit-form-categories');
    for (const entry of TRANSACTION_EDIT_CATEGORIES) expect(legacy([entry]), entry).not.toBeNull();
  });

  it('returns null for a list it does not know', () => expect(legacy(['Nonsense'])).toBeNull());
});

describe('bank file category words', () => {
  it.each([
    ['Food & Drink', 'FOOD_AND_DRINK_RESTAURANT'],
    ['Groceries', 'FOOD_AND_DRINK_GROCERIES'],
    ['Gas', 'TRANSPORTATION_GAS'],
    ['Bills & Utilities', 'RENT_AND_UTILITIES_OTHER_UTILITIES'],
    ['Shopping', 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE'],
    ['Dining', 'FOOD_AND_DRINK_RESTAURANT'],
    ['Merchandise', 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE'],
    ['Gas/Automotive', 'TRANSPORTATION_GAS'],
    ['Fee/Interest Charge', 'BANK_FEES_OTHER_BANK_FEES'],
    ['Health Care', 'MEDICAL_OTHER_MEDICAL'],
    ['Restaurant-Bar & Café', 'FOOD_AND_DRINK_RESTAURANT'],
    ['Merchandise & Supplies-Groceries', 'FOOD_AND_DRINK_GROCERIES'],
    ['Transportation-Fuel', 'TRANSPORTATION_GAS'],
    ['Travel-Airline', 'TRAVEL_FLIGHTS'],
    ['Supermarkets', 'FOOD_AND_DRINK_GROCERIES'],
    ['Restaurants', 'FOOD_AND_DRINK_RESTAURANT'],
    ['Gasoline', 'TRANSPORTATION_GAS'],
    ['Awards and Rebate Credits', 'INCOME_OTHER_INCOME'],
    ['Grocery', 'FOOD_AND_DRINK_GROCERIES'],
    ['  GROCERY ', 'FOOD_AND_DRINK_GROCERIES'],
    ['Coffee Shops', 'FOOD_AND_DRINK_COFFEE'],
    ['Mortgage & Rent', 'RENT_AND_UTILITIES_RENT'],
    ['Paycheck', 'INCOME_WAGES'],
    ['Monthly Bills: Electric', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'],
    ['Dining Out', 'FOOD_AND_DRINK_RESTAURANT'],
  ])('%s -> %s', (cell, detailed) => expect(file(cell)).toBe(detailed));

  it.each([['Payments and Credits'], ['Miscellaneous'], ['Uncategorized']])(
    '%s says nothing (null)',
    (cell) => {
      expect(fileMapping(cell)).toBeNull();
    },
  );

  it('does not know made-up words (undefined)', () => expect(fileMapping('Zorblax')).toBeUndefined());
});

describe('our own export labels read back', () => {
  it.each([
    ['Wages & Salary', -250000, 'INCOME_WAGES'],
    ['Cash Withdrawal', 6000, 'TRANSFER_OUT_WITHDRAWAL'],
    ['Events, Amusement Parks & Museums', 4000, 'ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS'],
    ['Other General Merchandise', 1500, 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE'],
    ['FOOD_AND_DRINK_GROCERIES', 4500, 'FOOD_AND_DRINK_GROCERIES'],
    // A word the bank table knows keeps the bank's meaning.
    ['Groceries', 4500, 'FOOD_AND_DRINK_GROCERIES'],
    ['Gas', 4000, 'TRANSPORTATION_GAS'],
  ])('%s -> %s', (cell, amount, detailed) => {
    expect(file(cell, amount)).toBe(detailed);
  });
});
