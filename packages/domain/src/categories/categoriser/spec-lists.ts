import type { TransactionEditCategory } from '../edit-form-categories';
import { PERSONAL_CATEGORY_GROUPS } from '../personal-categories';
import { PFC_V1, PFC_V1_PRIMARIES, pfc, type PersonalCategory } from './pfc';

/**
 * The spec's own lists tied to PFC v1: each Edit Transaction entry saves a PFC category, and each entry of
 * the Personal Finance Categories screen names a PFC primary (a group's general entry) or detailed one.
 */

// Entry -> the detailed category it saves, or [money in, money out] where the word fits both directions.
const EDIT_TO_PFC: Readonly<Record<TransactionEditCategory, string | readonly [string, string]>> = {
  'Food and Drink': 'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK',
  Shops: 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE',
  Recreation: 'ENTERTAINMENT_OTHER_ENTERTAINMENT',
  Transportation: 'TRANSPORTATION_OTHER_TRANSPORTATION',
  Healthcare: 'MEDICAL_OTHER_MEDICAL',
  Service: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES',
  Community: 'GOVERNMENT_AND_NON_PROFIT_DONATIONS',
  'Government and Non-Profit': 'GOVERNMENT_AND_NON_PROFIT_OTHER_GOVERNMENT_AND_NON_PROFIT',
  Travel: 'TRAVEL_OTHER_TRAVEL',
  'Bank Fees': 'BANK_FEES_OTHER_BANK_FEES',
  Interest: ['INCOME_INTEREST_EARNED', 'BANK_FEES_INTEREST_CHARGE'],
  Payroll: 'INCOME_WAGES',
  Tax: ['INCOME_TAX_REFUND', 'GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT'],
  Transfer: ['TRANSFER_IN_ACCOUNT_TRANSFER', 'TRANSFER_OUT_ACCOUNT_TRANSFER'],
  Deposit: 'TRANSFER_IN_DEPOSIT',
};

/**
 * The PFC category an Edit Transaction entry saves for a row (Plaid sign: negative is money in). A row
 * already filed under the entry's primary keeps its finer detail ("Food and Drink" on a Groceries row).
 */
export function pfcOfEditCategory(
  entry: TransactionEditCategory,
  amountCents: number,
  current: PersonalCategory | null = null,
): PersonalCategory {
  const target = EDIT_TO_PFC[entry];
  const category = pfc(typeof target === 'string' ? target : amountCents < 0 ? target[0] : target[1]);
  return current && current.primary === category.primary ? current : category;
}

/** The primaries each Edit Transaction entry can save (two where the direction decides). */
export function editCategoryPrimaries(entry: TransactionEditCategory): string[] {
  const target = EDIT_TO_PFC[entry];
  const names = typeof target === 'string' ? [target] : [...target];
  return [...new Set(names.map((name) => pfc(name).primary))];
}

const KNOWN_DETAILED = new Set(PFC_V1.map((row) => row.detailed));

/**
 * What a Personal Finance Categories entry names in PFC v1: a group's general entry is a primary
 * (detailed null); the spec's short income names are Plaid's INCOME_ names ("WAGES" -> INCOME_WAGES).
 */
export function pfcOfPersonalEntry(entry: string): { primary: string; detailed: string | null } | null {
  if (PFC_V1_PRIMARIES.includes(entry)) return { primary: entry, detailed: null };
  const detailed = KNOWN_DETAILED.has(entry) ? entry : `INCOME_${entry}`;
  return KNOWN_DETAILED.has(detailed) ? { primary: pfc(detailed).primary, detailed } : null;
}

/** Every screen entry with its PFC names, in the screen's order. */
export const PERSONAL_ENTRIES_PFC = PERSONAL_CATEGORY_GROUPS.flatMap((group) =>
  group.categories.map((entry) => ({ group: group.key, entry, pfc: pfcOfPersonalEntry(entry) })),
);

/**
 * The Edit Transaction entry that shows a row's PFC category: the entry saving exactly that detailed
 * category, else the one entry of its primary ("Food and Drink" for Groceries), else the primary's general
 * entry (Bank Fees for ATM Fees). Null when no entry fits or several would (Dividends could read Interest,
 * Payroll or Tax): the dialog then shows the category itself.
 */
export function editCategoryOfPfc(category: PersonalCategory): TransactionEditCategory | null {
  const entries = Object.keys(EDIT_TO_PFC) as TransactionEditCategory[];
  const exact = entries.find((entry) => {
    const target = EDIT_TO_PFC[entry];
    return typeof target === 'string' ? target === category.detailed : target.includes(category.detailed);
  });
  if (exact) return exact;
  const ofPrimary = entries.filter((entry) => editCategoryPrimaries(entry).includes(category.primary));
  if (ofPrimary.length === 1) return ofPrimary[0]!;
  const general = ofPrimary.filter((entry) =>
    String(EDIT_TO_PFC[entry]).startsWith(`${category.primary}_OTHER_`),
  );
  return general.length === 1 ? general[0]! : null;
}
