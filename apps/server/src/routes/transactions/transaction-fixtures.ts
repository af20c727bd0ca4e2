import { eq } from 'drizzle-orm';
import { categoriseRowsWhere } from '../../categories/categorise-rows.ts';
import type { TransactionDto } from '@tourniquet/domain';
import { transactions } from '../../db/schema/index.ts';
import type { TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';

export interface SeedRow {
  date: string;
  description: string;
  amountCents: number;
  merchantName?: string | null;
  category?: string[];
  pending?: boolean;
  plaidTransactionId?: string;
}

let counter = 0;

/** A manual account through the real API (so it belongs to the client's user). */
export async function createManualAccount(client: TestClient, name = 'Cash box'): Promise<string> {
  const res = await client.post('/api/accounts/manual', { name, type: 'asset' });
  if (res.status !== 201) throw new Error(`manual account failed: ${res.status} ${res.text}`);
  return (res.json.account as unknown as { id: string }).id;
}

/** Inserts rows straight into the table: list tests need exact, known data, not a simulated history. */
export async function seedTransactions(ctx: TestContext, userId: string, accountId: string, rows: SeedRow[]) {
  const inserted = await ctx.database.db
    .insert(transactions)
    .values(
      rows.map((row) => ({
        userId,
        accountId,
        date: row.date,
        description: row.description,
        amountCents: row.amountCents,
        merchantName: row.merchantName ?? null,
        category: row.category ?? [],
        pending: row.pending ?? false,
        plaidTransactionId: row.plaidTransactionId ?? `seed-${Date.now().toString(36)}-${++counter}`,
      })),
    )
    .returning({ id: transactions.id });
  // Categorised as a sync categorises its rows, so reports see them as they would real ones.
  const ids = inserted.map((row) => row.id);
  await categoriseRowsWhere(ctx.database.db, userId, { transactionIds: ids });
  return ids;
}

export async function rowOf(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

export async function listPage(client: TestClient, query = '') {
  const res = await client.get(`/api/transactions${query ? `?${query}` : ''}`);
  return {
    status: res.status,
    json: res.json,
    transactions: (res.json?.transactions ?? []) as unknown as TransactionDto[],
    nextCursor: (res.json?.nextCursor ?? null) as string | null,
  };
}

/** Every row a filter lists, following nextCursor page by page. */
export async function listAll(client: TestClient, query: Record<string, string>, limit = 3) {
  const all: TransactionDto[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 1000; page++) {
    const params = new URLSearchParams({ ...query, limit: String(limit), ...(cursor && { cursor }) });
    const res = await listPage(client, params.toString());
    if (res.status !== 200) throw new Error(`list failed: ${res.status} ${JSON.stringify(res.json)}`);
    all.push(...res.transactions);
    cursor = res.nextCursor;
    if (!cursor) return all;
  }
  throw new Error('paging did not end');
}

export const patch = (client: TestClient, id: string, body: unknown) =>
  client.request('PATCH', `/api/transactions/${id}`, body);
