import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { accounts } from '../schema/index.ts';
import type { ImportRow } from './imports.ts';
import { storeStatement } from '../../categories/store-statement.ts';
import { loadLedger } from './ledger.ts';
import { ledgerRows } from '../../recurring/run-detectors.ts';

// The import hands its rows to the recurring engine instead of the engine reading them back (issue 25):
// what it hands over must be exactly what the database holds, and the batch must not be counted twice.
describe('an import hands the engine the rows it stored', () => {
  let ctx: TestContext;
  let userId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    userId = (await createVerifiedUser(ctx)).userId;
    await ctx.database.db.insert(accounts).values([
      { id: 'il_a', userId, accountName: 'A', institutionName: 'Bank', accountType: 'depository' },
      { id: 'il_b', userId, accountName: 'B', institutionName: 'Bank', accountType: 'credit' },
    ]);
  });
  afterAll(() => ctx.close());

  const row = (importId: string, fields: Partial<ImportRow> = {}): ImportRow => ({
    date: '2026-10-01',
    description: `ROW ${importId}`,
    merchantName: null,
    category: null,
    amountCents: 1234,
    importId,
    pending: false,
    ...fields,
  });

  it('equals the ledger read from the database, with the file repeated, odd text and both accounts', async () => {
    const db = ctx.database.db;
    const batch = (accountId: string, rows: ImportRow[]) =>
      storeStatement(db, { userId, accountId, fileName: 'f.csv', format: 'csv', rows, rejected: [] });
    await batch('il_b', [row('b1', { amountCents: -500, date: '2026-09-30' })]);
    const first = await batch('il_a', [row('a1'), row('a2', { date: '2026-09-02' })]);
    const second = await batch('il_a', [
      row('a1'), // held already: a duplicate, not stored
      row('a3', { description: 'TAB\there, back\\slash "quoted" {braces}', merchantName: 'Caf\u00e9 "Q"' }),
      row('a4', { category: 'Groceries', pending: true, amountCents: -99 }),
      row('a5', { category: 'A "quoted", {odd} category', date: '2026-09-02' }),
    ]);
    expect(second.imported).toBe(3);
    expect(second.added.rows.map((r) => r.description)).toEqual([
      'TAB\there, back\\slash "quoted" {braces}',
      'ROW a4',
      'ROW a5',
    ]);
    const rowsOf = async (added?: typeof first.added) => ledgerRows(await loadLedger(db, userId, added));
    const fromDatabase = await rowsOf();
    expect(fromDatabase).toHaveLength(6);
    // In (date, id) order, the engine's order: three rows share a day, two another.
    expect(fromDatabase.map((t) => t.id)).toEqual(inDateIdOrder(fromDatabase).map((t) => t.id));
    expect(await rowsOf(second.added)).toEqual(fromDatabase);
    expect(await rowsOf(first.added)).toEqual(fromDatabase);
  });

  it('reads a ledger of several pages whole, each row once, in order', async () => {
    const db = ctx.database.db;
    const rows = Array.from({ length: 11_000 }, (_, i) =>
      row(`p${i}`, {
        date: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      }),
    );
    await storeStatement(db, {
      userId,
      accountId: 'il_b',
      fileName: 'big.csv',
      format: 'csv',
      rows,
      rejected: [],
    });
    const source = await loadLedger(db, userId);
    expect(source.pages.length).toBeGreaterThan(2);
    const read = ledgerRows(source);
    expect(read).toHaveLength(source.rowCount);
    expect(new Set(read.map((t) => t.id)).size).toBe(read.length);
    expect(read.filter((t) => t.description.startsWith('ROW p'))).toHaveLength(11_000);
    expect(read.map((t) => t.id)).toEqual(inDateIdOrder(read).map((t) => t.id));
  });
});

function inDateIdOrder<T extends { date: string; id: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}
