import {
  isBusinessIncomeCategory,
  merchantKeyOf,
  suggestBusinessCategories,
  type BusinessSource,
  type BusinessSuggestion,
  type BusinessUse,
  type SuggestionMemory,
} from '@tourniquet/domain';
import type { Db } from '../db/client.ts';
import {
  loadBusinessRows,
  setBusinessCategories,
  setBusinessUse,
  type BusinessRow,
} from '../db/queries/business-books.ts';
import { splitKnownLoanPayments } from './loan-splits.ts';

/**
 * Business categories for business rows: the user's (or a rule's) choice stays; every other
 * business row gets the suggestion (domain business-suggestion.ts), learned from the user's choices for
 * the same merchant first. Run after every write the suggestions read (rows, accounts, a loan's rate), so
 * the books and the rows agree when they are read; idempotent, it writes only rows whose suggestion changed.
 */

const CHOSEN: ReadonlySet<string> = new Set<BusinessSource>(['user', 'rule']);

type KeyedRow = BusinessRow & { key: string };

/**
 * What the user taught: per merchant the latest chosen category, per personal category the latest chosen
 * expense category (a supplier filed under cost of goods sold takes others of its kind), and the latest
 * chosen income category.
 */
function memoryOf(rows: readonly KeyedRow[]): SuggestionMemory {
  const chosen = rows
    .filter((r) => r.businessCategory !== null && r.businessSource !== null && CHOSEN.has(r.businessSource))
    .sort((a, b) => a.date.localeCompare(b.date));
  const byMerchant = new Map<string, string>();
  const byPersonalCategory = new Map<string, string>();
  let lastIncomeCategory: string | null = null;
  for (const row of chosen) {
    byMerchant.set(row.key, row.businessCategory!);
    if (row.amountCents < 0 && isBusinessIncomeCategory(row.businessCategory!)) {
      lastIncomeCategory = row.businessCategory;
    } else if (
      row.amountCents > 0 &&
      row.personalDetailed &&
      !isBusinessIncomeCategory(row.businessCategory!)
    ) {
      byPersonalCategory.set(row.personalDetailed, row.businessCategory!);
    }
  }
  return { byMerchant, lastIncomeCategory, byPersonalCategory };
}

/**
 * The books' writes, run where rows are written (routes/business/books-after-writes.ts after an API write,
 * the detection job after a sync), never by a read: the known loan splits, then every open business row's
 * suggestion. Returns how many rows' suggestions it wrote (0 once the books follow the rows).
 */
export async function categoriseBusinessRows(db: Db, userId: string): Promise<number> {
  const loaded = await loadBusinessRows(db, userId);
  // A loan payment whose interest is known becomes its two parts before anything is suggested for it.
  await splitKnownLoanPayments(db, userId, loaded);
  const { changes } = suggestionsOf(loaded);
  let written = 0;
  for (const { category, source, ids } of changes) {
    await setBusinessCategories(db, userId, ids, category, source);
    written += ids.length;
  }
  return written;
}

/**
 * Each open business row's suggestion by row id (its confidence and why), read only: what is stored says
 * only that a category was suggested, and the review inbox shows why.
 */
export async function readBusinessSuggestions(
  db: Db,
  userId: string,
): Promise<Map<string, BusinessSuggestion>> {
  return suggestionsOf(await loadBusinessRows(db, userId)).suggestions;
}

interface CategoryChange {
  category: string | null;
  source: BusinessSource | null;
  ids: string[];
}

/** The suggestions for the loaded rows, and the stored categories they change (one per category and source). */
function suggestionsOf(loaded: readonly BusinessRow[]): {
  suggestions: Map<string, BusinessSuggestion>;
  changes: CategoryChange[];
} {
  const rows: KeyedRow[] = loaded.map((r) => ({
    ...r,
    key: merchantKeyOf(r.description, r.merchantName),
  }));
  const memory = memoryOf(rows);
  // One UPDATE per (category, source) pair, however many rows take it.
  const changes = new Map<string, CategoryChange>();
  const open = rows.filter(
    (row) => row.use === 'business' && !(row.businessSource !== null && CHOSEN.has(row.businessSource)),
  );
  const suggestions = suggestBusinessCategories(
    open.map((row) => ({
      amountCents: row.amountCents,
      personalDetailed: row.personalDetailed,
      merchantKey: row.key,
      text: `${row.merchantName ?? ''} ${row.description}`,
      onBusinessAccount: row.onBusinessAccount,
      date: row.date,
    })),
    memory,
  );
  const byId = new Map<string, BusinessSuggestion>();
  for (const [i, row] of open.entries()) {
    const suggestion = suggestions[i];
    if (suggestion) byId.set(row.id, suggestion);
    const category = suggestion?.category ?? null;
    const source = suggestion?.source ?? null;
    if (category === row.businessCategory && source === row.businessSource) continue;
    const change = changes.get(`${category}|${source}`) ?? { category, source, ids: [] };
    change.ids.push(row.id);
    changes.set(`${category}|${source}`, change);
  }
  return { suggestions: byId, changes: [...changes.values()] };
}

/**
 * The user's own choice on one row: business or personal, and the category (source 'user', so no
 * suggestion replaces it); then the suggestions run again, so later rows of the merchant follow it.
 */
export async function saveBusinessChoice(
  db: Db,
  userId: string,
  id: string,
  choice: { use?: BusinessUse; category?: string | null },
): Promise<void> {
  if (choice.use) await setBusinessUse(db, userId, id, choice.use);
  if (choice.category !== undefined) {
    // Cleared by the user: a suggestion may fill it again, as for any row the user never touched.
    await setBusinessCategories(db, userId, [id], choice.category, choice.category === null ? null : 'user');
  }
  await categoriseBusinessRows(db, userId);
}
