import { describe, expect, it } from 'vitest';
import { categorise, type CategoriseRow } from './categorise';
import { learnCategories } from './learned';
import { merchantKeyOf } from './merchant-key';
import { pfc } from './pfc';

// The kinds of evidence a statement never seen before still carries: the way a credit union prints a
// row's direction and rail, the ACH entry, abbreviated kinds of business, a chain's name inside a local
// business's, the rail a utility bills by, and a dividend on a bank account.
const row = (
  description: string,
  amountCents: number,
  extra: Partial<CategoriseRow> = {},
): CategoriseRow => ({
  description,
  merchantName: null,
  amountCents,
  accountType: 'depository',
  providerPfc: null,
  providerLegacy: null,
  fileCategory: null,
  ...extra,
});
const detailed = (r: CategoriseRow) => categorise(r).category?.detailed;

describe('a credit union prints the direction, then the rail', () => {
  it.each([
    ['Withdrawal POS #771203 KNEADERS BAKERY OREM UT', 'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK'],
    ['Withdrawal ACH NW NATURAL GAS TYPE: BILLPAY ID: 4410022', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'],
    ['ACH WITHDRAWAL CENTRAL VALLEY WATER DIST', 'RENT_AND_UTILITIES_WATER'],
    ['Withdrawal DEBIT CARD RIVERBEND DENTAL ARTS', 'MEDICAL_DENTAL_CARE'],
  ])('%s is a payment, not cash', (text, want) => {
    expect(detailed(row(text, 4_200))).toBe(want);
  });

  it('keeps cash as cash: an ATM, a teller, a bare withdrawal', () => {
    expect(detailed(row('ATM WITHDRAWAL 0193 MAIN ST', 6_000))).toBe('TRANSFER_OUT_WITHDRAWAL');
    expect(detailed(row('WITHDRAWAL', 6_000))).toBe('TRANSFER_OUT_WITHDRAWAL');
    expect(detailed(row('TELLER WITHDRAWAL BRANCH 12', 6_000))).toBe('TRANSFER_OUT_WITHDRAWAL');
  });

  it('reads pay over ACH as wages, and a cheque paid in as a deposit', () => {
    expect(detailed(row('Deposit ACH GRANITE SCH DIST TYPE: PAYROLL ID: 87000001', -180_000))).toBe(
      'INCOME_WAGES',
    );
    expect(detailed(row('ACH DEPOSIT HILLCREST FOODS PAYROLL', -180_000))).toBe('INCOME_WAGES');
    expect(detailed(row('MOBILE DEPOSIT REF 5521', -20_000))).toBe('TRANSFER_IN_DEPOSIT');
  });

  it('keys a POS row by its merchant, never by the words before the trace number', () => {
    const a = merchantKeyOf('Withdrawal POS #100200 KNEADERS BAKERY OREM UT', null);
    const b = merchantKeyOf('Withdrawal POS #100977 PROVO BIKE WORKS PROVO UT', null);
    expect(a).toBe('kneaders bakery orem');
    expect(a).not.toBe(b);
  });

  it('reads the entry of "<COMPANY> TYPE: <ENTRY> ID: <ID>" as an ACH entry', () => {
    expect(detailed(row('Withdrawal ACH I-15 EXPRESS LN TYPE: TOLL CHG ID: 55100', 900))).toBe(
      'TRANSPORTATION_TOLLS',
    );
  });
});

describe('the kind of business a name gives', () => {
  it.each([
    ['POS DEBIT SUNRISE LEARNING CTR HOUMA LA', 'GENERAL_SERVICES_EDUCATION'],
    ['ACH DEBIT MERCY HLTH SYS PATIENT PMT', 'MEDICAL_PRIMARY_CARE'],
    ['WYOMING DEPT MOTOR VEHICLES', 'GOVERNMENT_AND_NON_PROFIT_GOVERNMENT_DEPARTMENTS_AND_AGENCIES'],
    ['JEFFERSON PARISH TAG AGENCY', 'GOVERNMENT_AND_NON_PROFIT_GOVERNMENT_DEPARTMENTS_AND_AGENCIES'],
    ['SQ *BAYOU CRAWFISH KITCHEN', 'FOOD_AND_DRINK_RESTAURANT'],
    ['FAT DADDYS PO BOYS GULFPORT MS', 'FOOD_AND_DRINK_RESTAURANT'],
    ['FROZEN DAIQUIRI HUT LAFAYETTE LA', 'FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR'],
    ['WYOMING STATE LIQUOR CASPER WY', 'FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR'],
  ])('%s', (text, want) => {
    expect(detailed(row(text, 3_000))).toBe(want);
  });

  it('does not read a city called Mobile as a phone company', () => {
    expect(categorise(row('SQ *GULF SHRIMP SHACK MOBILE AL', 2_400)).category?.primary).not.toBe(
      'RENT_AND_UTILITIES',
    );
    expect(detailed(row('BOOST MOBILE 800-266-7890', 5_000))).toBe('RENT_AND_UTILITIES_TELEPHONE');
  });

  it('lets a kind word beat a chain found after the name starts', () => {
    // "EXPRESS" and "CARE OF" are chains' names; here they come after the business's own words.
    expect(detailed(row('CITY EYE CARE OF TULSA', 9_000))).toBe('MEDICAL_EYE_CARE');
    expect(detailed(row('BAYOU DAIQUIRI EXPRESS', 1_500))).toBe('FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR');
    expect(detailed(row('EXPRESS #0452 SPRINGFIELD IL', 6_000))).toBe(
      'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES',
    );
  });
});

describe('a health system and a gas company named by everyday words', () => {
  it("reads a name ending in HEALTH as a health system (its doctors' visits), unless a kinder word says more", () => {
    expect(detailed(row('BANNER HEALTH', 9_000))).toBe('MEDICAL_PRIMARY_CARE');
    expect(detailed(row('HEALTH CLUB OF AMERICA', 9_000))).toBe('PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS');
  });

  it('reads GAS after a chain named by an everyday word as the gas company, and at a grocer as fuel', () => {
    expect(detailed(row('SOUTHWEST GAS', 7_000))).toBe('RENT_AND_UTILITIES_GAS_AND_ELECTRICITY');
    expect(detailed(row('SOUTHWEST 5262431190127', 30_000))).toBe('TRAVEL_FLIGHTS');
    expect(detailed(row('SHELL GAS 12345', 4_000))).toBe('TRANSPORTATION_GAS');
  });
});

describe('the rail and the account', () => {
  it('reads "GAS" drawn by ACH as the gas utility and at a till as fuel', () => {
    expect(detailed(row('ACH DEBIT CASCADE NATURAL GAS', 6_100))).toBe(
      'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY',
    );
    expect(detailed(row('ACH DEBIT SUMMIT GAS GASPAYMENT', 6_100))).toBe(
      'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY',
    );
    expect(categorise(row('POS PURCHASE SUMMIT GAS #12 CASPER WY', 4_000)).category?.primary).not.toBe(
      'RENT_AND_UTILITIES',
    );
  });

  it('reads a dividend on a bank account as interest, and on a brokerage as a dividend', () => {
    expect(detailed(row('Deposit Dividend', -412))).toBe('INCOME_INTEREST_EARNED');
    expect(detailed(row('DIVIDEND', -412, { accountType: 'investment' }))).toBe('INCOME_DIVIDENDS');
  });
});

describe("the user's answer for a credit union's POS rows", () => {
  it('follows that merchant only', () => {
    const answer = 'Withdrawal POS #100200 IRON ROOTS KITCHEN OREM UT';
    const learned = learnCategories([
      {
        merchantKey: merchantKeyOf(answer, null),
        category: pfc('PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS'),
        date: '2026-10-01',
        by: 'user',
      },
    ]);
    const later = categorise(row('Withdrawal POS #104411 IRON ROOTS KITCHEN OREM UT', 8_900), learned);
    const other = categorise(row('Withdrawal POS #104412 SAGE KITCHEN OREM UT', 3_100), learned);
    expect(later.category?.detailed).toBe('PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS');
    expect(other.category?.detailed).toBe('FOOD_AND_DRINK_RESTAURANT');
  });
});
