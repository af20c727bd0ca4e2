import { matchCatalogue } from './catalogue';
import { matchKeywords } from './keywords';
import { MAX_DESCRIPTION, startsWith, words } from './normalise';

/**
 * Payments to other people: a Zelle, Venmo, Cash App, Apple Cash or PayPal payment to a name, a
 * bill-pay payment to a person, or a paper cheque. Such money left the user: it is never "moved between
 * your accounts". Until its text or the user says what it paid for it stays a transfer out, on a line of
 * its own ("Paid to people"); learning keys it by the person, not by the rail, so two people paid by Zelle
 * are learned apart. Pure word work on the bounded text, no backtracking patterns.
 */

export type PersonRail =
  'Zelle' | 'Venmo' | 'Cash App' | 'Apple Cash' | 'Pay Friends' | 'PayPal' | 'bill pay' | 'check';

export interface PersonPayment {
  rail: PersonRail;
  /** The person's words as the bank wrote them ("JOHN SMITH", or a cheque's memo); null: nobody named. */
  name: string | null;
  /** The learning key: PERSON_KEY_PREFIX and the person's words (sorted, so "SMITH JOHN" is "JOHN SMITH"). */
  key: string;
}

/** Every person key starts so; no merchant key can (merchant keys are words, never a colon). */
export const PERSON_KEY_PREFIX = 'person:';

export const isPersonKey = (key: string | null | undefined): boolean =>
  key != null && key.startsWith(PERSON_KEY_PREFIX);

/**
 * The key learning files a row under: a person's money in is learned apart from money out to them (what
 * the user paid John for says nothing of what John's payments to the user are), a merchant's rows are one.
 */
export const learningKey = (merchantKey: string, amountCents: number): string =>
  amountCents < 0 && isPersonKey(merchantKey) ? `${merchantKey} (in)` : merchantKey;

const set = (list: string) => new Set(list.split(' '));

// Between the rail and the person: direction, the payment's own words, the bank's markers.
const SKIP = set(
  'TO FROM PAYMENT PAYMENTS PMT PYMT PAYMT SENT SEND SENDING DEBIT CREDIT TRANSFER XFER P2P MONEY RECEIVED RECURRING REQUEST OUTGOING INCOMING ACH ONLINE MOBILE APP INST INSTANT WEB TRANSACTION TRAN PAID PAY',
);
// Where the person's name ends: a reference, a date, a memo, the ACH fields, a card network.
const STOP = set(
  'CONF CONFIRMATION REF REFERENCE ON FOR ID TRANS MEMO VIA DES INDN CO PPD CCD TEL TRACE VISA DIRECT DATE NOTE',
);
// The user's own wallet going to or from the bank: money moved, nobody paid.
const OWN_WALLET = [
  'CASHOUT',
  'CASH OUT',
  'ADD FUNDS',
  'ADD CASH',
  'ADDED FUNDS',
  'TOPUP',
  'TOP UP',
  'INSTANT TRANSFER',
  'STANDARD TRANSFER',
  'TRANSFER TO BANK',
  'BANK TRANSFER',
  'TO SELF',
].map((p) => p.split(' '));
// A payee with one of these words is a business or a bill, not a person (bill pay and PayPal say no more).
const BUSINESS = set(
  'LLC INC CO CORP CORPORATION COMPANY LTD LP LLP PC PLLC PA GROUP ASSOC ASSOCIATES ASSOCIATION HOA CITY COUNTY STATE DEPT DEPARTMENT OF TREASURER UTILITIES UTILITY BANK CARD CREDIT LOAN MORTGAGE INSURANCE INS MUTUAL SERVICES SERVICE SVC SVCS CENTER CTR CLINIC HOSPITAL MEDICAL DENTAL SCHOOL SCHOOLS UNIVERSITY COLLEGE ACADEMY CHURCH ENERGY ELECTRIC GAS WATER POWER WIRELESS TELECOM CABLE INTERNET AUTO MOTORS FINANCIAL FINANCE CAPITAL TRUST FUND FOUNDATION MGMT MANAGEMENT PROPERTIES PROPERTY APARTMENTS APTS REALTY HOMES SOLUTIONS SYSTEMS PARTNERS HEALTH CARE AUTHORITY DISTRICT TAX IRS BILL',
);
// Words of a cheque row that say it is not a cheque paid out (a debit card, a deposit, buying cheques).
const NOT_A_CHEQUE = set(
  'CARD CRD CHECKCARD PURCHASE POS ATM DEPOSIT DEP DEPOSITED ORDER ORDERS REORDER RETURN RETURNED FEE CASHIERS CASHIER PRINTING STOP IMAGE',
);
// A cheque's own words before its number or memo.
const CHEQUE_WORDS = set(
  'CHECK CHK CK CHEQUE DRAFT SHARE PAID NO NUM NUMBER POSTED OR SLIP WITHDRAWAL WD DEBIT CASHED',
);

// Every rail's first word: a row without one is no payment to a person.
const RAIL_WORDS = set(
  'ZELLE VENMO CASHAPP CASH SQUARE SQ APPLE PAYPAL CHECK CHK CK CHEQUE DRAFT SHARE BILL BILLPAY ONLINE WEB FRIENDS',
);

const hasDigit = (token: string) => /[0-9]/.test(token);
// A reference, a date, a phone number or a card tail: never part of a name.
const isCode = (token: string) => hasDigit(token) || /^X{3,}$/.test(token);

export function containsPhrase(tokens: readonly string[], phrase: readonly string[]): boolean {
  for (let at = 0; at + phrase.length <= tokens.length; at++) if (startsWith(tokens, at, phrase)) return true;
  return false;
}

/**
 * The name after position `from`: direction and codes skipped, then words up to a stop, at most four. A
 * payment word after some words starts the name again ("ZELLE BUSINESS PAYMENT TO JOHN SMITH").
 */
function nameAfter(tokens: readonly string[], from: number): string[] {
  let at = from;
  while (at < tokens.length && (SKIP.has(tokens[at]!) || isCode(tokens[at]!))) at++;
  let name: string[] = [];
  while (at < tokens.length) {
    const token = tokens[at++]!;
    if (STOP.has(token) || isCode(token)) break;
    if (SKIP.has(token)) name = [];
    else if (name.length < 4) name.push(token);
    else break;
  }
  return name;
}

/** Two to four plain words that name no business, chain or kind of shop: a person ("JOHN A SMITH"). */
export function looksLikePersonName(name: readonly string[]): boolean {
  if (name.length < 2 || name.length > 4) return false;
  if (name.some((token) => !/^[A-Z]+$/.test(token) || BUSINESS.has(token))) return false;
  const chain = matchCatalogue(name);
  return (chain === null || chain.weak) && matchKeywords(name) === null;
}

function keyOf(rail: PersonRail, name: readonly string[], tokens: readonly string[]): string {
  // Initials come and go between banks ("JOHN A SMITH", "JOHN SMITH"): the key keeps the full words.
  const words = name.filter((token) => token.length > 1);
  if (words.length > 0) return PERSON_KEY_PREFIX + [...words].sort().join(' ').toLowerCase();
  // Nobody named: the rail and the row's own reference, so one unnamed payment teaches no other.
  const reference = tokens.find((token) => /^[0-9]+$/.test(token));
  return `${PERSON_KEY_PREFIX}${rail.toLowerCase()}${reference ? ` ${reference}` : ''}`;
}

const payment = (rail: PersonRail, name: readonly string[], tokens: readonly string[]): PersonPayment => ({
  rail,
  name: name.length > 0 ? name.join(' ') : null,
  key: keyOf(rail, name, tokens),
});

/** The payment-app rail a row names, and where its name starts; null when it names none. */
function appRail(tokens: readonly string[]): { rail: PersonRail; after: number } | null {
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at]!;
    if (token === 'ZELLE') return { rail: 'Zelle', after: at + 1 };
    if (token === 'VENMO') return { rail: 'Venmo', after: at + 1 };
    if (token === 'CASHAPP') return { rail: 'Cash App', after: at + 1 };
    if (token === 'CASH' && tokens[at + 1] === 'APP') return { rail: 'Cash App', after: at + 2 };
    if ((token === 'SQUARE' || token === 'SQ') && tokens[at + 1] === 'CASH') {
      return { rail: 'Cash App', after: at + 2 };
    }
    if (token === 'APPLE' && tokens[at + 1] === 'CASH') return { rail: 'Apple Cash', after: at + 2 };
    // Chime's own rail between members: "Pay Friends: to Jasmine Boudreaux".
    if (at === 0 && token === 'PAY' && tokens[1] === 'FRIENDS') return { rail: 'Pay Friends', after: 2 };
  }
  return null;
}

/** "CHECK 1043", "CHECK # 1043 RENT", "SHARE DRAFT 001043": a paper cheque and its memo. */
function cheque(given: readonly string[]): PersonPayment | null {
  // Credit unions print the direction first: "Withdrawal Draft #212 RENT".
  const tokens = given[0] === 'WITHDRAWAL' && given.length > 1 ? given.slice(1) : given;
  const first = tokens[0];
  const numbered = tokens.length > 1 && /^[0-9]+$/.test(tokens[1]!);
  const isCheque =
    first === 'CHECK' ||
    first === 'CHK' ||
    first === 'CHEQUE' ||
    ((first === 'DRAFT' || first === 'CK') && numbered);
  if (!isCheque && !(first === 'SHARE' && tokens[1] === 'DRAFT')) return null;
  if (tokens.some((token) => NOT_A_CHEQUE.has(token))) return null;
  const memo = tokens.filter((token) => !CHEQUE_WORDS.has(token) && !isCode(token) && token !== 'TO');
  return payment('check', memo.slice(0, 4), tokens);
}

/** "BILL PAY TO JOHN SMITH", "ONLINE PAYMENT 12345 TO JOHN SMITH": bill pay, when the payee is a person. */
function billPay(tokens: readonly string[]): PersonPayment | null {
  let at = tokens[0] === 'ONLINE' || tokens[0] === 'WEB' ? 1 : 0;
  if (tokens[at] === 'BILLPAY') at += 1;
  else if (tokens[at] === 'BILL' && (tokens[at + 1] === 'PAY' || tokens[at + 1] === 'PAYMENT')) at += 2;
  else if (at === 1 && tokens[0] === 'ONLINE' && tokens[1] === 'PAYMENT') {
    // Chase's bill pay: "Online Payment 1234567 To John Smith"; "ONLINE PAYMENT THANK YOU" pays a card.
    let next = 2;
    while (next < tokens.length && isCode(tokens[next]!)) next++;
    if (tokens[next] !== 'TO') return null;
    at = next;
  } else return null;
  const name = nameAfter(tokens, at);
  return looksLikePersonName(name) ? payment('bill pay', name, tokens) : null;
}

/**
 * The payment to a person a row's text describes, or null. `description` is the statement text as stored;
 * money in from a person ("Zelle payment from ...") is found too (the key is the same person), the caller
 * decides what a direction means.
 */
export function personPayment(description: string): PersonPayment | null {
  const text = description.slice(0, MAX_DESCRIPTION).toUpperCase();
  return personPaymentIn(text, words(text));
}

/** personPayment on a text already bounded and upper-cased, and its words (cleanDescription's). */
export function personPaymentIn(text: string, tokens: readonly string[]): PersonPayment | null {
  // Most rows name no rail at all: one set lookup per word rules them out (this runs on every row).
  if (!tokens.some((token) => RAIL_WORDS.has(token))) return null;
  if (OWN_WALLET.some((phrase) => containsPhrase(tokens, phrase))) return null;

  const app = appRail(tokens);
  // "Cash App Card PARAMOUNT+": the app's debit card bought something from a shop.
  if (app && tokens[app.after] === 'CARD') return null;
  if (app) {
    let name = nameAfter(tokens, app.after);
    // Bank of America: "Zelle Transfer Conf# 1a2b3c; Smith, John": the name after the last ";".
    if (name.length === 0 && text.includes(';')) {
      name = nameAfter(words(text.slice(text.lastIndexOf(';') + 1)), 0);
    }
    return payment(app.rail, name, tokens);
  }
  // PayPal to a name: "PAYPAL TRANSFER TO JANE DOE", "PAYPAL *JANE DOE"; "PAYPAL *HANDMADEGOODS" is a shop.
  const paypal = tokens.indexOf('PAYPAL');
  if (paypal >= 0 && paypal < 3) {
    const name = nameAfter(tokens, paypal + 1);
    return looksLikePersonName(name) ? payment('PayPal', name, tokens) : null;
  }
  return cheque(tokens) ?? billPay(tokens);
}
