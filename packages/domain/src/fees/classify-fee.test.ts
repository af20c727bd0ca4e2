import { describe, expect, it } from 'vitest';
import { classifyFee } from './classify-fee';
import type { FeeKind } from './fee-kinds';
import { CARD, CHECKING, row } from './fee-test-rows';

const BANK_FEES: [string, FeeKind][] = [
  ['NON-CHASE ATM FEE-WITH', 'atm'],
  ['ATM FEE-WITHDRAWAL', 'atm'],
  ['NON-NETWORK ATM FEE', 'atm'],
  ['OUT-OF-NETWORK ATM FEE 04/12', 'atm'],
  ['ATM SURCHARGE', 'atm'],
  ['NON-WF ATM BALANCE INQUIRY FEE', 'atm'],
  ['FOREIGN ATM FEE', 'atm'],
  ['Non-Bank of America ATM Fee', 'atm'],
  ['OVERDRAFT ITEM FEE', 'overdraft'],
  ['OD FEE', 'overdraft'],
  ['O/D FEE 031526', 'overdraft'],
  ['EXTENDED OVERDRAFT FEE', 'overdraft'],
  ['OVERDRAFT PROTECTION TRANSFER FEE', 'overdraft'],
  ['OVERDRAFT FEE FOR A $35.00 ITEM - DETAILS: 0412 PURCHASE STARBUCKS STORE 123', 'overdraft'],
  ['OVERDRAFT ITEM FEE FOR ACTIVITY OF 11-27 ELECTRONIC TRANSACTION POSTING SEQ 00001', 'overdraft'],
  ['COURTESY PAY FEE', 'overdraft'],
  ['NSF FEE', 'insufficient_funds'],
  ['RETURNED ITEM FEE', 'insufficient_funds'],
  ['INSUFFICIENT FUNDS FEE', 'insufficient_funds'],
  ['RETURNED CHECK FEE CHECK 1043', 'insufficient_funds'],
  ['RETURNED ACH FEE', 'insufficient_funds'],
  ['NSF RETURN ITEM FEE FOR A $120.00 ITEM - DETAILS: COMCAST CABLE', 'insufficient_funds'],
  ['RETURNED PAYMENT FEE', 'insufficient_funds'],
  ['NSF', 'insufficient_funds'],
  ['FOREIGN TRANSACTION FEE', 'foreign_transaction'],
  ['INTL TXN FEE', 'foreign_transaction'],
  ['FOREIGN EXCH FEE', 'foreign_transaction'],
  ['INTERNATIONAL TRANSACTION FEE', 'foreign_transaction'],
  ['FOREIGN TRANSACTION FEE - HOTEL LE MARAIS PARIS', 'foreign_transaction'],
  ['INTL PURCHASE TRANSACTION FEE', 'foreign_transaction'],
  ["INT'L TRANSACTION FEE", 'foreign_transaction'],
  ['CURRENCY CONVERSION FEE', 'foreign_transaction'],
  ['MONTHLY SERVICE FEE', 'monthly_maintenance'],
  ['MONTHLY MAINTENANCE FEE', 'monthly_maintenance'],
  ['SERVICE CHARGE', 'monthly_maintenance'],
  ['ACCOUNT FEE', 'monthly_maintenance'],
  ['Monthly Service Fee - Everyday Checking', 'monthly_maintenance'],
  ['SERVICE CHARGE PERIOD ENDING 03/31/2026', 'monthly_maintenance'],
  ['CHASE TOTAL CHECKING MONTHLY SERVICE FEE', 'monthly_maintenance'],
  ['MINIMUM BALANCE FEE', 'monthly_maintenance'],
  ['LATE FEE', 'late'],
  ['LATE PAYMENT FEE', 'late'],
  ['Late Fee - Chase Freedom', 'late'],
  ['INTEREST CHARGE ON PURCHASES', 'interest'],
  ['INTEREST CHARGE ON CASH ADVANCES', 'interest'],
  ['PURCHASE INTEREST CHARGE', 'interest'],
  ['INTEREST CHARGED', 'interest'],
  ['INTEREST CHARGED TO STANDARD PURCH', 'interest'],
  ['CASH ADVANCE INTEREST CHARGE', 'interest'],
  ['FINANCE CHARGE', 'interest'],
  ['ANNUAL MEMBERSHIP FEE', 'annual_card'],
  ['ANNUAL FEE', 'annual_card'],
  ['SAPPHIRE RESERVE ANNUAL FEE', 'annual_card'],
  ['WIRE TRANSFER FEE', 'wire'],
  ['INCOMING WIRE FEE', 'wire'],
  ['WIRE FEE', 'wire'],
  ['INTL WIRE FEE', 'wire'],
  ['DOMESTIC WIRE FEE REF 20260315-0042', 'wire'],
  ['OUTGOING WIRE TRANSFER SERVICE CHARGE', 'wire'],
  ['STOP PAYMENT FEE', 'other'],
  ['PAPER STATEMENT FEE', 'other'],
  ['OFFICIAL CHECK FEE', 'other'],
  ["CASHIER'S CHECK FEE", 'other'],
  ['CASH ADVANCE FEE', 'other'],
  ['BALANCE TRANSFER FEE', 'other'],
  ['EXCESS WITHDRAWAL FEE', 'other'],
  ['SAVINGS WITHDRAWAL LIMIT FEE', 'other'],
  ['OVERLIMIT FEE', 'other'],
  ['ACCOUNT RESEARCH FEE', 'other'],
  ['DEBIT CARD REPLACEMENT FEE', 'other'],
  ['INACTIVITY FEE', 'other'],
  ['EXTERNAL TRANSFER FEE', 'other'],
  ['PAID ITEM FEE', 'overdraft'],
  ['DORMANT ACCOUNT FEE', 'other'],
  ['LEGAL PROCESSING FEE', 'other'],
  ['EXPEDITED CARD DELIVERY FEE', 'other'],
  ['CASH ADVANCE FEE - ATM', 'other'],
  ['MY CHASE PLAN FEE', 'other'],
  ['Monthly Maintenance Fee - BofA Core Checking', 'monthly_maintenance'],
  ['DELTA SKYMILES GOLD ANNUAL FEE', 'annual_card'],
  ['INTEREST CHARGE:PURCHASES', 'interest'],
  ['WIRE TRANS SVC CHARGE - SEQUENCE: 12345 SRF# GW00', 'wire'],
  ['OVERDRAFT PD', 'overdraft'],
  ['ISA FEE', 'foreign_transaction'],
  ['PLATINUM CARD FEE', 'annual_card'],
  ['RUSH CARD FEE', 'other'],
  ['TD CONVENIENCE CHECKING MAINTENANCE FEE', 'monthly_maintenance'],
  ['Fee - Monthly Service', 'monthly_maintenance'],
  ['FEE: LATE PAYMENT', 'late'],
  ['Fee - Foreign Transaction', 'foreign_transaction'],
  ['FEE - ATM', 'atm'],
];

describe('classifyFee: bank fees by description', () => {
  it.each(BANK_FEES)('%s -> %s', (description, kind) => {
    expect(classifyFee(row(description, 3500))).toBe(kind);
  });

  it.each([
    ['CHECKCARD 0412 FOREIGN TRANSACTION FEE 24492156', 'foreign_transaction'],
    ['POS 04/12 NON-CHASE ATM FEE', 'atm'],
    ['MONTHLY SERVICE FEE 04/30/26 REF#A1B2C3', 'monthly_maintenance'],
    ['OVERDRAFT FEE 04/12 XXXXXXXX1234', 'overdraft'],
  ] as const)('ignores bank prefix noise: %s', (description, kind) => {
    expect(classifyFee(row(description, 3500))).toBe(kind);
  });
});

describe('classifyFee: not fees', () => {
  it.each([
    'STARBUCKS COFFEE #1234',
    'ENGLISH TOFFEE SHOPPE',
    'GODIVA CHOCOLATE',
    'PLATE & GRILL RESTAURANT',
    'ATM WITHDRAWAL',
    'ATM CASH WITHDRAWAL 1234 MAIN ST',
    'NON-CHASE ATM WITHDRAW 0412 123 MAIN ST',
    'DMV SERVICE FEE',
    'IRS USATAXPYMT SERVICE FEE',
    'PAY.GOV CONVENIENCE FEE',
    'CITY OF AUSTIN SERVICE FEE',
    'TICKETMASTER SERVICE FEE',
    'DOORDASH SERVICE FEE',
    'UBER SERVICE FEE',
    'LATE CHECKOUT',
    'LATE NIGHT PIZZA',
    'HOA LATE FEE',
    'SUNSET APTS LATE FEE',
    'COMCAST LATE PAYMENT FEE',
    'PLANET FITNESS ANNUAL FEE',
    'COSTCO ANNUAL MEMBERSHIP FEE',
    'HOA MONTHLY MAINTENANCE FEE',
    'INTERNATIONAL SHIPPING FEE',
    'CONVENIENCE FEE',
    'PAYMENT THANK YOU',
    'AUTOPAY PAYMENT - THANK YOU',
    'CASH ADVANCE',
    'BALANCE TRANSFER',
    'DOMESTIC WIRE TRANSFER TO JOHN SMITH',
    'OVERDRAFT PROTECTION TRANSFER FROM SAVINGS 1234',
    'INTEREST PAYMENT',
    'NAVIENT LOAN PAYMENT',
    'OVERDRAFT FEE REVERSAL',
    'DEPOSITED ITEM RETURNED NSF',
    'VENMO INSTANT TRANSFER FEE',
    'WESTERN UNION TRANSFER FEE',
    'WALMART RETURNED CHECK FEE',
    'CONVENIENCE FEE',
    'PROCESSING FEE',
    'GRUBHUB DELIVERY FEE',
    'LIBRARY LATE FEE',
    'AMAZON PRIME MEMBERSHIP FEE',
    'POINT OF INTEREST CAFE',
    'WIRE TRANSFER IN NORDLICHT DESIGN GMBH REF 1234',
    'ATM WITHDRAWAL 3.00 SURCHARGE 12 MAIN ST',
  ])('%s', (description) => {
    expect(classifyFee(row(description, 3500))).toBeNull();
  });

  it('never calls money in a fee', () => {
    expect(classifyFee(row('OVERDRAFT FEE', -3500))).toBeNull();
    expect(classifyFee(row('MONTHLY SERVICE FEE', 0))).toBeNull();
  });
});

describe('classifyFee: category and account', () => {
  it('takes a fee category when the description names no merchant', () => {
    expect(classifyFee(row('DEBIT MEMO', 1200, { category: ['Bank Fees'] }))).toBe('other');
    expect(classifyFee(row('', 1200, { category: ['Bank Fees', 'Overdraft'] }))).toBe('overdraft');
    expect(
      classifyFee(row('MISC DEBIT', 500, { pfcPrimary: 'BANK_FEES', pfcDetailed: 'BANK_FEES_ATM_FEES' })),
    ).toBe('atm');
    expect(classifyFee(row('OVERDRAFT', 3400, { category: ['Fees & Charges'] }))).toBe('overdraft');
  });

  it('ignores a fee category on a purchase or a money movement', () => {
    expect(classifyFee(row('STARBUCKS', 575, { category: ['Bank Fees'] }))).toBeNull();
    expect(classifyFee(row('ATM WITHDRAWAL', 6000, { category: ['Bank Fees'] }))).toBeNull();
    expect(classifyFee(row('TRANSFER TO SAVINGS', 6000, { pfcPrimary: 'BANK_FEES' }))).toBeNull();
  });

  it('finds a fee the category got wrong', () => {
    expect(classifyFee(row('MONTHLY SERVICE FEE', 1200, { category: ['Shops'] }))).toBe(
      'monthly_maintenance',
    );
  });

  it('reads a bare INTEREST row as a charge on a card, not on checking', () => {
    expect(classifyFee(row('INTEREST', 1834), CARD)).toBe('interest');
    expect(classifyFee(row('INTEREST', 1834), CHECKING)).toBeNull();
  });

  it('calls an annual fee on a checking account "other"', () => {
    expect(classifyFee(row('ANNUAL FEE', 9500), CARD)).toBe('annual_card');
    expect(classifyFee(row('ANNUAL FEE', 9500), CHECKING)).toBe('other');
  });

  it('falls back to the merchant name when the description is empty', () => {
    expect(classifyFee(row('', 1500, { merchantName: 'Monthly Service Fee' }))).toBe('monthly_maintenance');
  });
});

// Issue 28: some banks print the monthly maintenance charge under the plan's name, without the word fee.
describe('classifyFee: a charge named for the account plan', () => {
  it.each(['SIMPLE BUSINESS CHECKING', 'PREMIER PLUS CHECKING PLAN', 'EVERYDAY CHECKING MONTHLY'])(
    '%s on a checking account is a monthly maintenance fee',
    (text) => {
      expect(classifyFee(row(text, 1600), CHECKING)).toBe('monthly_maintenance');
    },
  );

  it.each([
    ['money moved to the plan', 'ONLINE TRANSFER TO EVERYDAY CHECKING', 1600, CHECKING],
    ['a phone plan', 'MINT MOBILE BUSINESS PLAN', 1600, CHECKING],
    ['more than a plan charge costs', 'SIMPLE BUSINESS CHECKING', 150000, CHECKING],
    ['a card statement', 'PLATINUM CARD PLAN', 1600, CARD],
    ['the plan alone with no product word', 'CHECKING', 1600, CHECKING],
  ] as const)('not for %s', (_, text, cents, account) => {
    expect(classifyFee(row(text, cents), account)).toBeNull();
  });
});
