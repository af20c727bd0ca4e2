import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';

// The rows reach the database as COPY text, where a backslash starts an escape and \N means NULL: a file's
// own backslashes, quotes, braces and commas must come back as the file wrote them.
const TRICKY = [
  ['C:\\Users\\pay\\N', 'Back\\slash', 'Food\\Drink'],
  ['Tab\\tand\\nnot escapes', 'Quote "Co"', '{braces}, comma'],
  ['\\N', '\\', 'Étoile ☕'],
];

function statement(): string {
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const lines = ['Date,Description,Merchant,Amount,Category'];
  TRICKY.forEach(([description, merchant, category], i) =>
    lines.push(`03/0${i + 1}/2026,${quote(description!)},${quote(merchant!)},-1.0${i},${quote(category!)}`),
  );
  return lines.join('\n') + '\n';
}

describe('statement import keeps the text of every field', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-10' });
  });
  afterAll(() => ctx.close());

  it('stores backslashes, quotes, braces and \\N as written, and a second import adds nothing', async () => {
    const { client } = await createVerifiedUser(ctx);
    const created = await client.post('/api/accounts/manual', { name: 'Checking', type: 'depository' });
    const accountId = (created.json.account as unknown as { id: string }).id;
    const post = () =>
      client.request('POST', `/api/accounts/${accountId}/import`, statement(), {
        'Content-Type': 'text/csv',
      });
    expect((await post()).json).toMatchObject({ imported: 3, duplicates: 0 });
    expect((await post()).json).toMatchObject({ imported: 0, duplicates: 3 });

    const page = (await client.get(`/api/transactions?accountIds=${accountId}&limit=10`)).json as unknown as {
      transactions: { date: string; description: string; merchantName: string | null; category: string[] }[];
    };
    const stored = [...page.transactions]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((t) => [t.description, t.merchantName, t.category[0]]);
    expect(stored).toEqual(TRICKY);
    // The embedded database skips foreign-key checks during the insert, for that transaction only.
    const role = await ctx.database.db.execute(sql`show session_replication_role`);
    expect((role as unknown as { rows: unknown[] }).rows).toEqual([{ session_replication_role: 'origin' }]);
  });
});
