import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../db/queries/transaction-cursor.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { createManualAccount, listPage, patch, rowOf, seedTransactions } from './transaction-fixtures.ts';

const NOT_FOUND = { code: 'not_found', message: 'Account not found or access denied.' };
const NOT_ALLOWED = 'Contains a character that is not allowed';

/** Hostile input to GET/PATCH /api/transactions: foreign ids, forged cursors, characters PostgreSQL refuses. */
describe('transactions: scoping and hostile input', () => {
  let ctx: TestContext;
  let owner: TestClient;
  let intruder: TestClient;
  let accountId: string;
  let foreignAccountId: string;
  let rowId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    const a = await createVerifiedUser(ctx);
    const b = await createVerifiedUser(ctx);
    owner = a.client;
    intruder = b.client;
    accountId = await createManualAccount(owner, 'Mine');
    foreignAccountId = await createManualAccount(intruder, 'Theirs');
    // The same provider id for both users, as when two people link the same bank: each sees only theirs.
    [rowId = ''] = await seedTransactions(ctx, a.userId, accountId, [
      { date: '2026-11-20', description: 'Owner lunch', amountCents: 1500, plaidTransactionId: 'shared-1' },
    ]);
    await seedTransactions(ctx, b.userId, foreignAccountId, [
      {
        date: '2026-11-20',
        description: 'Intruder rent',
        amountCents: 90000,
        plaidTransactionId: 'shared-1',
      },
    ]);
  });
  afterAll(() => ctx.close());

  it("answers 404 for another user's account id, like the reports, never an empty 200", async () => {
    for (const ids of [foreignAccountId, `${accountId},${foreignAccountId}`, 'no-such-account']) {
      const res = await listPage(owner, `accountIds=${ids}`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: { ...NOT_FOUND, requestId: expect.any(String) } });
      expect(res.json).not.toHaveProperty('transactions');
      const report = await owner.get(`/api/reports/summary?accounts=${ids}`);
      expect([report.status, report.json]).toEqual([
        404,
        { error: { ...NOT_FOUND, requestId: expect.any(String) } },
      ]);
    }
    const own = await listPage(owner, `accountIds=${accountId}`);
    expect(own.transactions.map((t) => t.description)).toEqual(['Owner lunch']);
  });

  it("lists only the user's own row for a provider id another user also has", async () => {
    const mine = await listPage(owner, 'transactionIds=shared-1');
    expect(mine.transactions.map((t) => t.description)).toEqual(['Owner lunch']);
    const theirs = await listPage(intruder, 'transactionIds=shared-1');
    expect(theirs.transactions.map((t) => t.description)).toEqual(['Intruder rent']);
  });

  it.each([
    ['an impossible day', '2026-02-30'],
    ['month 13', '2026-13-01'],
    ['year 0', '0000-01-01'],
  ])('refuses a forged cursor with %s as a 400, not a database error', async (_label, date) => {
    const cursor = encodeCursor({ date, id: crypto.randomUUID() });
    const res = await listPage(owner, `cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      error: {
        code: 'invalid_request',
        message: 'cursor: Invalid cursor',
        fields: { cursor: 'Invalid cursor' },
        requestId: expect.any(String),
      },
    });
  });

  it('treats a valid cursor from another user’s list as a position only', async () => {
    const cursor = encodeCursor({ date: '2026-11-21', id: crypto.randomUUID() });
    const res = await listPage(intruder, `cursor=${cursor}`);
    expect(res.transactions.map((t) => t.description)).toEqual(['Intruder rent']);
  });

  it.each(['merchant', 'category', 'transactionIds', 'accountIds', 'from'])(
    'refuses a NUL character in %s with a field message',
    async (field) => {
      const res = await listPage(owner, `${field}=a%00b`);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        error: {
          code: 'invalid_request',
          message: `${field}: ${NOT_ALLOWED}`,
          fields: { [field]: NOT_ALLOWED },
          requestId: expect.any(String),
        },
      });
    },
  );

  it.each(['merchantName', 'description'])(
    'refuses a NUL character in an edit’s %s and changes nothing',
    async (field) => {
      const before = await rowOf(ctx, rowId);
      const body = {
        date: '2026-11-19',
        accountId,
        merchantName: 'Cafe',
        description: 'Lunch',
        amount: '9.99',
      };
      const res = await patch(owner, rowId, { ...body, [field]: 'bad\u0000value' });
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ fields: { [field]: NOT_ALLOWED } });
      expect(await rowOf(ctx, rowId)).toEqual(before);
    },
  );

  it('never puts SQL or parameters in a response body', async () => {
    const bad = [`cursor=${encodeCursor({ date: '2026-02-30', id: crypto.randomUUID() })}`, 'merchant=%00'];
    for (const query of bad) {
      const res = await listPage(owner, query);
      expect(res.status).toBeLessThan(500);
      expect(JSON.stringify(res.json)).not.toMatch(/select|transactions"|params/i);
    }
  });
});
