import { eq, sql } from 'drizzle-orm';
import type { LedgerAccount, LedgerTransaction } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { accounts, transactions } from '../schema/index.ts';

const LEDGER_TYPES = new Set(['depository', 'credit', 'loan', 'investment']);

/**
 * An import's rows as the ledger reads them, handed over by the import that just wrote them (issue 25): the
 * engine's read skips the batch and takes these instead of reading back what was written a moment ago (the
 * read took 0.6-0.7 s of CPU for 50,000 rows on PGlite, 0.2 s with the batch handed over). Only the import's own columns are in the ledger; rules change none of
 * them (they write categories and the display name), so these are the stored values.
 */
export interface AddedRows {
  batchId: string;
  rows: readonly LedgerTransaction[];
}

/** Everything the detectors read of one user: every transaction (any source) and each account's type. */
export async function loadLedger(
  db: Db,
  userId: string,
  added?: AddedRows,
): Promise<{ transactions: LedgerTransaction[]; accounts: LedgerAccount[] }> {
  const [txJson, accountRows] = await Promise.all([
    // One JSON text for every row: PGlite hands a row set to JavaScript value by value (about 20 us a row,
    // a second for 50,000 rows after an import), where one text and JSON.parse take a third of that.
    db.execute(sql`
      select coalesce(json_agg(json_build_object(
        'id', id, 'accountId', account_id, 'date', date, 'description', description,
        'merchantName', merchant_name, 'amountCents', amount_cents, 'category', category,
        'pfcPrimary', pfc_primary, 'pfcDetailed', pfc_detailed, 'pending', pending)), '[]')::text as rows
      from ${transactions} where user_id = ${userId}
        ${added ? sql`and import_batch_id is distinct from ${added.batchId}` : sql``}`),
    db
      .select({
        id: accounts.id,
        type: accounts.accountType,
        subtype: accounts.accountSubtype,
        name: accounts.accountName,
        institutionName: accounts.institutionName,
      })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
  ]);
  // Ordered here, not by the database: right after a large import the planner's estimates are stale (ANALYZE
  // runs after the engine), and it sorted 50,000 rows on disk (an external merge in PGlite's memory file
  // system) where ordering here (byDateThenId) takes tens of milliseconds. The same order: ISO dates and lower-case uuids compare
  // as text exactly as PostgreSQL compares the date and uuid values.
  const [{ rows: text } = { rows: '[]' }] = (txJson as unknown as { rows: { rows: string }[] }).rows;
  const txRows = JSON.parse(text) as LedgerTransaction[];
  for (const row of added?.rows ?? []) txRows.push(row);
  return {
    transactions: byDateThenId(txRows),
    accounts: accountRows.map((a) => ({
      ...a,
      type: ledgerType(a.type),
    })),
  };
}

// The spec's own checking/savings types are bank accounts too.
function ledgerType(type: string): LedgerAccount['type'] {
  if (LEDGER_TYPES.has(type)) return type as LedgerAccount['type'];
  return type === 'checking' || type === 'savings' ? 'depository' : 'other';
}

/**
 * The rows in (date, id) order: grouped by day, the days sorted, each day's rows by id. The same order as one
 * sort with a (date, id) comparator, which took several hundred ms of CPU for 50,000 rows of random dates;
 * here only the few hundred distinct days and each day's few rows are compared.
 */
function byDateThenId(rows: readonly LedgerTransaction[]): LedgerTransaction[] {
  const days = new Map<string, LedgerTransaction[]>();
  for (const row of rows) {
    const day = days.get(row.date);
    if (day) day.push(row);
    else days.set(row.date, [row]);
  }
  const ordered: LedgerTransaction[] = [];
  for (const date of [...days.keys()].sort()) {
    const day = days.get(date)!;
    if (day.length > 1) day.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    for (const row of day) ordered.push(row);
  }
  return ordered;
}
