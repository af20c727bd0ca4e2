import { describe, expect, it } from 'vitest';
import { categorise, type CategoriseRow } from './categorise';
import { cleanDescription } from './normalise';
import { personPayment } from './person-payments';

// Kinds of text from credit union and online-bank layouts, and the words inside them that name a kind of
// business or payment. Merchants here are made up or generic: the rule is the kind, never the name.
const row = (description: string, amountCents: number): CategoriseRow => ({
  description,
  merchantName: null,
  amountCents,
  accountType: 'depository',
  providerPfc: null,
  providerLegacy: null,
  fileCategory: null,
});
const detailed = (description: string, amountCents = 2_500) =>
  categorise(row(description, amountCents)).category?.detailed;

describe('credit unions’ short wrappers come off the merchant', () => {
  it.each([
    ['DBT PURCHASE - 008812 SUNNYSIDE TACOS TUCSON AZ', ['SUNNYSIDE', 'TACOS']],
    ['POS W/D BLUE HERON BOOKS GULFPORT MS', ['BLUE', 'HERON', 'BOOKS', 'GULFPORT']],
    ['ACH W/D LAKESIDE WATER DISTRICT WEB PAY', ['LAKESIDE', 'WATER', 'DISTRICT', 'WEB', 'PAY']],
  ])('%s', (text, tokens) => expect(cleanDescription(text).tokens).toEqual(tokens));

  it('reads a TYPE: entry ended by CO: as the payment’s entry, not the payee', () => {
    const clean = cleanDescription('Withdrawal ACH RIVER CITY GAS TYPE: UTIL PYMT CO: RIVER CITY GAS');
    expect(clean.achEntry).toBe('UTIL PYMT');
    expect(clean.tokens).toEqual(['RIVER', 'CITY', 'GAS']);
  });
});

describe('words that name the kind', () => {
  it.each([
    ['DBT PURCHASE - 004101 CANYON VIEW PIZZARIA FLAGSTAFF AZ', 'FOOD_AND_DRINK_RESTAURANT'],
    ['POS W/D LUCKY BAYOU RESORT CASINO LAKE CHARLES LA', 'ENTERTAINMENT_CASINOS_AND_GAMBLING'],
    [
      'POS PURCHASE PINE RIDGE TICKET OFFICE MISSOULA MT',
      'ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS',
    ],
    ['POS PURCHASE NORTHSIDE REC CENTER PUEBLO CO', 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS'],
    ["POS PURCHASE MISS LILA'S SNOWBALLS HOUMA LA", 'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK'],
    ['POS PURCHASE CORNER BOOK STORE OGDEN UT', 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS'],
    ['POS W/D ABC STORE #77 DOTHAN AL', 'FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR'],
    ['POS PURCHASE REDFISH FISHING CHARTERS PORT ARANSAS TX', 'TRAVEL_OTHER_TRAVEL'],
    ['POS PURCHASE SUN VALLEY TRANSIT FARE KETCHUM ID', 'TRANSPORTATION_PUBLIC_TRANSIT'],
    ['ACH DEBIT - COASTAL MEDICAL GROUP CO ENTRY DESCR: PATIENT PY', 'MEDICAL_PRIMARY_CARE'],
  ])('%s -> %s', (text, want) => expect(detailed(text)).toBe(want));

  it('reads the word inside a glued ACH entry: a utility bill from the city is its water, a tax payment a tax', () => {
    expect(detailed('Withdrawal ACH CITY OF ELMWOOD TYPE: UTILITYBIL CO: CITY OF ELMWOOD', 6_000)).toBe(
      'RENT_AND_UTILITIES_WATER',
    );
    expect(detailed('ACH WITHDRAWAL STATE DEPT OF REV - NMTAXPAYMT', 30_000)).toBe(
      'GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT',
    );
    // "UTILITIES" itself is no glued word: a public utility is still read as it was.
    expect(detailed('RIVERBEND PUBLIC UTILITIES', 6_000)).not.toBe('RENT_AND_UTILITIES_WATER');
  });

  it('reads a gas company drawn by ACH as the gas utility even when its entry only says UTIL', () => {
    expect(detailed('Withdrawal ACH RIVER CITY GAS TYPE: UTIL PYMT CO: RIVER CITY GAS', 4_000)).toBe(
      'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY',
    );
  });
});

describe('loans and pay by their kind', () => {
  it('files a credit union’s own loan named AUTO as a car payment, and one drawn by autopay stays a loan', () => {
    expect(detailed('LOAN PMT SUMMIT FCU AUTO 0012', 30_000)).toBe('LOAN_PAYMENTS_CAR_PAYMENT');
    expect(detailed('LOAN PAYMENT TO LOAN 0200 VEHICLE', 30_000)).toBe('LOAN_PAYMENTS_CAR_PAYMENT');
    expect(detailed('LOAN PMT SUMMIT FCU AUTO PAY', 30_000)).toBe('LOAN_PAYMENTS_PERSONAL_LOAN_PAYMENT');
  });

  it('files the defence finance office’s military pay as wages, its other payments as a pension', () => {
    expect(detailed('ACH DEP DFAS-IN MIL PAY', -250_000)).toBe('INCOME_WAGES');
    expect(detailed('DFAS-CLEVELAND RET NET', -180_000)).toBe('INCOME_RETIREMENT_PENSION');
  });
});

describe('payments to people in these layouts', () => {
  it('reads Chime’s Pay Friends as a payment to a person, kept as a transfer until its purpose is said', () => {
    expect(personPayment('Pay Friends: to Rosa Delgado')).toMatchObject({
      rail: 'Pay Friends',
      name: 'ROSA DELGADO',
    });
    expect(detailed('Pay Friends: to Rosa Delgado', 2_000)).toBe('TRANSFER_OUT_ACCOUNT_TRANSFER');
    expect(detailed('Pay Friends: to Rosa Delgado lunch', 1_500)).toBe('FOOD_AND_DRINK_RESTAURANT');
  });

  it('reads a credit union’s "Withdrawal Draft" as a cheque, and its memo as its purpose', () => {
    expect(personPayment('Withdrawal Draft #318 RENT')).toMatchObject({ rail: 'check' });
    expect(detailed('Withdrawal Draft #318 RENT', 90_000)).toBe('RENT_AND_UTILITIES_RENT');
    expect(detailed('Withdrawal Draft #319', 9_000)).toBe('TRANSFER_OUT_OTHER_TRANSFER_OUT');
  });

  it('reads a memo naming a kind of food after FOR: money in pays back a shared meal, a service stays unsaid', () => {
    expect(detailed('CASH APP*LEO MARSH FOR TACOS', -1_800)).toBe('FOOD_AND_DRINK_RESTAURANT');
    expect(detailed('ZELLE FROM LEO MARSH FOR HAIR', -1_800)).toBe('TRANSFER_IN_ACCOUNT_TRANSFER');
  });
});
