import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import {
  createManualAccount,
  listAll,
  listPage,
  patch,
  seedTransactions,
  type SeedRow,
} from './transaction-fixtures.ts';

const ROWS: SeedRow[] = [
  {
    date: '2026-11-20',
    description: 'NETFLIX.COM 866-579',
    merchantName: 'Netflix',
    amountCents: 1549,
    category: ['Recreation'],
  },
  {
    date: '2026-11-20',
    description: 'Coffee 50% off',
    amountCents: 450,
    category: ['Food and Drink'],
    pending: true,
  },
  { date: '2026-11-20', description: 'ACME PAYROLL', amountCents: -250000, category: ['Payroll'] },
  {
    date: '2026-11-15',
    description: 'Corner shop',
    merchantName: 'Corner_Shop',
    amountCents: 1200,
    category: [],
  },
  { date: '2026-11-15', description: 'Refund from store', amountCents: -2000, category: ['  '] },
  { date: '2026-11-01', description: 'Rent November', amountCents: 150000, category: ['Rent'] },
  {
    date: '2026-10-31',
    description: 'Spotify USA',
    merchantName: 'Spotify',
    amountCents: 1099,
    category: ['Recreation'],
  },
];

describe('GET /api/transactions', () => {
  let ctx: TestContext;
  let client: TestClient;
  let accountId: string;
  let otherAccountId: string;
  let ids: string[];
  let otherIds: string[];

  beforeAll(async () => {
    ctx = await createTestContext();
    const user = await createVerifiedUser(ctx);
    client = user.client;
    accountId = await createManualAccount(client, 'Main');
    otherAccountId = await createManualAccount(client, 'Side');
    ids = await seedTransactions(ctx, user.userId, accountId, ROWS);
    otherIds = await seedTransactions(ctx, user.userId, otherAccountId, [
      {
        date: '2026-11-18',
        description: 'Side hustle income',
        amountCents: -5000,
        plaidTransactionId: 'side-1',
      },
      { date: '2026-11-02', description: 'Side costs', amountCents: 700, plaidTransactionId: 'side-2' },
    ]);
  });
  afterAll(() => ctx.close());

  const descriptions = async (query: Record<string, string>) =>
    (await listAll(client, query)).map((t) => t.description);
  // Rows of one date come in id order, which is random: compare those as sets.
  const unordered = async (query: Record<string, string>) => (await descriptions(query)).sort();

  it('requires a session', async () => {
    const anon = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    expect((await anon.get('/api/transactions')).status).toBe(401);
    expect((await patch(anon, ids[0]!, {})).status).toBe(401);
  });

  it('returns the contract shape, newest first, with the account named', async () => {
    const { status, transactions, nextCursor } = await listPage(client, `accountIds=${accountId}&limit=1`);
    expect(status).toBe(200);
    expect(transactions).toHaveLength(1);
    expect(nextCursor).toEqual(expect.any(String));
    expect(Object.keys(transactions[0]!).sort()).toEqual(
      [
        'accountId',
        'accountName',
        'amountCents',
        'category',
        'date',
        'description',
        'id',
        'institutionName',
        'merchantName',
        'pending',
        'plaidTransactionId',
        'personalCategory',
        'categorySource',
        'categoryReason',
        'displayMerchant',
        'businessUse',
        'businessCategory',
        'businessSource',
        'splits',
        'splitDroppedAt',
      ].sort(),
    );
    expect(transactions[0]).toMatchObject({
      accountId,
      accountName: 'Main',
      institutionName: 'Manual Entry',
      date: '2026-11-20',
    });
  });

  it('pages through every row exactly once, date desc then id desc', async () => {
    const all = await listAll(client, {}, 2);
    expect(all).toHaveLength(ROWS.length + 2);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    // Plain code-unit order, as PostgreSQL orders uuids (localeCompare could skip the dashes).
    const desc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
    const sorted = [...all].sort((a, b) => desc(a.date, b.date) || desc(a.id, b.id));
    expect(all.map((t) => t.id)).toEqual(sorted.map((t) => t.id));
    const single = await listPage(client, `limit=200`);
    expect(single.transactions.map((t) => t.id)).toEqual(all.map((t) => t.id));
    expect(single.nextCursor).toBeNull();
  });

  it('filters by date range, inclusive at both ends', async () => {
    expect(await unordered({ from: '2026-11-01', to: '2026-11-15' })).toEqual(
      ['Corner shop', 'Refund from store', 'Side costs', 'Rent November'].sort(),
    );
    expect(await descriptions({ to: '2026-10-31' })).toEqual(['Spotify USA']);
    expect(await descriptions({ from: '2026-11-20', to: '2026-11-20' })).toHaveLength(3);
  });

  it('filters by accounts and by provider transaction ids', async () => {
    expect(await descriptions({ accountIds: otherAccountId })).toEqual(['Side hustle income', 'Side costs']);
    expect(await listAll(client, { accountIds: `${accountId},${otherAccountId}` })).toHaveLength(
      ROWS.length + 2,
    );
    expect(await descriptions({ transactionIds: 'side-2,unknown-id' })).toEqual(['Side costs']);
    expect(otherIds).toHaveLength(2);
  });

  it('matches merchant text in the description or merchant name, case-insensitively and literally', async () => {
    expect(await descriptions({ merchant: 'netflix' })).toEqual(['NETFLIX.COM 866-579']);
    expect(await descriptions({ merchant: 'SPOTIFY' })).toEqual(['Spotify USA']);
    expect(await descriptions({ merchant: '50%' })).toEqual(['Coffee 50% off']);
    expect(await descriptions({ merchant: 'r_Sh' })).toEqual(['Corner shop']);
    expect(await descriptions({ merchant: 'r%Sh' })).toEqual([]);
  });

  it('does not broaden a merchant search itself (the client does, word by word)', async () => {
    expect(await descriptions({ merchant: 'Netflix Premium' })).toEqual([]);
  });

  it('filters by first category, and __none__ for rows without one', async () => {
    expect(await descriptions({ category: 'Recreation' })).toEqual(['NETFLIX.COM 866-579', 'Spotify USA']);
    expect(await descriptions({ category: 'recreation' })).toEqual([]);
    // An empty list and a blank first item both count as no category.
    expect(await unordered({ category: '__none__', accountIds: accountId })).toEqual(
      ['Corner shop', 'Refund from store'].sort(),
    );
  });

  it('filters by type: income is a negative amount, expense a positive one', async () => {
    const income = await listAll(client, { type: 'income' });
    expect(income.map((t) => t.amountCents).sort((a, b) => a - b)).toEqual([-250000, -5000, -2000]);
    const expense = await listAll(client, { type: 'expense' });
    expect(expense).toHaveLength(6);
    expect(expense.every((t) => t.amountCents > 0)).toBe(true);
  });

  it('never lists another user’s rows, whatever the filter', async () => {
    const other = await createVerifiedUser(ctx);
    expect((await listPage(other.client)).transactions).toEqual([]);
    // Another user's account is a 404, as in the reports (transactions.security.test.ts has the details).
    expect((await listPage(other.client, `accountIds=${accountId}`)).status).toBe(404);
    expect((await listPage(other.client, 'transactionIds=side-1,side-2')).transactions).toEqual([]);
  });

  it.each([
    ['from=2026-11-02&to=2026-11-01', { to: 'To must be on or after From' }],
    ['limit=0', { limit: 'Limit must be at least 1' }],
    ['limit=201', { limit: 'Limit must be at most 200' }],
    ['type=refund', { type: 'Type must be income or expense' }],
    ['from=yesterday', { from: 'From must be a valid date (YYYY-MM-DD)' }],
    ['cursor=not-a-cursor', { cursor: 'Invalid cursor' }],
  ])('rejects %s with a field message', async (query, fields) => {
    const res = await listPage(client, query);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 'invalid_request', fields } });
  });
});
