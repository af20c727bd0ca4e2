import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { merchantEvidence, primaryCategory } from '@tourniquet/domain';
import type { Db } from '../db/client.ts';
import type { ImportRow, ImportRowCategory } from '../db/queries/import-row.ts';
import { accounts, transactions } from '../db/schema/index.ts';
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

/** A text[] literal (NULL stays NULL); both drivers pass it as one parameter. */
export function textArray(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
}

/**
 * The user's memory: what they filed each merchant as, and what their bank filed it as. Per user only.
 * One row per stored merchant key, the one learning keeps (the user's word over the bank's, then the latest),
 * read through a partial index; a row whose key is not filled yet counts on its own. Each key is computed
 * again from the row's text, so a key stored by an older categoriser still teaches under today's key.
 */
export async function loadLearned(db: Db, userId: string): Promise<LearnedCategories> {
  const result = await db.execute(sql`
    select distinct on (coalesce(merchant_key, id::text))
      description, merchant_name, personal_primary, personal_detailed, date::text as date, category_source
    from transactions
    where user_id = ${userId} and category_source in ('user', 'provider') and personal_detailed is not null
    order by coalesce(merchant_key, id::text), (category_source = 'user') desc, date desc`);
  const rows = (result as unknown as { rows: LearnedRow[] }).rows;
  const examples: LearnedExample[] = rows.map((r) => ({
    merchantKey: merchantKeyOf(r.description, r.merchant_name),
    category: { primary: r.personal_primary, detailed: r.personal_detailed },
    date: r.date,
    by: r.category_source === 'user' ? 'user' : 'provider',
  }));
  return learnCategories(examples);
}

interface LearnedRow {
  description: string;
  merchant_name: string | null;
  personal_primary: string;
  personal_detailed: string;
  date: string;
  category_source: string;
}

/**
 * An imported file's rows, categorised before they are written, so they go in once with their category
 * (import-copy.ts) instead of being read back and updated. Decided exactly as categoriseStored decides for
 * a stored file row: the file's category cell, no provider category, the account's type, the user's memory.
 */
export async function categoriseFileRows(
  db: Db,
  userId: string,
  accountId: string,
  rows: readonly ImportRow[],
): Promise<ImportRowCategory[]> {
  if (rows.length === 0) return [];
  const [account] = await db
    .select({ accountType: accounts.accountType })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
  const learned = await loadLearned(db, userId);
  const accountType = account?.accountType ?? 'other';
  return rows.map((row) => {
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

const rowFields = {
  id: transactions.id,
  description: transactions.description,
  merchantName: transactions.merchantName,
  amountCents: transactions.amountCents,
  accountType: accounts.accountType,
  pfcPrimary: transactions.pfcPrimary,
  pfcDetailed: transactions.pfcDetailed,
  category: transactions.category,
  importBatchId: transactions.importBatchId,
  userEditedAt: transactions.userEditedAt,
  personalPrimary: transactions.personalPrimary,
  personalDetailed: transactions.personalDetailed,
  categorySource: transactions.categorySource,
  categoryReason: transactions.categoryReason,
  merchantKey: transactions.merchantKey,
};
type StoredRow = Awaited<ReturnType<typeof selectRows>>[number];

// One read, no ORDER BY: paging by id would walk the primary key over every user's rows (ids are random),
// which cost seconds per 5,000-row page on a 50,000-row import; the rows are small, so they are read at once.
function selectRows(db: Db, userId: string, where: SQL | undefined) {
  return db
    .select(rowFields)
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(
      and(
        eq(transactions.userId, userId),
        eq(accounts.userId, userId),
        // A user's choice and a rule's stay: rules run after the categoriser (runRulesWhere).
        or(isNull(transactions.categorySource), sql`${transactions.categorySource} not in ('user', 'rule')`),
        where,
      ),
    );
}

/** One stored row as the categoriser reads it: a file's row carries the file's word, a bank's its lists. */
export function categoriseStored(
  row: StoredRow,
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
 * Categorises the user's rows that `where` selects (every row when undefined) and writes the rows whose
 * category changed, one statement per 5,000. Returns how many rows changed.
 */
export async function categoriseRowsWhere(
  db: Db,
  userId: string,
  where: SQL | undefined,
  options: { legacyEdits?: boolean; learned?: LearnedCategories } = {},
): Promise<number> {
  const learned = options.learned ?? (await loadLearned(db, userId));
  const rows = await selectRows(db, userId, where);
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
  await runRulesWhere(db, userId, where);
  return updates.length;
}

async function writeCategories(db: Db, userId: string, updates: ({ id: string } & ImportRowCategory)[]) {
  // Not 'user' nor 'rule': a user's edit or a rule's result that landed mid-batch wins.
  await db.execute(sql`
    update transactions t
    set personal_primary = v.p, personal_detailed = v.d, category_source = v.s, category_reason = v.r,
      merchant_key = v.k
    from unnest(
      ${textArray(updates.map((u) => u.id))}::uuid[],
      ${textArray(updates.map((u) => u.category?.primary ?? null))}::text[],
      ${textArray(updates.map((u) => u.category?.detailed ?? null))}::text[],
      ${textArray(updates.map((u) => u.source))}::text[],
      ${textArray(updates.map((u) => u.reason))}::text[],
      ${textArray(updates.map((u) => u.merchantKey))}::text[]
    ) as v(id, p, d, s, r, k)
    where t.id = v.id and t.user_id = ${userId} and coalesce(t.category_source, '') not in ('user', 'rule')`);
}

/** After a sync: the rows the provider added or changed, by provider id. */
export async function categoriseProviderRows(
  db: Db,
  userId: string,
  providerIds: readonly string[],
): Promise<number> {
  if (providerIds.length === 0) return 0;
  return categoriseRowsWhere(
    db,
    userId,
    sql`${transactions.plaidTransactionId} = any(${textArray(providerIds)}::text[])`,
  );
}

/**
 * Fills the merchant key of the user's rows stored without one (before the column existed, or a user's own
 * row the categoriser does not rewrite), so learning finds them by key. Returns how many it filled.
 */
export async function fillMerchantKeys(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({
      id: transactions.id,
      description: transactions.description,
      merchantName: transactions.merchantName,
    })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), isNull(transactions.merchantKey)));
  for (let i = 0; i < rows.length; i += PAGE) {
    const page = rows.slice(i, i + PAGE);
    await db.execute(sql`
      update transactions t set merchant_key = v.k
      from unnest(
        ${textArray(page.map((r) => r.id))}::uuid[],
        ${textArray(page.map((r) => merchantKeyOf(r.description, r.merchantName)))}::text[]
      ) as v(id, k)
      where t.id = v.id and t.user_id = ${userId}`);
  }
  return rows.length;
}
