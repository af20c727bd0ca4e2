import type { LedgerAccount, LedgerTransaction } from '../ledger/ledger-transaction';
import { feeKindOfText } from './classify-fee';
import type { FeeKind, FeeRefund } from './fee-kinds';
import { normalizeFeeText } from './fee-text';

// Words that turn a fee description into its give-back ("ATM FEE REBATE", "OVERDRAFT FEE REFUND").
const REFUND_WORDS =
  /\b(?:REVERSAL|REVERSED|REVERSE|REV|REFUND|REFUNDED|RFND|REBATE|REBATED|REIMBURSEMENT|REIMBURSED|REIMB|REIMBURSE|WAIVER|WAIVED|WAIVE|COURTESY(?= (?:CREDIT|REFUND|REVERSAL))|CREDIT|CR|ADJUSTMENT|ADJ)\b/g;
// A bank's goodwill credit names no fee: it gives back a fee all the same ("COURTESY CREDIT").
const COURTESY_CREDIT = /\bCOURTESY (?:CREDIT|CR|REFUND|REVERSAL|ADJUSTMENT|ADJ)\b/;
const ATM_REBATE = /\bATM\b.*\b(?:REBATE|REBATED|REIMBURSEMENT|REIMBURSED|REIMB|REFUND|REFUNDED)\b/;
// "INTEREST CHECKING" is a product, and interest moved between accounts is a transfer, not earnings.
const INTEREST_EARNED = /\bINTEREST\b|\bINT (?:EARNED|PAID|PAYMENT|PYMT|PMT|CREDIT|CR|DEPOSIT)\b/;
const DIVIDEND = /\b(?:DIVIDEND|DIVIDENDS|DIV)\b/;
const NOT_EARNINGS =
  /\b(?:TRANSFER|XFER|TFR|TRF|ZELLE|VENMO|PAYPAL|PAYROLL|CHARGE|CHARGED|CHG|FINANCE|PURCHASE|PURCHASES|ADVANCE|REVERSAL|REVERSED|REFUND|ADJUSTMENT|ADJ)\b/;

function stripRefundWords(text: string): string {
  return text.replace(REFUND_WORDS, ' ').replace(/\s+/g, ' ').trim();
}

function isInterestEarned(t: LedgerTransaction, text: string, account?: LedgerAccount): boolean {
  const plain = text.replace(/\bINTEREST (?:CHECKING|CHK)\b/g, ' ');
  if (NOT_EARNINGS.test(plain)) return false;
  if (INTEREST_EARNED.test(plain)) return true;
  if (t.pfcDetailed?.toUpperCase() === 'INCOME_INTEREST_EARNED') return true;
  // Credit unions pay savings interest as a "share dividend"; a brokerage's dividend is investment income.
  return (
    DIVIDEND.test(plain) &&
    (account?.type === 'depository' || /\b(?:SHARE|SHARES|SAVINGS|EARNED)\b/.test(plain))
  );
}

/**
 * What a row of money in gives back: the kind of fee it reverses or refunds, 'interest_earned', or null
 * (ordinary income, a card payment, a purchase refund, a merchant's fee refund).
 */
export function classifyFeeRefund(t: LedgerTransaction, account?: LedgerAccount): FeeRefund['kind'] | null {
  if (t.amountCents >= 0) return null;
  const text = normalizeFeeText(t.description || (t.merchantName ?? ''));
  // Earnings first: a bare "INTEREST" credit is interest paid to the saver, not a charge given back.
  if (isInterestEarned(t, text, account)) return 'interest_earned';
  const feeKind: FeeKind | null = feeKindOfText(stripRefundWords(text), account);
  if (feeKind) return feeKind;
  if (ATM_REBATE.test(text)) return 'atm';
  return COURTESY_CREDIT.test(text) ? 'other' : null;
}

/** True for a row that reverses, refunds, rebates or waives a bank fee (either sign, as banks print it). */
export function isFeeReversal(t: LedgerTransaction, account?: LedgerAccount): boolean {
  const text = normalizeFeeText(t.description || (t.merchantName ?? ''));
  const stripped = stripRefundWords(text);
  if (stripped === text) return ATM_REBATE.test(text);
  return feeKindOfText(stripped, account) !== null || ATM_REBATE.test(text);
}
