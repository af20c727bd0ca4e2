import { eq, sql } from 'drizzle-orm';
import type { LedgerAccount, LedgerTransaction } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { yieldToOthers } from '../take-turns.ts';
import { accounts, transactions } from '../schema/index.ts';

const LEDGER_TYPES = new Set(['depository', 'credit', 'loan', 'investment']);

/**
 * An import's rows as the ledger reads them, handed over by the import that just wrote them: the
 * engine's read skips the batch and takes these instead of reading back what was written a moment ago (the
 * read took 0.6-0.7 s of CPU for 50,000 rows on PGlite, 0.2 s with the batch handed over). Only the import's own columns are in the ledger; rules change none of
 * them (they write categories and the display name), so these are the stored values.
 */
export interface AddedRows {
  batchId: string;
  rows: readonly LedgerTransaction[];
}

interface LedgerPageRow {
  rows: string;
  n: number;
  last_date: string;
  last_id: string;
}

/** Rows of the ledger one statement reads: a few milliseconds of the embedded database each. */
const LEDGER_PAGE_ROWS = 5_000;

/**
 * Everything the detectors read of one user, as read: every transaction (any source) as JSON texts of up to
 * 5,000 rows each in (date, id) order, the rows an import handed over, and each account's type. The texts
 * are parsed where the engine runs (run-detectors.ts), in a worker for a large ledger.
 */
export interface LedgerSource {
  pages: string[];
  added: readonly LedgerTransaction[];
  accounts: LedgerAccount[];
  rowCount: number;
}

/**
 * Reads the ledger a page at a time by the (user, date, id) index: one statement over 100,000 rows held the
 * embedded database (and every other user) for a third of a second. Each page is one JSON text: PGlite
 * hands a row set to JavaScript value by value (about 20 us a row), where one text and JSON.parse take a
 * third of that.
 */
export async function loadLedger(db: Db, userId: string, added?: AddedRows): Promise<LedgerSource> {
  const pages: string[] = [];
  let rowCount = added?.rows.length ?? 0;
  let after: { date: string; id: string } | null = null;
  for (;;) {
    const result: unknown = await db.execute(sql`
      select coalesce(json_agg(json_build_object(
          'id', id, 'accountId', account_id, 'date', date, 'description', description,
          'merchantName', merchant_name, 'amountCents', amount_cents, 'category', category,
          'pfcPrimary', pfc_primary, 'pfcDetailed', pfc_detailed, 'pending', pending)), '[]')::text as rows,
        count(*)::int as n, max(date)::text as last_date,
        (array_agg(id::text order by date desc, id desc))[1] as last_id
      from (select * from ${transactions} where user_id = ${userId}
        ${added ? sql`and import_batch_id is distinct from ${added.batchId}` : sql``}
        ${after ? sql`and (date, id) > (${after.date}::date, ${after.id}::uuid)` : sql``}
        order by date, id limit ${LEDGER_PAGE_ROWS}) as page`);
    const [page] = (result as { rows: LedgerPageRow[] }).rows;
    if (!page || page.n === 0) break;
    pages.push(page.rows);
    rowCount += page.n;
    if (page.n < LEDGER_PAGE_ROWS) break;
    after = { date: page.last_date, id: page.last_id };
    await yieldToOthers();
  }
  const accountRows = await db
    .select({
      id: accounts.id,
      type: accounts.accountType,
      subtype: accounts.accountSubtype,
      name: accounts.accountName,
      institutionName: accounts.institutionName,
    })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return {
    pages,
    added: added?.rows ?? [],
    accounts: accountRows.map((a) => ({ ...a, type: ledgerType(a.type) })),
    rowCount,
  };
}

// The spec's own checking/savings types are bank accounts too.
function ledgerType(type: string): LedgerAccount['type'] {
  if (LEDGER_TYPES.has(type)) return type as LedgerAccount['type'];
  return type === 'checking' || type === 'savings' ? 'depository' : 'other';
}
