import { eq } from 'drizzle-orm';
import { transactions } from '../db/schema/index.ts';
import type { TestContext } from './test-app.ts';
import type { TestClient } from './test-client.ts';

/**
 * Creates a manual account and imports one CSV statement into it, as a person would: the import's answer
 * is returned for the caller to check (status, imported, rejected lines).
 */
export async function importIntoNewManualAccount(
  client: TestClient,
  account: { name: string; type: string; subtype: string },
  csv: string,
) {
  const created = await client.post('/api/accounts/manual', account);
  if (created.status !== 201) throw new Error(`manual account: ${created.status} ${created.text}`);
  const accountId = (created.json.account as unknown as { id: string }).id;
  const response = await client.request('POST', `/api/accounts/${accountId}/import`, csv, {
    'Content-Type': 'text/csv',
  });
  return { accountId, response };
}

/** One row of a statement file as its source knows it: the source's own id and account key. */
export interface SourceRow {
  id: string;
  accountId: string;
  date: string;
  /** Stored sign convention: positive is money out. */
  amountCents: number;
  description: string;
}

/** Every transaction stored for a user, as the scorers map them back to their statement lines. */
export function storedTransactions(ctx: TestContext, userId: string) {
  return ctx.database.db
    .select({
      id: transactions.id,
      accountId: transactions.accountId,
      date: transactions.date,
      amountCents: transactions.amountCents,
      description: transactions.description,
      importId: transactions.importId,
    })
    .from(transactions)
    .where(eq(transactions.userId, userId));
}

/**
 * Maps each transaction the import stored for a user back to the source row it came from, so ids the API
 * answers with can be scored against a source's labels. Rows are matched on account, date, amount and
 * description; identical rows pair in file order (the import id keeps same-day twins apart and in order).
 * `sourceAccountOf` maps our account ids to the source's account keys.
 */
export async function sourceIdsOfStored(
  ctx: TestContext,
  userId: string,
  sourceRows: readonly SourceRow[],
  sourceAccountOf: ReadonlyMap<string, string>,
): Promise<Map<string, string>> {
  const rows = await storedTransactions(ctx, userId);
  const pool = new Map<string, string[]>();
  for (const row of sourceRows) {
    const key = `${row.accountId}|${row.date}|${row.amountCents}|${row.description}`;
    pool.set(key, [...(pool.get(key) ?? []), row.id]);
  }
  const sourceIdOf = new Map<string, string>();
  for (const row of rows.sort((a, b) => (a.importId ?? '').localeCompare(b.importId ?? ''))) {
    const key = `${sourceAccountOf.get(row.accountId)}|${row.date}|${row.amountCents}|${row.description}`;
    const sourceId = pool.get(key)?.shift();
    if (sourceId) sourceIdOf.set(row.id, sourceId);
  }
  return sourceIdOf;
}
