import { describe, expect, it } from 'vitest';
import type { LedgerAccount } from '../../ledger/ledger-transaction';
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
    // Health, dental and vision insurers print their name and "PREMIUM", never "insurance".
    ['BCBS NC DES:PREMIUM ID:412233 INDN:NAIR, PRIYA CO ID:1560894904 PPD', 'bill'],
    ['BLUE CROSS BLUE SHIELD ONLINE PMT', 'bill'],
    ['AETNA HEALTH PREMIUM', 'bill'],
    ['UNITEDHEALTHCARE PREM PMT', 'bill'],
    ['KAISER PERMANENTE DUES', 'bill'],
    ['DELTA DENTAL OF CA', 'bill'],
    ['YOUTUBE PREMIUM', 'subscription'],
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
    // A regular payment to someone else pays for something; the user's own money moving names an account.
    ['Zelle payment to ALEX KIM', 'bill'],
    ['ZELLE PAYMENT TO DENISE MARTINEZ CONF K7D2PQ9X1A', 'bill'],
    ['ZELLE PAYMENT TO SELF SAVINGS CONF K7D2PQ9X1A', 'transfer'],
    ['ZELLE TO JOHN RENT', 'bill'],
    // A purchase with a payment app's own debit card is a purchase, not a payment to a person.
    ['Cash App Card PARAMOUNT+ 888-274-5343 CA', 'subscription'],
    ['VENMO DEBIT CARD SPOTIFY USA', 'subscription'],
    // Internet service is a bill even from a company known for subscriptions.
    ['ACH Withdrawal GOOGLE FIBER INC', 'bill'],
    ['DRAFT 001101', 'bill'],
    ['PGANDE WEB ONLINE', 'bill'],
    ['DUKE ENERGY DES:BILL PAY', 'bill'],
    ['VERIZON WIRELESS AUTOPAY', 'bill'],
    ['COMCAST DES:CABLE', 'bill'],
    ['GEICO AUTO INSURANCE', 'bill'],
    ['CITY OF OAKLAND WATER', 'bill'],
    ['IRS USATAXPYMT', 'bill'],
    ['BRIGHT HORIZONS DAYCARE', 'bill'],
    // Card payments from checking, however the bank spells the issuer's ACH entry.
    [
      'ORIG CO NAME:DISCOVER ORIG ID:2510020270 DESC DATE:261026 CO ENTRY DESCR:E-PAYMENT SEC:WEB TRACE#:179558773422204 EED:261026 IND ID:6011XXXXXXXX4409 IND NAME:ROBERT HALVORSEN TRN: 4665711112TC',
      'transfer',
    ],
    ['ACH Paid To APPLECARD GSBANK PAYMENT 9785667', 'transfer'],
    ['SYNCHRONY BANK ONLINE PMT', 'transfer'],
    ['BARCLAYCARD US CRD PMT', 'transfer'],
    // Premiums, utilities by name or by word, registrations and government portals, payroll paid out.
    [
      'ORIG CO NAME:CMS MEDICARE ORIG ID:9101209004 DESC DATE:260622 CO ENTRY DESCR:MEDICARE PREM SEC:PPD TRACE#:125837827427559',
      'bill',
    ],
    ['ACH WEB-RECUR 0534862240 AEP OHIO', 'bill'],
    ['TUCSON ELECTRIC POWER', 'bill'],
    ['CONSUMERS ENERGY', 'bill'],
    ['CARD PURCHASE 09/08 SERVICEARIZONA.COM VEH REG PHOENIX AZ CARD 4417', 'bill'],
    ['CARD PURCHASE 09/08 SERVICEARIZONA.COM SERVICE FEE PHOENIX AZ CARD 4417', 'bill'],
    ['POS Debit- Debit Card 4821 Transaction 05-02-25 TXDMV REGISTRATION SERVICE FEE AUSTIN TX', 'bill'],
    ['ERIE INSURANCE GROUP PREM PMT 90006039', 'bill'],
    ['ELECTRONIC WITHDRAWAL GUSTO NET ZWQXXP', 'bill'],
    ['ELECTRONIC WITHDRAWAL GUSTO TAX RQQLWF', 'bill'],
    ['ELECTRONIC WITHDRAWAL GUSTO FEE 266684', 'subscription'],
    ['Zelle DEBIT To Marisol Prop Mgmt Conf# a24pehlsc', 'bill'],
    ['ACH WEB-RECUR 1120543 APS EPAY', 'bill'],
    ['YOUTUBE PREMIUM', 'subscription'],
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
    // "Interest Checking" is the account the money came from, not interest paid.
    ['Internet transfer from Interest Checking account XXXXXX9032', 'depository', 'transfer'],
    ['Interest Paid', 'depository', 'income'],
    ['AUTOMATIC PAYMENT - THANK YOU', 'credit', 'transfer'],
    ['PAYMENT THANK YOU-MOBILE', null, 'transfer'],
    ['PAYMENT RECEIVED', 'loan', 'loan'],
    ['BRIGHTLINE MEDIA VENDOR PMT', 'depository', 'income'],
  ])('money in "%s" on a %s account is %s', (description, accountType, expected) => {
    expect(kind(description, 'inflow', accountType)).toBe(expected);
  });

  it("calls a payment to a person mirrored on another of the user's accounts a transfer", () => {
    const input = {
      direction: 'outflow' as const,
      accountType: 'depository' as const,
      cleanText: cleanDescription('ZELLE TO KOWALSKI ANDREW 8KD03MZQ1PA'),
      merchant: '',
      category: [],
      pfc: '',
    };
    expect(classifyStreamKind(input)).toBe('bill');
    expect(classifyStreamKind({ ...input, mirrored: true })).toBe('transfer');
  });

  it('falls back to the spec rule: a bill category makes an unknown merchant a bill', () => {
    expect(kind('KESTREL SURE PAY 241114 442644', 'outflow', 'depository', ['Bills & Utilities'])).toBe(
      'bill',
    );
    expect(kind('KESTREL SURE PAY 241114 442644', 'outflow', 'depository', ['Shopping'])).toBe(
      'subscription',
    );
  });
});
