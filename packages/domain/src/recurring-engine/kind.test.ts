import { describe, expect, it } from 'vitest';
import type { LedgerAccount } from '../ledger/ledger-transaction';
import { classifyStreamKind } from './kind';
import { cleanDescription } from './normalize-merchant';
import type { StreamDirection, StreamKind } from './types';

const kind = (
  description: string,
  direction: StreamDirection = 'outflow',
  accountType: LedgerAccount['type'] | null = 'depository',
  category: string[] = [],
  merchant = '',
) =>
  classifyStreamKind({
    direction,
    accountType,
    cleanText: cleanDescription(description),
    merchant,
    category,
    pfc: '',
  });

describe('classifyStreamKind', () => {
  it.each<[string, StreamKind]>([
    ['ROCKET MORTGAGE DES:MTG PYMT', 'loan'],
    ['NELNET STUDENT LN DES:NELNET LN', 'loan'],
    ['TOYOTA FINANCIAL SVCS', 'loan'],
    ['DEPT EDUCATION STUDENT LN', 'loan'],
    ['PAYMENT TO CHASE CARD ENDING IN 1234', 'transfer'],
    ['CHASE CREDIT CRD AUTOPAY', 'transfer'],
    ['CITI CARD ONLINE PAYMENT', 'transfer'],
    ['CAPITAL ONE MOBILE PMT', 'transfer'],
    ['AMEX EPAYMENT ACH PMT', 'transfer'],
    ['ONLINE TRANSFER TO SAV ...1111', 'transfer'],
    ['VANGUARD BUY INVESTMENT', 'transfer'],
    ['Zelle payment to ALEX KIM', 'transfer'],
    ['ZELLE TO JOHN RENT', 'bill'],
    ['DRAFT 001101', 'bill'],
    ['PGANDE WEB ONLINE', 'bill'],
    ['DUKE ENERGY DES:BILL PAY', 'bill'],
    ['VERIZON WIRELESS AUTOPAY', 'bill'],
    ['COMCAST DES:CABLE', 'bill'],
    ['GEICO AUTO INSURANCE', 'bill'],
    ['CITY OF OAKLAND WATER', 'bill'],
    ['IRS USATAXPYMT', 'bill'],
    ['BRIGHT HORIZONS DAYCARE', 'bill'],
    ['RECURRING PAYMENT AUTHORIZED ON 03/14 NETFLIX.COM', 'subscription'],
    ['APPLE.COM/BILL 866-712-7753 CA', 'subscription'],
    ['GOOGLE *Google Storage', 'subscription'],
    ['PLANET FITNESS CLUB FEES', 'subscription'],
    ['AMAZON WEB SERVICES AWS.AMAZON.CO WA', 'subscription'],
    ['Amazon Prime*2K8TY1', 'subscription'],
  ])('money out "%s" is %s', (description, expected) => {
    expect(kind(description)).toBe(expected);
  });

  it.each<[string, LedgerAccount['type'] | null, StreamKind]>([
    ['ACME CORP DES:PAYROLL PPD', 'depository', 'income'],
    ['SSA TREAS 310 XXSOC SEC', 'depository', 'income'],
    ['INTEREST PAYMENT', 'depository', 'income'],
    ['ONLINE TRANSFER FROM CHK ...0000', 'depository', 'transfer'],
    ['AUTOMATIC PAYMENT - THANK YOU', 'credit', 'transfer'],
    ['PAYMENT THANK YOU-MOBILE', null, 'transfer'],
    ['PAYMENT RECEIVED', 'loan', 'loan'],
    ['BRIGHTLINE MEDIA VENDOR PMT', 'depository', 'income'],
  ])('money in "%s" on a %s account is %s', (description, accountType, expected) => {
    expect(kind(description, 'inflow', accountType)).toBe(expected);
  });

  it('falls back to the spec rule: a bill category makes an unknown merchant a bill', () => {
    expect(kind('SRP SURE PAY 241114 442644', 'outflow', 'depository', ['Bills & Utilities'])).toBe('bill');
    expect(kind('SRP SURE PAY 241114 442644', 'outflow', 'depository', ['Shopping'])).toBe('subscription');
  });
});
