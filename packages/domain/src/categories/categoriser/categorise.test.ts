import { describe, expect, it } from 'vitest';
import { categorise, type CategoriseRow } from './categorise';
import { learnCategories } from './learned';
import { merchantKeyOf } from './merchant-key';
import { pfc } from './pfc';

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
const credit = { accountType: 'credit' };

describe('categorise', () => {
  it.each([
    [
      row('SAFEWAY #1234 SAN RAMON CA', 4523),
      'FOOD_AND_DRINK_GROCERIES',
      'catalogue',
      'Groceries: Safeway is a grocery chain',
    ],
    [
      row('TST* PHO SAIGON NOODLE HOUSE', 3200),
      'FOOD_AND_DRINK_RESTAURANT',
      'catalogue',
      'Restaurants: "PHO" in the name says it is a restaurant',
    ],
    [row('RIVERSIDE DENTAL GROUP', 15000), 'MEDICAL_DENTAL_CARE', 'catalogue', null],
    [
      row('GUSTO DES:PAYROLL ID:8812736 INDN:JANE DOE CO ID:9876543210 PPD', -250000),
      'INCOME_WAGES',
      'catalogue',
      null,
    ],
    [row('INTEREST PAYMENT', -123), 'INCOME_INTEREST_EARNED', 'catalogue', null],
    [row('PAYMENT - THANK YOU', -50000, credit), 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', 'catalogue', null],
    [
      row('MOBILE PYMT', -50000, { ...credit, fileCategory: 'Payment/Credit' }),
      'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
      'catalogue',
      null,
    ],
    [
      row('CHASE CREDIT CRD AUTOPAY PPD ID: 4760039224', 50000),
      'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
      'catalogue',
      null,
    ],
    [row('ZELLE PAYMENT TO JOHN SMITH', 5000), 'TRANSFER_OUT_ACCOUNT_TRANSFER', 'catalogue', null],
    [row('ATM WITHDRAWAL 001234 MAIN ST', 10000), 'TRANSFER_OUT_WITHDRAWAL', 'catalogue', null],
    [
      row('AMAZON.COM*RT4Y67UI0 RETURN', -2599, credit),
      'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES',
      'catalogue',
      null,
    ],
    [
      row('SHELL OIL 57442187', 4000, { ...credit, fileCategory: 'Gas/Automotive' }),
      'TRANSPORTATION_GAS',
      'file',
      'Gas: the file said Gas/Automotive',
    ],
    [
      row('STARBUCKS STORE 12345', 550, { ...credit, fileCategory: 'Food & Drink' }),
      'FOOD_AND_DRINK_COFFEE',
      'file',
      null,
    ],
    [
      row('TARGET 00012345', 5000, { ...credit, fileCategory: 'Groceries' }),
      'FOOD_AND_DRINK_GROCERIES',
      'file',
      null,
    ],
    [
      row('XYZZY LTD', 100, { ...credit, fileCategory: 'Restaurant-Bar & Café' }),
      'FOOD_AND_DRINK_RESTAURANT',
      'file',
      'Restaurants: the file said Restaurant-Bar & Café',
    ],
    [
      row('MYSTERY SHOP 55', 100, { fileCategory: 'Miscellaneous' }),
      'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE',
      'catalogue',
      null,
    ],
    [
      row('Trader Joes', 3000, { providerLegacy: ['Shops', 'Supermarkets and Groceries'] }),
      'FOOD_AND_DRINK_GROCERIES',
      'provider',
      null,
    ],
    [
      row('PG&E', 9000, { providerLegacy: ['Service', 'Utilities'] }),
      'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY',
      'provider',
      null,
    ],
    [
      row('ACME PAYROLL', -250000, { providerLegacy: ['Transfer', 'Payroll'] }),
      'INCOME_WAGES',
      'provider',
      null,
    ],
    [
      row('Starbucks', 500, {
        providerPfc: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
      }),
      'FOOD_AND_DRINK_COFFEE',
      'provider',
      'Coffee: your bank filed it so',
    ],
    [
      row('Gusto', -250000, { providerPfc: { primary: 'INCOME', detailed: 'INCOME_SALARY' } }),
      'INCOME_WAGES',
      'provider',
      null,
    ],
    [
      row('ONLINE TRANSFER TO SAV', 5000, { providerPfc: pfc('TRANSFER_OUT_SAVINGS') }),
      'TRANSFER_OUT_SAVINGS',
      'provider',
      null,
    ],
    [
      row('GOOGLE *YouTubePremium g.co/helppay#', 1399, credit),
      'ENTERTAINMENT_TV_AND_MOVIES',
      'catalogue',
      null,
    ],
    [
      row('GOOGLE *SERVICES g.co/helppay#', 299, credit),
      'GENERAL_SERVICES_OTHER_GENERAL_SERVICES',
      'catalogue',
      null,
    ],
    [
      row('ORIG CO NAME:INITECH INC ORIG ID:1234 DESC DATE:031525 CO ENTRY DESCR:DIRECT DEPSEC:PPD', -210000),
      'INCOME_WAGES',
      'catalogue',
      null,
    ],
    [row('EAST SIDE MUNICIPAL DES:WATER BILL ID:1234', 6000), 'RENT_AND_UTILITIES_WATER', 'catalogue', null],
    [
      row('CASHBACK BONUS REDEMPTION PYMT/STMT CRDT', -2500, {
        ...credit,
        fileCategory: 'Awards and Rebate Credits',
      }),
      'INCOME_OTHER_INCOME',
      'file',
      null,
    ],
    [
      row('PAYMENT THANK YOU', -5000, { ...credit, providerPfc: pfc('INCOME_OTHER_INCOME') }),
      'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
      'catalogue',
      null,
    ],
  ])('%j -> %s from %s', (input, detailed, source, reason) => {
    const out = categorise(input);
    expect(out.category?.detailed).toBe(detailed);
    expect(out.category?.primary).toBe(pfc(detailed).primary);
    expect(out.source).toBe(source);
    if (reason) expect(out.reason).toBe(reason);
  });

  it.each([
    ['LUCKY NAIL SPA', 'PERSONAL_CARE_HAIR_AND_BEAUTY'],
    ['LUCKY #712 SAN LEANDRO CA', 'FOOD_AND_DRINK_GROCERIES'],
    ['DELTA SONIC CAR WASH', 'GENERAL_SERVICES_AUTOMOTIVE'],
    ['DELTA AIR 0062345678901', 'TRAVEL_FLIGHTS'],
    ['GULF COAST SEAFOOD', 'FOOD_AND_DRINK_RESTAURANT'],
    ['SHELL OIL 57444712000', 'TRANSPORTATION_GAS'],
    ['SFMTA PARKING METER', 'TRANSPORTATION_PARKING'],
  ])(
    'a business kind in the text beats a chain named by an everyday word: %s -> %s',
    (description, detailed) => {
      expect(categorise(row(description, 1000, credit)).category?.detailed).toBe(detailed);
    },
  );

  it('keys a one-word chain match that is another business by its own words', () => {
    expect(merchantKeyOf('LUCKY NAIL SPA', null)).toBe('lucky nail spa');
    expect(merchantKeyOf('LUCKY #712 SAN LEANDRO CA', null)).toBe('lucky supermarkets');
  });

  it('never files a card payment or a refund as income', () => {
    for (const description of [
      'PAYMENT - THANK YOU',
      'AUTOPAY',
      'MOBILE PYMT',
      'TARGET REFUND',
      'BEST BUY RETURN 1234',
    ]) {
      expect(categorise(row(description, -5000, credit)).category?.primary).not.toBe('INCOME');
    }
  });

  it.each([
    [row('QWXZ 4444', 500), 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE'],
    [row('SQ *QWXZ 4444', 500), 'FOOD_AND_DRINK_RESTAURANT'],
    [row('QWXZ DES:ACH CREDIT', -5000), 'TRANSFER_IN_OTHER_TRANSFER_IN'],
    [row('QWXZ 4444', -500, credit), 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE'],
  ])('guesses the likeliest category for %j, never earnings, and says it is a guess', (input, detailed) => {
    const out = categorise(input);
    expect(out).toMatchObject({ category: pfc(detailed), source: 'catalogue', guess: true });
    expect(out.reason).toMatch(/a guess/);
  });

  it('leaves a row with no words at all uncategorised, and says so', () => {
    expect(categorise(row('#12345 03/12', 500))).toMatchObject({ category: null, source: null });
    expect(categorise(row('#12345 03/12', 500)).reason).toMatch(/No category/);
  });

  it('follows one user correction for the same merchant with new store and reference numbers', () => {
    const first = 'COSTCO WHSE #0421 SAN JOSE CA';
    expect(categorise(row(first, 12000)).category?.detailed).toBe('GENERAL_MERCHANDISE_SUPERSTORES');
    const learned = learnCategories([
      {
        merchantKey: merchantKeyOf(first, null),
        category: pfc('FOOD_AND_DRINK_GROCERIES'),
        date: '2026-03-03',
        by: 'user',
      },
    ]);
    for (const later of [
      'COSTCO WHSE #1187 FREMONT CA',
      'COSTCO WHOLESALE 0099 REF 8812736',
      'CHECKCARD 0412 COSTCO WHSE #0421',
    ]) {
      const out = categorise(row(later, 9000), learned);
      expect(out).toMatchObject({ category: pfc('FOOD_AND_DRINK_GROCERIES'), source: 'learned' });
      expect(out.reason).toBe('Groceries: you filed Costco as Groceries on 2026-03-03');
    }
    // The user's word also beats the provider's category and the file column for that merchant.
    const synced = row('Costco', 9000, {
      providerPfc: pfc('GENERAL_MERCHANDISE_SUPERSTORES'),
      fileCategory: 'Shopping',
    });
    expect(categorise(synced, learned).source).toBe('learned');
    const local = 'SQ *ROSIES PLACE 0312';
    const memory = learnCategories([
      {
        merchantKey: merchantKeyOf(local, null),
        category: pfc('FOOD_AND_DRINK_COFFEE'),
        date: '2026-03-03',
        by: 'user',
      },
    ]);
    expect(categorise(row('SQ *ROSIES PLACE 9981 PORTLAND OR', 700), memory).category?.detailed).toBe(
      'FOOD_AND_DRINK_COFFEE',
    );
  });

  it('uses what the bank filed a merchant as for imported rows, below the file column', () => {
    const learned = learnCategories([
      {
        merchantKey: 'rosies place',
        category: pfc('FOOD_AND_DRINK_COFFEE'),
        date: '2026-01-05',
        by: 'provider',
      },
    ]);
    expect(categorise(row('ROSIES PLACE 0099', 700), learned)).toMatchObject({
      source: 'learned',
      category: pfc('FOOD_AND_DRINK_COFFEE'),
    });
    expect(
      categorise(row('ROSIES PLACE 0099', 700, { providerPfc: pfc('FOOD_AND_DRINK_RESTAURANT') }), learned)
        .source,
    ).toBe('provider');
  });

  it('is deterministic', () => {
    const input = row('CHECKCARD 0312 SQ *BLUE BOTTLE COFFEE OAKLAND CA', 650);
    expect(categorise(input)).toEqual(categorise(input));
  });
});
