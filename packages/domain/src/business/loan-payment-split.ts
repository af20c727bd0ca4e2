/**
 * A loan payment is two things on the books: its interest is a business cost (Schedule C line 16b, other
 * interest) and its principal pays back borrowed money (not profit or loss). The split is known when the
 * statement says it ("PRIN 812.40 INT 187.60") or when the loan's yearly rate and balance are known; otherwise
 * the payment waits for the owner (business-suggestion.ts says so). Amounts in cents, money out positive.
 */

export interface LoanSplit {
  interestCents: number;
  principalCents: number;
  /** Why, in the owner's words: stored as the split's note. */
  reason: string;
}

// A payment on a loan (never a card's payment, which is money moved between own accounts).
const LOAN_WORDS = /\b(loan|note pmt|note payment|mortgage|sba|equipment financ\w*|term loan)\b/;
const LOAN_PFC = /^LOAN_PAYMENTS_(?!CREDIT_CARD_PAYMENT)/;
const PAYMENT_WORDS = /\b(pmt|pymt|payment|pay|autopay|debit|ach|interest|int|principal|prin)\b/;
// Borrowed money arriving, not a payment.
const PROCEEDS = /\b(proceeds|disbursement|advance|funding)\b/;

/** Money out that pays a loan: its words ("SBA LOAN PMT") or its personal category say so. */
export function isLoanPayment(text: string, personalDetailed: string | null, amountCents: number): boolean {
  if (amountCents <= 0) return false;
  const lower = text.toLowerCase();
  if (PROCEEDS.test(lower)) return false;
  if (personalDetailed && LOAN_PFC.test(personalDetailed)) return true;
  return LOAN_WORDS.test(lower) && PAYMENT_WORDS.test(lower);
}

const cents = (amount: string) => Math.round(Number(amount.replace(/[$,]/g, '')) * 100);
const AMOUNT = String.raw`\$?(\d{1,3}(?:,\d{3})*(?:\.\d{2})|\d+\.\d{2})`;
const INTEREST = new RegExp(String.raw`\b(?:int|interest|intr)\b[\s:=]*${AMOUNT}`);
const PRINCIPAL = new RegExp(String.raw`\b(?:prin|principal|prn)\b[\s:=]*${AMOUNT}`);

/** The statement's own split: an interest amount (and a principal one, when given, that adds up). */
export function loanSplitFromText(text: string, amountCents: number): LoanSplit | null {
  const lower = text.toLowerCase();
  const interest = INTEREST.exec(lower);
  if (!interest) return null;
  const interestCents = cents(interest[1]!);
  const principal = PRINCIPAL.exec(lower);
  const principalCents = principal ? cents(principal[1]!) : amountCents - interestCents;
  if (interestCents <= 0 || interestCents >= amountCents) return null;
  if (interestCents + principalCents !== amountCents) return null;
  return {
    interestCents,
    principalCents,
    reason: 'The statement gives the interest; the rest pays back the loan',
  };
}

/** A payment to a loan whose yearly rate is known: date and amount (money out positive). */
export interface LoanPayment {
  id: string;
  date: string;
  amountCents: number;
}

/**
 * Each payment's split from the loan's yearly rate (thousandths of a percent: 7.5% = 7500) and its balance
 * now, after every payment listed. A month's interest is the balance before the payment times the rate over
 * twelve; walking back from today, the balance before a payment is (the balance after it + the payment) /
 * (1 + the monthly rate). It assumes a payment a month and no new borrowing between them, as a term loan runs.
 * A payment smaller than its month's interest, or a loan with no balance, gives no split.
 */
export function loanSplitsFromRate(
  payments: readonly LoanPayment[],
  aprThousandths: number,
  balanceNowCents: number,
): Map<string, LoanSplit> {
  const splits = new Map<string, LoanSplit>();
  if (aprThousandths <= 0 || balanceNowCents < 0) return splits;
  const monthly = aprThousandths / 100_000 / 12;
  const percent = (aprThousandths / 1000).toFixed(3).replace(/\.?0+$/, '');
  let after = balanceNowCents;
  const newestFirst = [...payments].sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
  for (const payment of newestFirst) {
    const before = (after + payment.amountCents) / (1 + monthly);
    const interestCents = Math.round(before * monthly);
    after = Math.round(before);
    if (interestCents <= 0 || interestCents >= payment.amountCents) continue;
    splits.set(payment.id, {
      interestCents,
      principalCents: payment.amountCents - interestCents,
      reason: `A month's interest at ${percent}% a year on the loan's balance; the rest pays back the loan`,
    });
  }
  return splits;
}
