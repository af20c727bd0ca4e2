import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../client.ts';
import {
  businessColumnsOf,
  NO_RULE_COLUMNS,
  type ImportRow,
  type ImportRowCategory,
  type RuleColumns,
} from './import-row.ts';

/** Rows per piece of COPY text: the text of a 50,000-row file is never one string. */
const PIECE_ROWS = 5_000;

/** COPY's text format: backslash, tab, newline and carriage return escaped; \N is NULL. */
function field(value: string | null): string {
  if (value === null) return '\\N';
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;
}

/** The legacy list as an array literal: the file's category cell as its one item, `{}` when it has none. */
function categoryList(category: string | null): string {
  if (!category) return '{}';
  return `{"${category.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"}`;
}

/** The columns COPY fills, in the order copyText writes them; the rest take their defaults. */
const COLUMNS = `id, user_id, account_id, import_batch_id, date, description, merchant_name, category, amount_cents,
  pending, import_id, personal_primary, personal_detailed, category_source, category_reason, merchant_key,
  merchant_display_name, business_use, business_category, business_source`;

export interface ImportTarget {
  userId: string;
  accountId: string;
  batchId: string;
}

function* copyText(
  target: ImportTarget,
  ids: readonly string[],
  rows: readonly ImportRow[],
  categories: readonly ImportRowCategory[],
  ruled: readonly RuleColumns[] | null,
): Generator<string> {
  const keys = `${field(target.userId)}\t${field(target.accountId)}\t${target.batchId}\t`;
  for (let i = 0; i < rows.length; i += PIECE_ROWS) {
    let piece = '';
    for (let j = i; j < Math.min(rows.length, i + PIECE_ROWS); j++) {
      const r = rows[j]!;
      const c = categories[j]!;
      const u = businessColumnsOf(r, ruled?.[j] ?? NO_RULE_COLUMNS);
      piece += `${ids[j]!}\t${keys}${r.date}\t${field(r.description)}\t${field(r.merchantName)}\t`;
      piece += `${field(categoryList(r.category))}\t${r.amountCents}\t${r.pending}\t${field(r.importId)}\t`;
      piece += `${field(c.category?.primary ?? null)}\t${field(c.category?.detailed ?? null)}\t`;
      piece += `${field(c.source)}\t${field(c.reason)}\t${field(c.merchantKey)}\t`;
      piece += `${field(u.merchantDisplayName)}\t${field(u.businessUse)}\t${field(u.businessCategory)}\t`;
      piece += `${field(u.businessSource)}\n`;
    }
    yield piece;
  }
}

/** The connection a drizzle transaction runs on: a PGlite transaction or a node-postgres pool client. */
interface RawClient {
  query(text: unknown, params?: unknown[], options?: { blob?: Blob }): unknown;
  release?: unknown;
}

function rawClient(tx: Db): RawClient {
  return (tx as unknown as { session: { client: RawClient } }).session.client;
}

/** The import ids among `importIds` that the account already holds: the rows of a file imported before. */
export async function heldImportIds(
  tx: Db,
  target: { userId: string; accountId: string },
  importIds: readonly string[],
): Promise<Set<string>> {
  if (importIds.length === 0) return new Set();
  // One text[] parameter (a literal): 50,000 ids as 50,000 parameters would exceed the protocol's limit.
  const list = `{${importIds.map((id) => `"${id.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
  const result = await tx.execute(sql`
    select import_id from transactions
    where account_id = ${target.accountId} and user_id = ${target.userId}
      and import_id = any(${list}::text[])`);
  return new Set((result as unknown as { rows: { import_id: string }[] }).rows.map((r) => r.import_id));
}

/** How many of a file's import ids the account already holds, asked a few thousand at a time. */
export async function countHeldImportIds(
  db: Db,
  target: { userId: string; accountId: string },
  importIds: readonly string[],
): Promise<number> {
  const distinct = [...new Set(importIds)];
  let held = 0;
  for (let at = 0; at < distinct.length; at += 5000)
    held += (await heldImportIds(db, target, distinct.slice(at, at + 5000))).size;
  return held;
}

/**
 * Writes the rows, with their ids (chosen by the caller, so it can hand the rows on without reading them
 * back) and categories, straight into the account's transactions under the batch by COPY:
 * PGlite reads them from a blob ('/dev/blob'), PostgreSQL from the connection (COPY FROM STDIN). The rows
 * travel as one stream of text, not as statement parameters, and go in once: no stage to fill and read,
 * no second pass to categorise them. The caller has left out the rows the account already holds (their
 * import ids are unique per account), inside the same transaction and under the user's import lock.
 *
 * On PGlite the per-row foreign-key checks (user, account, batch: a third of the insert's time) are switched
 * off for the rest of this transaction only (`set local`). Why that is safe: every row carries the same three
 * keys, and the caller inserted the batch row in this transaction with its own checks on, which proved the
 * user and the account exist; PGlite has one session, so no other transaction can delete them before this
 * one commits. The unique keys still apply (they are indexes, not triggers). On PostgreSQL other sessions
 * run alongside, and the role needs a superuser, so the checks stay.
 */
export async function copyImportRows(
  tx: Db,
  target: ImportTarget,
  ids: readonly string[],
  rows: readonly ImportRow[],
  categories: readonly ImportRowCategory[],
  ruled: readonly RuleColumns[] | null = null,
): Promise<void> {
  if (rows.length === 0) return;
  const client = rawClient(tx);
  const copy = `copy transactions (${COLUMNS})`;
  if (typeof client.release === 'function') {
    const stream = client.query(copyFrom(`${copy} from stdin`)) as NodeJS.WritableStream;
    await pipeline(Readable.from(copyText(target, ids, rows, categories, ruled)), stream);
  } else {
    await tx.execute(sql`set local session_replication_role = replica`);
    await client.query(`${copy} from '/dev/blob'`, [], {
      blob: new Blob([...copyText(target, ids, rows, categories, ruled)]),
    });
  }
}
