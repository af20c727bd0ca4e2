import { addDays, type IsoDate } from '../dates';
import type { Cents } from '../money';
import type { DetectedFee, FeeKind, FeeRefund } from './fee-kinds';
import { normalizeFeeText } from './fee-text';

/** The fee kinds banks give back to a customer who asks (the first one, or a rare one, above all). */
const ALWAYS_REFUNDABLE: ReadonlySet<FeeKind> = new Set([
  'overdraft',
  'insufficient_funds',
  'monthly_maintenance',
  'late',
]);

// Another bank's machine: its owner's surcharge, which the customer's own bank cannot give back.
const OTHER_BANKS_ATM =
  /\b(?:NON|OTHER|OUT OF NETWORK|OUTSIDE|OON|SURCHARGE|SURCHG|FOREIGN|INTL|INTERNATIONAL)\b/;
// Cards whose terms promise no foreign transaction fee: a charge on them is the issuer's mistake.
const NO_FX_CARD =
  /\b(?:CAPITAL ONE|CAP ONE|CAPITALONE|DISCOVER|SAPPHIRE|VENTURE|VENTUREONE|QUICKSILVER|SAVOR)\b/;

/** What decides whether a fee is worth asking back: its kind, its text and who holds the account. */
export interface RefundableInput {
  kind: FeeKind;
  description: string;
  /** The institution holding the account ("Capital One"), when known. */
  institutionName?: string | null;
}

/**
 * True for the fees a bank refunds on request: overdraft, insufficient funds, monthly maintenance, late;
 * an ATM fee at the bank's own machine; a foreign transaction fee on a card that promised none.
 */
export function isRefundableFee(fee: RefundableInput): boolean {
  if (ALWAYS_REFUNDABLE.has(fee.kind)) return true;
  const text = normalizeFeeText(fee.description);
  if (fee.kind === 'atm') return !OTHER_BANKS_ATM.test(text.replace(/\bNON-/g, 'NON '));
  if (fee.kind === 'foreign_transaction') {
    return NO_FX_CARD.test(`${text} ${normalizeFeeText(fee.institutionName ?? '')}`);
  }
  return false;
}

/** A fee given back by a reversal row: the whole fee or part of it (refundedCents < the fee's amount). */
export interface ReversalMatch {
  feeTransactionId: string;
  reversalTransactionId: string;
  refundedCents: Cents;
}

/** How far back a reversal reaches for its fee: banks answer within weeks, a dispute within a few months. */
export const REVERSAL_WINDOW_DAYS = 180;

// Banks print an overdraft and a returned item under either name ("OD/NSF FEE REFUND").
const SIBLING_KINDS: Partial<Record<FeeKind, FeeKind>> = {
  overdraft: 'insufficient_funds',
  insufficient_funds: 'overdraft',
};

function kindsMatch(reversal: FeeRefund['kind'], fee: FeeKind): boolean {
  return reversal === 'other' || reversal === fee || SIBLING_KINDS[fee] === reversal;
}

function byDateThenId(
  a: { date: IsoDate; transactionId: string },
  b: { date: IsoDate; transactionId: string },
) {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.transactionId < b.transactionId ? -1 : 1;
}

/**
 * Matches each fee reversal (money in on the fee's account) to the one fee it gives back: an unrefunded
 * fee of a matching kind, on or before the reversal and within REVERSAL_WINDOW_DAYS. A fee of exactly the
 * reversal's amount wins, else the smallest fee larger than it (a partial refund); among equals the
 * nearest earlier one, then the lower id. Reversals are taken oldest first, so two equal fees and two
 * equal reversals pair up one to one, the same way every run. Interest earned never matches.
 */
export function matchFeeReversals(
  fees: readonly DetectedFee[],
  reversals: readonly FeeRefund[],
): ReversalMatch[] {
  const taken = new Set<string>();
  const matches: ReversalMatch[] = [];
  const feesByAccount = new Map<string, DetectedFee[]>();
  for (const fee of fees) {
    const list = feesByAccount.get(fee.accountId) ?? [];
    list.push(fee);
    feesByAccount.set(fee.accountId, list);
  }
  const ordered = reversals.filter((r) => r.kind !== 'interest_earned').sort(byDateThenId);
  for (const reversal of ordered) {
    const earliest = addDays(reversal.date, -REVERSAL_WINDOW_DAYS);
    let best: DetectedFee | null = null;
    for (const fee of feesByAccount.get(reversal.accountId) ?? []) {
      if (taken.has(fee.transactionId) || fee.date > reversal.date || fee.date < earliest) continue;
      if (!kindsMatch(reversal.kind, fee.kind) || fee.amountCents < reversal.amountCents) continue;
      if (!best || better(fee, best, reversal.amountCents)) best = fee;
    }
    if (!best) continue;
    taken.add(best.transactionId);
    matches.push({
      feeTransactionId: best.transactionId,
      reversalTransactionId: reversal.transactionId,
      refundedCents: reversal.amountCents,
    });
  }
  return matches;
}

function better(fee: DetectedFee, best: DetectedFee, wanted: Cents): boolean {
  const exact = fee.amountCents === wanted;
  const bestExact = best.amountCents === wanted;
  if (exact !== bestExact) return exact;
  if (fee.amountCents !== best.amountCents) return fee.amountCents < best.amountCents;
  if (fee.date !== best.date) return fee.date > best.date;
  return fee.transactionId < best.transactionId;
}
