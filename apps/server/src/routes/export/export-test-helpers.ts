import { sql, type eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { expect } from 'vitest';
import { transactions } from '../../db/schema/index.ts';
import type { TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';

// What the export tests share: reading the zip and its CSV files, and making the accounts and imports the
// owner's data is built from.

export type Files = Record<string, string>;

/** The test client reads bodies as text, which a zip is not: this request reuses its session cookie. */
export async function rawGet(ctx: TestContext, client: TestClient, path: string) {
  const cookies = (client as unknown as { cookies: Map<string, string> }).cookies;
  const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await ctx.app.request(path, { headers: { Cookie: cookie } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

export const unzip = (bytes: Uint8Array): Files =>
  Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));

/** Cells of a CSV line with RFC 4180 quoting (our files have no line breaks inside cells). */
export function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      out.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  return [...out, cell];
}
export const csvRows = (text: string) => text.split('\r\n').filter(Boolean).map(cells);

export async function manualAccount(client: TestClient, name: string) {
  const res = await client.post('/api/accounts/manual', { name, type: 'depository', subtype: 'checking' });
  expect(res.status).toBe(201);
  return (res.json.account as unknown as { id: string }).id;
}

export async function importCsv(client: TestClient, accountId: string, body: string, query = '') {
  const res = await client.request('POST', `/api/accounts/${accountId}/import${query}`, body, {
    'Content-Type': 'text/csv',
  });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as { imported: number; duplicates: number; rejected: unknown[] };
}

// Cells a spreadsheet would run as formulas, quotes and commas, and a checking account's card payment that
// says "THANK YOU" while money goes out: on its own the importer takes that for a card file's payment and
// turns the whole file's signs around, so this file goes in with its convention named, and the export pins
// each row's direction in its Debit/Credit column.
export const AWKWARD_STATEMENT = [
  'Date,Description,Merchant,Amount,Category,Status',
  '2026-11-02,"=HYPERLINK(""http://evil.example"")",@evil,-12.34,+Fees,',
  '2026-11-03,"ACME, INC ""PAYROLL""",Acme,2500.00,Income,',
  '2026-11-04,CHASE CARD AUTOPAY PAYMENT THANK YOU,,-300.00,Transfer,',
  '2026-11-05,-ATM WITHDRAWAL,,-60.00,,Pending',
].join('\r\n');

export const sumOf = async (ctx: TestContext, where: ReturnType<typeof eq>) => {
  const [row] = await ctx.database.db
    .select({
      cents: sql<string>`coalesce(sum(${transactions.amountCents}), 0)`,
      count: sql<number>`count(*)::int`,
      pending: sql<number>`count(*) filter (where ${transactions.pending})::int`,
    })
    .from(transactions)
    .where(where);
  return { cents: Number(row!.cents), count: row!.count, pending: row!.pending };
};
