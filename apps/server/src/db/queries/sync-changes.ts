import type { BankTransaction } from '@tourniquet/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { PLAID_ID_PRESENT, transactions } from '../schema/index.ts';
import { dropMismatchedSplits } from './transaction-splits.ts';

const CHUNK = 1000; // 1,000 rows x 14 columns stays far below PostgreSQL's 65,535 parameters

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A text[] literal; both drivers pass it as one parameter. */
function toPgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

const joined = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

// A field the user edited keeps the user's value when the provider later modifies the transaction.
const keepEdited = (column: string) =>
  sql.raw(
    `case when transactions.user_edited_at is null then excluded.${column} else transactions.${column} end`,
  );

/**
 * Writes one sync's added and modified rows for one user, inside the caller's database transaction (the
 * sync's categorising and removeSyncedRows follow in the same one). Rows whose account is not linked are
 * skipped. Returns the provider ids of the rows written.
 */
export async function upsertSyncedRows(
  tx: Db,
  input: {
    userId: string;
    accountIdByProviderId: Map<string, string>;
    added: BankTransaction[];
    modified: BankTransaction[];
    /**
     * The first sync after a bank was linked again (a new Item, new provider ids): an added transaction we do
     * not know that matches a row of the same account (same date, amount and name) takes over that row.
     */
    adoptMatching?: boolean;
  },
) {
  const { userId, accountIdByProviderId } = input;
  const upserts = [...input.added, ...input.modified].filter((t) =>
    accountIdByProviderId.has(t.providerAccountId),
  );

  if (input.adoptMatching) await adoptMatchingRows(tx, userId, accountIdByProviderId, input.added, upserts);

  // A posted transaction that names its pending one takes over the pending row (keeping our id and any
  // user edits), so the pair never shows as two rows, whatever order removed/added arrive in.
  const renames = upserts.filter((t) => t.pendingTransactionId && !t.pending);
  for (const batch of chunks(renames)) {
    const pendingIds = batch.map((t) => t.pendingTransactionId!);
    const postedIds = batch.map((t) => t.providerTransactionId);
    // One statement per batch: unnest pairs the arrays row by row.
    await tx.execute(sql`
      update transactions t
      set plaid_transaction_id = v.posted_id, updated_at = now()
      from unnest(${toPgArray(pendingIds)}::text[], ${toPgArray(postedIds)}::text[]) as v(pending_id, posted_id)
      where t.user_id = ${userId}
        and t.plaid_transaction_id = v.pending_id
        and not exists (
          select 1 from transactions t2 where t2.user_id = ${userId} and t2.plaid_transaction_id = v.posted_id
        )`);
  }

  for (const batch of chunks(upserts)) {
    await tx
      .insert(transactions)
      .values(
        batch.map((t) => ({
          userId,
          accountId: accountIdByProviderId.get(t.providerAccountId)!,
          date: t.date,
          merchantName: t.merchantName,
          description: t.name,
          category: t.category,
          pfcPrimary: t.pfcPrimary,
          pfcDetailed: t.pfcDetailed,
          amountCents: t.amountCents,
          isoCurrencyCode: t.isoCurrencyCode,
          pending: t.pending,
          plaidTransactionId: t.providerTransactionId,
          pendingTransactionId: t.pendingTransactionId,
        })),
      )
      .onConflictDoUpdate({
        target: [transactions.userId, transactions.plaidTransactionId],
        targetWhere: PLAID_ID_PRESENT,
        set: {
          // The Edit Transaction dialog can move a row to another account; a later sync keeps that too.
          accountId: keepEdited('account_id'),
          date: keepEdited('date'),
          merchantName: keepEdited('merchant_name'),
          description: keepEdited('description'),
          category: keepEdited('category'),
          amountCents: keepEdited('amount_cents'),
          pfcPrimary: sql`excluded.pfc_primary`,
          pfcDetailed: sql`excluded.pfc_detailed`,
          pending: sql`excluded.pending`,
          pendingTransactionId: sql`excluded.pending_transaction_id`,
          updatedAt: new Date(),
        },
      });
  }

  // A split row whose amount the provider changed (a modified row, or a pending row's posted twin with a
  // tip) no longer adds up: its parts are dropped and the row says so. A row the user edited kept its amount.
  for (const batch of chunks(upserts.map((t) => t.providerTransactionId))) {
    await dropMismatchedSplits(tx, userId, sql`t.plaid_transaction_id in (${joined(batch)})`, new Date());
  }

  return upserts.map((t) => t.providerTransactionId);
}

/** Deletes the rows a sync says the provider removed, by provider id. */
export async function removeSyncedRows(tx: Db, userId: string, removed: readonly string[]): Promise<void> {
  for (const batch of chunks([...removed])) {
    await tx
      .delete(transactions)
      .where(and(eq(transactions.userId, userId), inArray(transactions.plaidTransactionId, batch)));
  }
}

/**
 * Re-points rows of the old Item to the new Item's transaction ids, one row per added transaction (two equal
 * coffees on one day stay two rows). Only rows holding a provider id this sync does not send are taken, so a
 * row the new Item already names is never claimed twice; the upsert that follows then updates the row in
 * place, keeping our id and the user's edits.
 */
async function adoptMatchingRows(
  tx: Db,
  userId: string,
  accountIdByProviderId: Map<string, string>,
  added: BankTransaction[],
  upserts: BankTransaction[],
) {
  const fresh = added.filter((t) => accountIdByProviderId.has(t.providerAccountId));
  if (fresh.length === 0) return;
  const incoming = new Set(upserts.map((t) => t.providerTransactionId));
  const known = new Set<string>();
  for (const batch of chunks(fresh.map((t) => t.providerTransactionId))) {
    const rows = await tx
      .select({ id: transactions.plaidTransactionId })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), inArray(transactions.plaidTransactionId, batch)));
    for (const r of rows) known.add(r.id!);
  }
  const accountIds = [...new Set(fresh.map((t) => accountIdByProviderId.get(t.providerAccountId)!))];
  const existing = await tx
    .select({
      id: transactions.id,
      accountId: transactions.accountId,
      date: transactions.date,
      amountCents: transactions.amountCents,
      description: transactions.description,
      plaidTransactionId: transactions.plaidTransactionId,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        inArray(transactions.accountId, accountIds),
        isNotNull(transactions.plaidTransactionId),
      ),
    );
  const key = (accountId: string, date: string, amountCents: number, name: string) =>
    `${accountId}|${date}|${amountCents}|${name.trim().toLowerCase()}`;
  const pool = new Map<string, string[]>();
  for (const r of existing) {
    if (incoming.has(r.plaidTransactionId!)) continue;
    const k = key(r.accountId, r.date, r.amountCents, r.description);
    pool.set(k, [...(pool.get(k) ?? []), r.id]);
  }
  const rowIds: string[] = [];
  const newIds: string[] = [];
  for (const t of fresh) {
    if (known.has(t.providerTransactionId)) continue;
    const rowId = pool
      .get(key(accountIdByProviderId.get(t.providerAccountId)!, t.date, t.amountCents, t.name))
      ?.shift();
    if (!rowId) continue;
    rowIds.push(rowId);
    newIds.push(t.providerTransactionId);
  }
  for (let i = 0; i < rowIds.length; i += CHUNK) {
    await tx.execute(sql`
      update transactions t
      set plaid_transaction_id = v.new_id, updated_at = now()
      from unnest(${toPgArray(rowIds.slice(i, i + CHUNK))}::uuid[], ${toPgArray(newIds.slice(i, i + CHUNK))}::text[]) as v(row_id, new_id)
      where t.user_id = ${userId} and t.id = v.row_id`);
  }
}
