import { readFileSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleApplicationChanges, transactions } from '../../db/schema/index.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

const ROWS = 2_500;

// A rule applied to past rows keeps what they held in numbered chunks (one value for 100,000 rows held the
// embedded database for over a second): the undo must find every chunk, and a record stored before the
// chunks (migration 0023) must still undo.
describe('the record an undo of "apply to past rows" reads', () => {
  let ctx: TestContext;
  let client: TestClient;
  let userId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client, userId } = await createVerifiedUser(ctx));
    const lines = ['Date,Description,Amount'];
    for (let i = 0; i < ROWS; i++)
      lines.push(`2026-10-${String(1 + (i % 28)).padStart(2, '0')},SHOP ${i},-${1 + (i % 40)}.00`);
    const { response } = await importIntoNewManualAccount(
      client,
      { name: 'Checking', type: 'asset', subtype: 'checking' },
      `${lines.join('\n')}\n`,
    );
    expect(response.json.imported).toBe(ROWS);
  });
  afterAll(() => ctx.close());

  const renamed = async () => {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(transactions)
      .where(eq(transactions.merchantDisplayName, 'Renamed'));
    return Number(row!.n);
  };
  const apply = async () => {
    const res = await client.post('/api/rules', {
      conditions: { direction: 'out' },
      actions: { merchantName: 'Renamed' },
      applyToPast: true,
    });
    expect(res.status).toBe(201);
    expect(res.json.changed).toBe(ROWS);
    return String(res.json.id);
  };

  it('stores the record in chunks and the undo restores every row of every chunk', async () => {
    const id = await apply();
    const chunks = await ctx.database.db
      .select({ chunk: ruleApplicationChanges.chunk })
      .from(ruleApplicationChanges)
      .where(eq(ruleApplicationChanges.userId, userId));
    expect(chunks.map((c) => c.chunk).sort()).toEqual([0, 1]);
    expect(await renamed()).toBe(ROWS);
    const undone = await client.post(`/api/rules/${id}/undo-apply`, {});
    expect(undone.status).toBe(200);
    expect(undone.json.restored).toBe(ROWS);
    expect(await renamed()).toBe(0);
    expect((await client.post(`/api/rules/${id}/undo-apply`, {})).status).toBe(409);
  });

  it('undoes an application recorded as one value before the chunks, once migrated', async () => {
    const id = await apply();
    const db = ctx.database.db;
    // The table as it was before migration 0023: the whole record in rule_applications.changes.
    await db.execute(sql`alter table rule_applications add column changes jsonb`);
    await db.execute(sql`update rule_applications a set changes = (
        select jsonb_agg(e order by c.chunk) from rule_application_changes c, jsonb_array_elements(c.changes) e
        where c.application_id = a.id)`);
    await db.execute(sql`drop table rule_application_changes`);
    await db.execute(sql`alter table rule_applications alter column changes set not null`);
    const migration = new URL('../../../drizzle/0023_rule_application_chunks.sql', import.meta.url);
    for (const statement of readFileSync(migration, 'utf8').split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }
    const undone = await client.post(`/api/rules/${id}/undo-apply`, {});
    expect(undone.status).toBe(200);
    expect(undone.json.restored).toBe(ROWS);
    expect(await renamed()).toBe(0);
  });
});
