import { TRANSACTION_EDIT_CATEGORIES, type TransactionEditCategory } from './edit-form-categories';
import { PERSONAL_CATEGORY_GROUPS, type PersonalCategoryGroupKey } from './personal-categories';

/**
 * Bridges from what Plaid sends to our catalogues. Plaid's personal finance category (PFC) primary
 * decides the group; v2 primaries (LOAN_DISBURSEMENTS, OTHER) are covered where the meaning is clear.
 */
export const PFC_PRIMARY_TO_GROUP: Readonly<Record<string, PersonalCategoryGroupKey>> = {
  INCOME: 'income',
  TRANSFER_IN: 'transfers',
  TRANSFER_OUT: 'transfers',
  // v2 split loan proceeds out of TRANSFER_IN_CASH_ADVANCES_AND_LOANS; they are still transfers to us.
  LOAN_DISBURSEMENTS: 'transfers',
  LOAN_PAYMENTS: 'loanPayments',
  BANK_FEES: 'bankFees',
  ENTERTAINMENT: 'entertainment',
  FOOD_AND_DRINK: 'foodAndDrink',
  GENERAL_MERCHANDISE: 'generalMerchandise',
  HOME_IMPROVEMENT: 'homeImprovement',
  MEDICAL: 'medical',
  PERSONAL_CARE: 'personalCare',
  GENERAL_SERVICES: 'generalServices',
  GOVERNMENT_AND_NON_PROFIT: 'governmentAndNonProfit',
  TRANSPORTATION: 'transportation',
  TRAVEL: 'travel',
  RENT_AND_UTILITIES: 'rentAndUtilities',
};

// Longest first, so TRANSFER_IN_... never matches a shorter primary by accident.
const PRIMARIES_LONGEST_FIRST = Object.keys(PFC_PRIMARY_TO_GROUP).sort((a, b) => b.length - a.length);

/** The PFC primary a category name starts with ('FOOD_AND_DRINK_COFFEE' -> 'FOOD_AND_DRINK'), if any. */
export function pfcPrimaryOf(category: string): string | null {
  const name = category.trim().toUpperCase();
  return (
    PRIMARIES_LONGEST_FIRST.find((primary) => name === primary || name.startsWith(`${primary}_`)) ?? null
  );
}

const GROUP_OF_LISTED = new Map<string, PersonalCategoryGroupKey>(
  PERSONAL_CATEGORY_GROUPS.flatMap((group) => group.categories.map((name) => [name, group.key] as const)),
);

/** Personal group of a PFC primary or detailed name, or of one of our listed names; null when unknown. */
export function personalGroupOf(category: string): PersonalCategoryGroupKey | null {
  const name = category.trim().toUpperCase();
  const listed = GROUP_OF_LISTED.get(name);
  if (listed) return listed;
  const primary = pfcPrimaryOf(name);
  return primary === null ? null : (PFC_PRIMARY_TO_GROUP[primary] ?? null);
}

// Plaid's detailed income names (v1 and v2) to the spec's short income names.
const INCOME_DETAILED_TO_LISTED: Readonly<Record<string, string>> = {
  INCOME_DIVIDENDS: 'DIVIDENDS',
  INCOME_INTEREST_EARNED: 'INTEREST_EARNED',
  INCOME_RETIREMENT_PENSION: 'RETIREMENT_PENSION',
  INCOME_TAX_REFUND: 'TAX_REFUND',
  INCOME_UNEMPLOYMENT: 'UNEMPLOYMENT',
  INCOME_WAGES: 'WAGES',
  INCOME_SALARY: 'WAGES',
  INCOME_OTHER_INCOME: 'OTHER_INCOME',
  INCOME_OTHER: 'OTHER_INCOME',
};

/**
 * The listed personal category a Plaid PFC name belongs to: itself when listed, the spec's short name
 * for income details, otherwise the group's general (primary) entry. Null when Plaid's name has no group.
 */
export function personalCategoryOfPfc(category: string): string | null {
  const name = category.trim().toUpperCase();
  if (GROUP_OF_LISTED.has(name)) return name;
  const income = INCOME_DETAILED_TO_LISTED[name];
  if (income) return income;
  const group = personalGroupOf(name);
  if (group === null) return null;
  const primary = pfcPrimaryOf(name);
  // LOAN_DISBURSEMENTS is not a listed name; its listed home is the cash-advances-and-loans transfer.
  if (primary === 'LOAN_DISBURSEMENTS') return 'TRANSFER_IN_CASH_ADVANCES_AND_LOANS';
  return primary;
}

const EDIT_CATEGORY_BY_LOWER = new Map<string, TransactionEditCategory>(
  TRANSACTION_EDIT_CATEGORIES.map((category) => [category.toLowerCase(), category]),
);

// Plaid legacy top-level categories not spelled like an edit-form entry, where the match is obvious.
// 'Payment' (credit cards, loans, rent) has no obvious home and stays unmapped.
const LEGACY_ALIASES: Readonly<Record<string, TransactionEditCategory>> = {
  'cash advance': 'Transfer',
};

const PFC_DETAILED_TO_EDIT: Readonly<Record<string, TransactionEditCategory>> = {
  INCOME_WAGES: 'Payroll',
  INCOME_SALARY: 'Payroll',
  INCOME_INTEREST_EARNED: 'Interest',
  INCOME_TAX_REFUND: 'Tax',
  TRANSFER_IN_DEPOSIT: 'Deposit',
  BANK_FEES_INTEREST_CHARGE: 'Interest',
  GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT: 'Tax',
  GOVERNMENT_AND_NON_PROFIT_DONATIONS: 'Community',
};

const PFC_PRIMARY_TO_EDIT: Readonly<Record<string, TransactionEditCategory>> = {
  FOOD_AND_DRINK: 'Food and Drink',
  GENERAL_MERCHANDISE: 'Shops',
  ENTERTAINMENT: 'Recreation',
  TRANSPORTATION: 'Transportation',
  MEDICAL: 'Healthcare',
  GENERAL_SERVICES: 'Service',
  GOVERNMENT_AND_NON_PROFIT: 'Government and Non-Profit',
  TRAVEL: 'Travel',
  BANK_FEES: 'Bank Fees',
  TRANSFER_IN: 'Transfer',
  TRANSFER_OUT: 'Transfer',
};

/**
 * Preselects the edit dialog's category from a stored category (a legacy top-level name such as
 * 'Food and Drink', or a PFC name). Null when there is no obvious match: the dialog then starts empty.
 */
export function editCategoryOf(category: string | null | undefined): TransactionEditCategory | null {
  const trimmed = category?.trim() ?? '';
  if (trimmed === '') return null;
  const lower = trimmed.toLowerCase();
  const legacy = EDIT_CATEGORY_BY_LOWER.get(lower) ?? LEGACY_ALIASES[lower];
  if (legacy) return legacy;
  const upper = trimmed.toUpperCase();
  const detailed = PFC_DETAILED_TO_EDIT[upper];
  if (detailed) return detailed;
  const primary = pfcPrimaryOf(upper);
  return primary === null ? null : (PFC_PRIMARY_TO_EDIT[primary] ?? null);
}
