import type { LedgerAccount } from '../../ledger/ledger-transaction';
import { classifyRecurring } from '../items';
import {
  ACCOUNT_NAME_INTEREST,
  CARD_PAYMENT_PATTERN,
  EXTRA_BILL_CATEGORY,
  EXTRA_BILL_PATTERN,
  EXTRA_SUBSCRIPTION_PATTERN,
  INCOME_PATTERN,
  MEMBERSHIP_PATTERN,
  NOT_MEMBERSHIP_PATTERN,
  LOAN_CATEGORY,
  LOAN_PATTERN,
  OWN_TRANSFER_PATTERN,
  P2P_PATTERN,
  P2P_RENT_PATTERN,
  PAPER_CHECK_PATTERN,
  TRANSFER_CATEGORY,
  UPKEEP_BILL_PATTERN,
} from './kind-keywords';
import type { PreparedTransaction, StreamDirection, StreamKind } from './types';

export interface KindInput {
  direction: StreamDirection;
  accountType: LedgerAccount['type'] | null;
  /** Description without bank noise (upper case), so "RECURRING PAYMENT AUTHORIZED ON" says nothing. */
  cleanText: string;
  merchant: string;
  category: readonly string[];
  pfc: string;
  /**
   * Most charges are mirrored by a payment to a person of the same amount from another of the user's
   * accounts: money to or from the user's own account, not from a third party.
   */
  mirrored?: boolean;
}

const isTransferCategory = (input: KindInput) =>
  input.category.some((name) => TRANSFER_CATEGORY.test(name.trim())) || /^TRANSFER_/.test(input.pfc);

/**
 * Income, transfers and loans first (direction, account type, keywords), then the spec's bill/subscription
 * rule. Card payments are `transfer` on both sides: the money only moves between the user's own accounts,
 * the card's purchases are what costs money, and counting the payment as a bill would count them twice.
 */
export function classifyStreamKind(input: KindInput): StreamKind {
  const text = `${input.cleanText} ${input.merchant.toUpperCase()}`;
  const loanCategory =
    input.category.some((name) => LOAN_CATEGORY.test(name)) || LOAN_CATEGORY.test(input.pfc);
  const cardPayment = CARD_PAYMENT_PATTERN.test(text) || /CREDIT_CARD/.test(input.pfc);
  if (input.direction === 'inflow') {
    if (input.accountType === 'loan') return 'loan';
    if (input.accountType === 'credit') return 'transfer';
    if (input.accountType === 'investment') return 'transfer';
    // "Interest Checking", "High Interest Savings" name an account, not interest paid on it.
    const incomeText = text.replace(ACCOUNT_NAME_INTEREST, ' ');
    if (INCOME_PATTERN.test(incomeText) || /^INCOME/.test(input.pfc)) return 'income';
    if (cardPayment || OWN_TRANSFER_PATTERN.test(text) || input.mirrored === true) return 'transfer';
    // Money from a named person (rent from a tenant, a client) is income; banks file every Zelle under
    // transfers, so the category says nothing here. Zelle from the user's own other account is mirrored.
    if (P2P_PATTERN.test(text)) return 'income';
    if (isTransferCategory(input)) return 'transfer';
    return 'income';
  }
  if (input.accountType === 'loan') return 'loan';
  if (PAPER_CHECK_PATTERN.test(input.cleanText)) return 'bill';
  if (!cardPayment && (LOAN_PATTERN.test(text) || loanCategory)) return 'loan';
  // Banks file every Zelle under transfers. The user's own money moving (mirrored by its arrival on another
  // of their accounts, or naming an account) is a transfer; a regular payment to someone else pays for
  // something (rent to a landlord, a sitter, lessons): a bill, as money in from a person is income.
  if (P2P_PATTERN.test(text)) {
    if (P2P_RENT_PATTERN.test(text)) return 'bill';
    return input.mirrored === true || OWN_TRANSFER_PATTERN.test(text) ? 'transfer' : 'bill';
  }
  if (cardPayment || OWN_TRANSFER_PATTERN.test(text) || isTransferCategory(input)) return 'transfer';
  if (MEMBERSHIP_PATTERN.test(text) && !NOT_MEMBERSHIP_PATTERN.test(text)) return 'subscription';
  if (EXTRA_BILL_PATTERN.test(text)) return 'bill';
  if (EXTRA_SUBSCRIPTION_PATTERN.test(text)) return 'subscription';
  // After the subscription names: "Google Storage" is cloud storage, a "SELF STORAGE" unit is a bill.
  if (UPKEEP_BILL_PATTERN.test(text)) return 'bill';
  const billCategory = [...input.category, input.pfc].some((name) => EXTRA_BILL_CATEGORY.test(name));
  return classifyRecurring({
    description: input.cleanText,
    merchantName: input.merchant,
    category: billCategory ? ['utilities'] : input.category,
  });
}

function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? '';
}

/**
 * The kind input of a set of charges (oldest first): the latest description, and the merchant and
 * category most of them carry, because a merchant or category column is wrong on some rows.
 */
export function kindInputOf(
  all: readonly PreparedTransaction[],
  accountType: LedgerAccount['type'] | null,
): KindInput {
  // The latest 60 rows say it as well as thousands would (busy merchants).
  const members = all.length > 60 ? all.slice(all.length - 60) : all;
  const last = members[members.length - 1] as PreparedTransaction;
  // Checking exports often leave the category empty: the most common category among rows that have one.
  const category = mostCommon(members.map((t) => t.category[0] ?? '').filter((name) => name.trim() !== ''));
  return {
    direction: last.direction,
    accountType,
    cleanText: last.cleanText,
    merchant: mostCommon(members.map((t) => t.merchantDisplay)),
    category: category === '' ? [] : [category],
    pfc: mostCommon(members.map((t) => t.pfc)),
    mirrored: 2 * members.filter((t) => t.mirrored === true).length > members.length,
  };
}
