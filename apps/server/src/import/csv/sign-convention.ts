import type { DraftRow } from '../draft-row.ts';
import type { AmountSign } from '../types.ts';
import { normalizeHeader, POSITIVE_CHARGE_HEADERS } from './header-names.ts';
import type { MoneyDirection } from './parse-amount.ts';

const OUT_WORDS = new Set(['debit', 'dr', 'withdrawal', 'sale', 'purchase']);
const IN_WORDS = new Set(['credit', 'cr', 'deposit', 'dslip', 'return', 'refund']);

/**
 * What a Type/Details cell says about the direction: Chase "DEBIT"/"DSLIP"/"ACH_CREDIT", Chase card
 * "Sale"/"Return", Apple Card "Purchase"/"Credit", Mint "debit"/"credit", US Bank "DEBIT". "Payment" says
 * nothing: it is money in on a card and money out of a checking account.
 */
export function typeDirection(cell: string): MoneyDirection | null {
  const words = cell.toLowerCase().split(/[^a-z]+/);
  const out = words.some((word) => OUT_WORDS.has(word));
  const into = words.some((word) => IN_WORDS.has(word));
  return out === into ? null : out ? 'out' : 'in';
}

/** A card issuer thanking for a payment ("AUTOPAY PAYMENT - THANK YOU") is money coming in to the card. */
function descriptionDirection(description: string): MoneyDirection | null {
  return /\bthank you\b/i.test(description) && /\b(payment|pymt|autopay)\b/i.test(description) ? 'in' : null;
}

/**
 * The sign convention of a single amount column when the user gave none: rows that say their direction (a
 * type cell, a card payment's "THANK YOU") vote by the sign they carry, so a Chase card file (Sale -15.49)
 * stays positive-in while Apple Card (Purchase 15.49) and Amex or Discover (payment -500.00) turn out
 * positive-out. With no vote, Amex's own headers decide; otherwise null (the caller's default).
 */
export function inferAmountSign(drafts: DraftRow[], headers: string[]): AmountSign | null {
  // A Type column is the bank's own word on each row: its majority decides. A "THANK YOU" text is weaker
  // (a money-out row can say it too), so text votes flip the default only when they all agree.
  const typed = { positiveIn: 0, positiveOut: 0 };
  const texts = { positiveIn: 0, positiveOut: 0 };
  for (const draft of drafts) {
    if (draft.amount.kind !== 'signed' || draft.amount.marker !== null || draft.amount.cents === 0) continue;
    const fromType = draft.typeDirection;
    const direction = fromType ?? descriptionDirection(draft.description);
    if (direction === null) continue;
    const votes = fromType ? typed : texts;
    if (draft.amount.cents > 0 === (direction === 'in')) votes.positiveIn += 1;
    else votes.positiveOut += 1;
  }
  if (typed.positiveIn + typed.positiveOut > 0) {
    return typed.positiveOut > typed.positiveIn ? 'positive-out' : 'positive-in';
  }
  if (texts.positiveOut > 0 && texts.positiveIn === 0) return 'positive-out';
  if (texts.positiveIn > 0) return 'positive-in';
  const names = headers.map(normalizeHeader);
  return POSITIVE_CHARGE_HEADERS.some((name) => names.includes(name)) ? 'positive-out' : null;
}

/** Mint writes every amount unsigned and says debit/credit in a column: then that column gives the sign. */
export function amountsAreUnsigned(drafts: DraftRow[]): boolean {
  let typed = 0;
  for (const draft of drafts) {
    if (draft.amount.kind !== 'signed') return false;
    if (draft.amount.cents < 0) return false;
    if (draft.typeDirection !== null) typed += 1;
  }
  return typed > 0;
}
