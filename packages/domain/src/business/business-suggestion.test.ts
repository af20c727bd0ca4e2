import { describe, expect, it } from 'vitest';
import { suggestBusinessCategory, type SuggestionMemory } from './business-suggestion';
import { effectiveBusinessUse } from './business-use';

const none: SuggestionMemory = { byMerchant: new Map(), lastIncomeCategory: null };
const row = (
  text: string,
  amountCents: number,
  personalDetailed: string | null = null,
  merchantKey = text,
) => ({
  text,
  amountCents,
  personalDetailed,
  merchantKey,
});

describe('suggestBusinessCategory', () => {
  it.each([
    ['FIGMA MONTHLY', 1_500, 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', 'software_and_cloud_services'],
    ['DELTA AIR LINES 0062345', 42_000, 'TRAVEL_FLIGHTS', 'flights'],
    ['Delta', 42_000, null, 'flights'],
    ['JOE S DINER', 4_200, 'FOOD_AND_DRINK_RESTAURANT', 'business_meals'],
    ['BLUE BOTTLE COFFEE', 600, 'FOOD_AND_DRINK_COFFEE', 'business_meals'],
    ['UBER TRIP', 2_300, 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES', 'rideshare_and_taxis'],
    ['COMCAST BUSINESS', 8_900, 'RENT_AND_UTILITIES_INTERNET_AND_CABLE', 'internet_and_phone'],
    ['MONTHLY SERVICE FEE', 1_500, 'BANK_FEES_OTHER_BANK_FEES', 'bank_fees'],
    ['STAPLES 0042', 3_000, 'GENERAL_MERCHANDISE_OFFICE_SUPPLIES', 'office_supplies'],
    ['FIGMA REFUND', -1_500, null, 'software_and_cloud_services'],
    ['STRIPE PAYOUT', -250_000, 'TRANSFER_IN_DEPOSIT', 'Service Sales'],
    ['TRANSFER FROM SAVINGS', -250_000, 'TRANSFER_IN_SAVINGS', null],
    ['ACME CO INVOICE 12', -400_000, 'INCOME_OTHER_INCOME', 'Service Sales'],
    ['INTEREST PAID', -120, 'INCOME_INTEREST_EARNED', 'Interest Income'],
    [
      'GOOGLE *GSUITE_LUMASTUDIO CC@GOOGLE.COM',
      1_440,
      'GENERAL_SERVICES_OTHER_GENERAL_SERVICES',
      'software_and_cloud_services',
    ],
    [
      'GOOGLE *ADS4839201775 CC@GOOGLE.COM',
      12_000,
      'GENERAL_SERVICES_OTHER_GENERAL_SERVICES',
      'digital_advertising',
    ],
    ['AIGA MEMBERSHIP NEW YORK NY', 25_000, null, 'memberships_and_dues'],
    ['DOMESTIKA ONLINE COURSE', 2_990, null, 'training_and_education'],
    ['HALVERSON & CO ACH PMT PPD ID: 9215551840', -612_500, 'TRANSFER_IN_DEPOSIT', 'Service Sales'],
    ['ONLINE TRANSFER FROM CHK ...4821 PPD PAYMENT', -50_000, 'TRANSFER_IN_ACCOUNT_TRANSFER', null],
  ])('%s (%i, %s) -> %s', (text, cents, pfc, expected) => {
    expect(suggestBusinessCategory(row(text, cents, pfc), none)?.category ?? null).toBe(expected);
  });

  it('sends a Stripe payout to Service Sales, or to the income category the user last chose', () => {
    expect(suggestBusinessCategory(row('STRIPE TRANSFER ST-123', -9_000), none)?.category).toBe(
      'Service Sales',
    );
    const memory = { byMerchant: new Map(), lastIncomeCategory: 'Consulting' };
    expect(suggestBusinessCategory(row('STRIPE TRANSFER ST-123', -9_000), memory)?.category).toBe(
      'Consulting',
    );
  });

  it('lets later rows of a merchant follow the user choice, as learned', () => {
    const memory = {
      byMerchant: new Map([['joes diner', 'client_entertainment']]),
      lastIncomeCategory: null,
    };
    const joes = row('JOE S DINER', 4_200, 'FOOD_AND_DRINK_RESTAURANT', 'joes diner');
    expect(suggestBusinessCategory(joes, memory)).toMatchObject({
      category: 'client_entertainment',
      source: 'learned',
    });
    expect(suggestBusinessCategory(joes, none)).toMatchObject({
      category: 'business_meals',
      source: 'suggested',
    });
  });

  it('never gives card payments or transfers a category, and leaves an unknown expense uncategorised', () => {
    expect(
      suggestBusinessCategory(row('PAYMENT THANK YOU', -50_000, 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'), none),
    ).toBeNull();
    expect(
      suggestBusinessCategory(row('TRANSFER TO SAVINGS', 50_000, 'TRANSFER_OUT_SAVINGS'), none),
    ).toBeNull();
    expect(suggestBusinessCategory(row('SOMETHING ODD', 5_000), none)).toBeNull();
  });
});

describe('effectiveBusinessUse', () => {
  it.each([
    [null, 'business', 'business'],
    [null, 'personal', 'personal'],
    [null, null, 'personal'],
    ['business', 'personal', 'business'],
    ['personal', 'business', 'personal'],
  ] as const)('row %s on a %s account is %s', (own, account, expected) => {
    expect(effectiveBusinessUse(own, account)).toBe(expected);
  });
});
