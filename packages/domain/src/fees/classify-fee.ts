import type { LedgerAccount, LedgerTransaction } from '../ledger/ledger-transaction';
import { bankOwnCharge } from './bank-own-charge';
import { categoryFeeKind, hintedFeeKind } from './fee-category';
import type { FeeKind } from './fee-kinds';
import { FEE_RULES, GENERIC_FEE_RULE } from './fee-rules';
import { feeWords, isMoneyOut, normalizeFeeText } from './fee-text';
import { isNeutralWord, MOVEMENT_WORDS, namesOnlyThePlan, withoutNeutralPhrases } from './fee-vocabulary';

// On money out these words mean the row gives a fee back or cancels one: never a fee itself.
const REVERSAL_PATTERN =
  /\b(?:REVERSAL|REVERSED|REVERSE|REFUND|REFUNDED|RFND|REBATE|REBATED|REIMBURSEMENT|REIMBURSED|REIMB|REIMBURSE|WAIVER|WAIVED)\b/;
// Interest as income or as a loan payment ("INTEREST PAYMENT" out of checking pays a loan's interest).
const NOT_INTEREST_CHARGE = /\b(?:PAYMENT|PMT|PYMT|PAID|EARNED|INCOME|DEPOSIT|DIVIDEND|CHECKING)\b/;

/** The most a monthly plan charge costs ($35); more under a plan's name is money moved, not a charge. */
const PLAN_CHARGE_MAX_CENTS = 3_500;

function onlyNeutralWords(text: string): boolean {
  return feeWords(text).every(isNeutralWord);
}

/**
 * The fee kind a description names, or null. `text` is normalised (normalizeFeeText). Reversal words are
 * not looked at here: callers decide what a reversal means for money out and money in.
 */
export function feeKindOfText(text: string, account?: LedgerAccount): FeeKind | null {
  const plain = withoutNeutralPhrases(text);
  for (const feeRule of FEE_RULES) {
    const { kind, strength, pattern } = feeRule;
    if (strength === 'strong') {
      if (pattern.test(text)) return adjustForAccount(kind, account);
      continue;
    }
    const match = pattern.exec(plain);
    if (!match) continue;
    const rest = `${plain.slice(0, match.index)} ${plain.slice(match.index + match[0].length)}`.trim();
    if (!onlyNeutralWords(rest.replace(/\s+/g, ' '))) continue;
    // The catch-all "...FEE" rule: "FEE - MONTHLY SERVICE" or "FEE: LATE PAYMENT" still say their kind.
    const hinted = feeRule === GENERIC_FEE_RULE ? hintedFeeKind(feeWords(plain)) : null;
    return adjustForAccount(hinted ?? kind, account);
  }
  // A bare "INTEREST" row is the interest charge on a card or loan statement; on a checking or savings
  // account money out called interest is something else (an adjustment of interest earned).
  if (/\bINTEREST\b/.test(text) && !NOT_INTEREST_CHARGE.test(text) && onlyNeutralWords(text)) {
    const type = account?.type;
    if (type !== 'depository' && type !== 'investment') return 'interest';
  }
  return null;
}

// "ANNUAL FEE" is the card's annual fee; on a checking or savings account the same words are some other
// yearly charge (safe deposit box, IRA custody), which the radar reports as "other".
function adjustForAccount(kind: FeeKind, account?: LedgerAccount): FeeKind {
  if (kind === 'annual_card' && (account?.type === 'depository' || account?.type === 'investment')) {
    return 'other';
  }
  return kind;
}

/** A fee's kind and, in the words a person reads, why the radar calls the row a fee. */
export interface FeeVerdict {
  kind: FeeKind;
  reason: string;
}

const chargedBy = (account?: LedgerAccount) => account?.institutionName || 'the bank holding the account';

/**
 * The kind of fee a transaction is, or null when it is not a charge of the institution holding the
 * account. Money in is never a fee (refunds and interest earned: see classifyFeeRefund). The description
 * decides; the category (often missing or wrong on imported files) only adds rows whose description names
 * no merchant and no money movement, such as "DEBIT MEMO" filed under "Bank Fees".
 */
export function classifyFee(t: LedgerTransaction, account?: LedgerAccount): FeeKind | null {
  return explainFee(t, account)?.kind ?? null;
}

/** classifyFee with the evidence it decided on, said in a sentence. */
export function explainFee(t: LedgerTransaction, account?: LedgerAccount): FeeVerdict | null {
  if (!isMoneyOut(t.amountCents)) return null;
  const text = normalizeFeeText(t.description || (t.merchantName ?? ''));
  if (REVERSAL_PATTERN.test(text)) return null;
  const by = chargedBy(account);
  const kind = feeKindOfText(text, account);
  if (kind) return { kind, reason: `Charged by ${by}: the text names a bank charge and no merchant` };
  // The plan's name alone, on a bank account, for no more than a maintenance charge costs.
  if (
    account?.type !== 'credit' &&
    t.amountCents <= PLAN_CHARGE_MAX_CENTS &&
    namesOnlyThePlan(feeWords(text))
  )
    return {
      kind: 'monthly_maintenance',
      reason: `Charged by ${by}: the text names only the account's plan, for no more than a plan's monthly charge`,
    };
  // Whatever the bank calls it: a service of its own, naming nobody else, at a service's price.
  const own = bankOwnCharge(text, t.amountCents, account);
  if (own) return own;
  const categoryKind = categoryFeeKind(t);
  if (!categoryKind) return null;
  const words = feeWords(text);
  if (!words.every((word) => isNeutralWord(word) && !MOVEMENT_WORDS.has(word))) return null;
  return {
    kind: adjustForAccount(hintedFeeKind(words) ?? categoryKind, account),
    reason: `Charged by ${by}: filed under bank fees, and the text names no merchant and moves no money`,
  };
}
