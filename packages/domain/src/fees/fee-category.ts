import type { LedgerTransaction } from '../ledger/ledger-transaction';
import type { FeeKind } from './fee-kinds';

// Plaid personal_finance_category detailed names (v1 and v2, /work/shared/data/plaid-categories).
const PFC_DETAILED_KINDS: Readonly<Record<string, FeeKind>> = {
  BANK_FEES_ATM_FEES: 'atm',
  BANK_FEES_FOREIGN_TRANSACTION_FEES: 'foreign_transaction',
  BANK_FEES_INSUFFICIENT_FUNDS: 'insufficient_funds',
  BANK_FEES_INTEREST_CHARGE: 'interest',
  BANK_FEES_OVERDRAFT_FEES: 'overdraft',
  BANK_FEES_LATE_FEES: 'late',
  BANK_FEES_CASH_ADVANCE: 'other',
  BANK_FEES_OTHER_BANK_FEES: 'other',
};

// Second level of Plaid's legacy ["Bank Fees", ...] path.
const LEGACY_SUBCATEGORY_KINDS: Readonly<Record<string, FeeKind>> = {
  overdraft: 'overdraft',
  atm: 'atm',
  'late payment': 'late',
  'foreign transaction': 'foreign_transaction',
  'insufficient funds': 'insufficient_funds',
  interest: 'interest',
  'wire transfer': 'wire',
  'excess activity': 'other',
};

/**
 * Category names of banks, aggregators and budgeting apps that mean a bank fee, with the kind they imply.
 * Only fee names: "Cash & ATM" (withdrawals), "Tuition & Fees" or "Parking Fees" are not bank fees.
 */
const CATEGORY_PATTERNS: readonly [RegExp, FeeKind][] = [
  [/^atm fees?$/, 'atm'],
  [/^overdraft( fees?| charges?)?$/, 'overdraft'],
  [/^(insufficient funds|nsf)( fees?)?$/, 'insufficient_funds'],
  [/^foreign (transaction|exchange)( fees?)?$/, 'foreign_transaction'],
  [/^(late|late payment)( fees?)?$/, 'late'],
  [/^(finance charges?|interest charged?|interest charges?|interest expense)$/, 'interest'],
  [/^annual( card| membership)? fees?$/, 'annual_card'],
  [/^(service fees?|service charges?|monthly (service|maintenance) fees?)$/, 'monthly_maintenance'],
  [/^wire( transfer)? fees?$/, 'wire'],
  [
    /^(bank fees?|bank charges?|banking fees?|fees?|fees? (&|and) (charges|adjustments)|charges? (&|and) fees|service charges\/fees|fee\/interest charge|financial fees|other bank fees)$/,
    'other',
  ],
];

function kindOfCategoryName(name: string): FeeKind | null {
  const lower = name.trim().toLowerCase().replace(/\s+/g, ' ');
  for (const [pattern, kind] of CATEGORY_PATTERNS) if (pattern.test(lower)) return kind;
  return null;
}

/** The fee kind the row's category claims (money out only is checked by the caller), or null. */
export function categoryFeeKind(t: LedgerTransaction): FeeKind | null {
  const detailed = t.pfcDetailed?.trim().toUpperCase();
  if (detailed && PFC_DETAILED_KINDS[detailed]) return PFC_DETAILED_KINDS[detailed];
  if (t.pfcPrimary?.trim().toUpperCase() === 'BANK_FEES') return 'other';
  const [first, second] = t.category;
  if (first === undefined) return null;
  if (/^bank fees?$/i.test(first.trim())) {
    return LEGACY_SUBCATEGORY_KINDS[second?.trim().toLowerCase() ?? ''] ?? 'other';
  }
  // Legacy ["Interest", "Interest Charged"]; ["Interest", "Interest Earned"] is income.
  if (/^interest$/i.test(first.trim())) return /earned/i.test(second ?? '') ? null : 'interest';
  for (const name of t.category) {
    const kind = kindOfCategoryName(name);
    if (kind) return kind;
  }
  return null;
}

/** A kind named by a lone word of a category-only fee row ("OVERDRAFT", "INTEREST", "MAINTENANCE"). */
export function hintedFeeKind(words: readonly string[]): FeeKind | null {
  const has = (...candidates: string[]) => candidates.some((word) => words.includes(word));
  if (has('OVERDRAFT', 'OD', 'ODP', 'OVERDRAWN')) return 'overdraft';
  if (has('NSF', 'INSUFFICIENT', 'RETURNED')) return 'insufficient_funds';
  if (has('INTEREST', 'FINANCE')) return 'interest';
  if (has('LATE')) return 'late';
  if (has('ANNUAL', 'MEMBERSHIP')) return 'annual_card';
  if (has('MONTHLY', 'MAINTENANCE', 'MAINT', 'SERVICE', 'SVC')) return 'monthly_maintenance';
  return null;
}
