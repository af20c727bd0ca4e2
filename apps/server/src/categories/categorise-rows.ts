import { learningKey, merchantEvidence, primaryCategory } from '@tourniquet/domain';
import type { Db } from '../db/client.ts';
import {
  accountTypeOf,
  categorisableRows,
  learnedRows,
  rowsWithoutMerchantKey,
  writeCategories,
  writeMerchantKeys,
  type CategorisableRow,
} from '../db/queries/category-rows.ts';
import type { ImportRow, ImportRowCategory } from '../db/queries/import-row.ts';
import type { RowScope } from '../db/queries/row-scope.ts';
import { runRulesWhere } from '../rules/run-rules.ts';
import {
  categorise,
  isEditWord,
  learnCategories,
  pfcOfEditCategory,
  merchantKeyOf,
  type CategoriseRow,
  type LearnedCategories,
  type LearnedExample,
} from './categoriser.ts';

/**
 * Writes every row's one category after a sync, an import or for the re-categorising job: the
 * pure categoriser decides, once per batch, with the user's learned memory built once. A row whose source
 * is 'user' is never touched here.
 */

const PAGE = 5000;

/**
 * The user's memory: what they filed each merchant as, and what their bank filed it as. Per user only
 * (learnedRows: one row per merchant key). Each key is computed again from the row's text, so a key stored
 * by an older categoriser still teaches under today's key.
 */
export async function loadLearned(db: Db, userId: string): Promise<LearnedCategories> {
  const rows = await learnedRows(db, userId);
  const examples: LearnedExample[] = rows.map((r) => ({
    // A person's money in and money out are two memories.
    merchantKey: learningKey(merchantKeyOf(r.description, r.merchant_name), Number(r.amount_cents)),
    category: { primary: r.personal_primary, detailed: r.personal_detailed },
    date: r.date,
    by: r.category_source === 'user' ? 'user' : 'provider',
  }));
  return learnCategories(examples);
}

/**
 * An imported file's rows, categorised before they are written, so they go in once with their category
 * (import-copy.ts) instead of being read back and updated. Decided exactly as categoriseStored decides for
 * a stored file row: the file's category cell, no provider category, the account's type, the user's memory.
 * The account's type and the memory are read once, when this is made, and serve every chunk of one file:
 * an import writes no row the memory learns from (it learns from the user's and the provider's choices).
 */
export async function fileRowCategoriser(
  db: Db,
  userId: string,
  accountId: string,
): Promise<(rows: readonly ImportRow[]) => ImportRowCategory[]> {
  const account = await accountTypeOf(db, userId, accountId);
  const learned = await loadLearned(db, userId);
  const accountType = account ?? 'other';
  return (rows) =>
    rows.map((row) => {
      const evidence = merchantEvidence(row.description, row.merchantName);
      return { ...categorise(fileRowInput(row, accountType), learned, evidence), merchantKey: evidence.key };
    });
}

/** A statement row as the categoriser reads it: the file's category cell, no provider category. */
export function fileRowInput(row: ImportRow, accountType: string): CategoriseRow {
  return {
    description: row.description,
    merchantName: row.merchantName,
    amountCents: row.amountCents,
    accountType,
    providerPfc: null,
    providerLegacy: null,
    fileCategory: primaryCategory(row.category),
  };
}

/** One stored row as the categoriser reads it: a file's row carries the file's word, a bank's its lists. */
export function categoriseStored(
  row: CategorisableRow,
  learned: LearnedCategories,
  legacyEdits: boolean,
): ImportRowCategory {
  const fromFile = row.importBatchId !== null;
  const evidence = merchantEvidence(row.description, row.merchantName);
  const result = categorise(
    {
      description: row.description,
      merchantName: row.merchantName,
      amountCents: row.amountCents,
      accountType: row.accountType,
      providerPfc:
        row.pfcPrimary && row.pfcDetailed ? { primary: row.pfcPrimary, detailed: row.pfcDetailed } : null,
      providerLegacy: fromFile || row.category.length === 0 ? null : row.category,
      fileCategory: fromFile ? primaryCategory(row.category) : null,
    },
    learned,
    evidence,
  );
  const merchantKey = evidence.key;
  // A row edited before categories existed kept the user's choice in the legacy list only: take it.
  const word = primaryCategory(row.category);
  if (legacyEdits && row.userEditedAt && row.categorySource === null && isEditWord(word)) {
    const category = pfcOfEditCategory(word, row.amountCents, result.category);
    return { category, source: 'user', reason: `You filed it as ${word}`, merchantKey };
  }
  return { ...result, merchantKey };
}

/**
 * Categorises the user's rows that `scope` names and writes the rows whose category changed, one statement
 * per 5,000. Returns how many rows changed.
 */
export async function categoriseRowsWhere(
  db: Db,
  userId: string,
  scope: RowScope,
  options: { legacyEdits?: boolean; learned?: LearnedCategories } = {},
): Promise<number> {
  const learned = options.learned ?? (await loadLearned(db, userId));
  const rows = await categorisableRows(db, userId, scope);
  const updates = rows.flatMap((row) => {
    const result = categoriseStored(row, learned, options.legacyEdits ?? false);
    const same =
      row.personalPrimary === (result.category?.primary ?? null) &&
      row.personalDetailed === (result.category?.detailed ?? null) &&
      row.categorySource === result.source &&
      row.categoryReason === result.reason &&
      row.merchantKey === result.merchantKey;
    return same ? [] : [{ id: row.id, ...result }];
  });
  for (let i = 0; i < updates.length; i += PAGE) {
    await writeCategories(db, userId, updates.slice(i, i + PAGE));
  }
  // The user's rules run last, on the same rows, so a rule beats every other source.
  await runRulesWhere(db, userId, scope);
  return updates.length;
}

/** After a sync: the rows the provider added or changed, by provider id. */
export async function categoriseProviderRows(
  db: Db,
  userId: string,
  providerIds: readonly string[],
): Promise<number> {
  if (providerIds.length === 0) return 0;
  return categoriseRowsWhere(db, userId, { providerIds });
}

/**
 * Fills the merchant key of the user's rows stored without one (before the column existed, or a user's own
 * row the categoriser does not rewrite), so learning finds them by key. Returns how many it filled.
 */
export async function fillMerchantKeys(db: Db, userId: string): Promise<number> {
  const rows = await rowsWithoutMerchantKey(db, userId);
  for (let i = 0; i < rows.length; i += PAGE) {
    const page = rows.slice(i, i + PAGE);
    await writeMerchantKeys(
      db,
      userId,
      page.map((r) => ({ id: r.id, merchantKey: merchantKeyOf(r.description, r.merchantName) })),
    );
  }
  return rows.length;
}
