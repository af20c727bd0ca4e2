import { and, eq, inArray, sql } from 'drizzle-orm';
import { strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenCipher } from '../../bank/token-cipher.ts';
import { exportTransactionPages } from '../../db/queries/export.ts';
import { authAccount, providerItems, session, transactions, twoFactor } from '../../db/schema/index.ts';
import { createSyncedUser } from '../../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { currentTotpCodes, secretFromTotpUri } from '../../testing/totp.ts';
import { createVerifiedUser, STRONG_PASSWORD } from '../../testing/users.ts';
import {
  AWKWARD_STATEMENT,
  csvRows,
  importCsv,
  manualAccount,
  rawGet,
  sumOf,
  unzip,
  type Files,
} from './export-test-helpers.ts';

// Download my data against a synced sandbox household plus an imported statement with awkward cells,
// beside a second user whose rows must never show up.

describe('GET /api/export', () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof createSyncedUser>>;
  let other: Awaited<ReturnType<typeof createVerifiedUser>>;
  let totpSecrets: string[];
  let zip: Files;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21' });
    owner = await createSyncedUser(ctx);
    const checking = await manualAccount(owner.client, 'Side Checking');
    expect(
      (await importCsv(owner.client, checking, AWKWARD_STATEMENT, '?amountSign=positive-in')).imported,
    ).toBe(4);
    expect(
      (
        await owner.client.put('/api/goals', {
          category: 'FOOD_AND_DRINK',
          goalType: 'expense',
          amountCents: 40000,
        })
      ).status,
    ).toBe(200);
    expect((await owner.client.post('/api/profile/premium', { code: 'KILL-THE-BILLS' })).status).toBe(200);
    const { streams } = (await owner.client.get('/api/recurring')).json as unknown as {
      streams: { id: string }[];
    };
    expect(streams.length).toBeGreaterThan(0);
    const dismissed = await owner.client.request('PATCH', `/api/recurring/${streams[0]!.id}`, {
      status: 'dismissed',
    });
    expect(dismissed.status).toBe(200);
    const enabled = await owner.client.post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
    expect(enabled.status).toBe(200);
    const uri = String(enabled.json.totpURI);
    totpSecrets = [secretFromTotpUri(uri), new URL(uri).searchParams.get('secret')!];
    const code = currentTotpCodes(totpSecrets[0]!)[1]!.code;
    expect((await owner.client.post('/api/auth/two-factor/verify-totp', { code })).status).toBe(200);

    other = await createVerifiedUser(ctx);
    const theirs = await manualAccount(other.client, 'Their Private Account');
    await importCsv(
      other.client,
      theirs,
      'Date,Description,Amount\r\n2026-11-01,THEIR PRIVATE PURCHASE,-77.77\r\n',
    );

    const { res, bytes } = await rawGet(ctx, owner.client, '/api/export');
    expect(res.status).toBe(200);
    zip = unzip(bytes);
    // A synced user with every kind of row: a few seconds alone, past the default minute once in the
    // PostgreSQL API step with the browser tests beside it.
  }, 240_000);
  afterAll(() => ctx.close());

  it('answers 401 without a session and 400 for an unknown format', async () => {
    expect((await ctx.app.request('/api/export')).status).toBe(401);
    expect((await owner.client.get('/api/export?format=xml')).status).toBe(400);
  });

  it('answers a zip of a CSV per table and the JSON document, as an attachment', async () => {
    const { res } = await rawGet(ctx, owner.client, '/api/export');
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="tourniquet-export-2026-11-21.zip"',
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(zip).sort()).toEqual([
      'README.txt',
      'accounts.csv',
      'goals.csv',
      'imports.csv',
      'profile.csv',
      'recurring-decisions.csv',
      'splits.csv',
      'tourniquet-export.json',
      'transactions.csv',
    ]);
    expect(csvRows(zip['profile.csv']!)[1]!.slice(0, 1)).toEqual([owner.email]);
    // One documented sign convention, said inside the zip (issue 27).
    expect(zip['README.txt']).toContain('negative is money out');
    expect(zip['README.txt']).toContain('Debit is money out, Credit is money in');
    expect(csvRows(zip['goals.csv']!)).toEqual([
      ['Goal Type', 'Category', 'Target Amount', 'Created Date', 'Last Updated'],
      ['Expense', 'Food & Drink', '400.00', expect.any(String), expect.any(String)],
    ]);
    const accounts = csvRows(zip['accounts.csv']!);
    expect(accounts.map((a) => a[0])).toContain('Side Checking');
    expect(accounts.length).toBe(1 + 1 + owner.accountIds.length);
    expect(csvRows(zip['recurring-decisions.csv']!)[1]![2]).toBe('Not recurring');
    expect(csvRows(zip['imports.csv']!)[1]!.slice(1, 7)).toEqual(['Side Checking', '', 'csv', '4', '0', '0']);
  });

  it('writes transactions in the import layout: bank sign, ISO dates, formulas neutralised in text only', async () => {
    const rows = csvRows(zip['transactions.csv']!);
    expect(rows[0]).toEqual([
      'Date',
      'Description',
      'Merchant',
      'Amount',
      'Category',
      'Account',
      'Debit/Credit',
      'Status',
      'Id',
      'Category Group',
      'Split Parts',
      'Business Use',
      'Business Category',
    ]);
    const total = await sumOf(ctx, eq(transactions.userId, owner.userId));
    expect(rows.length - 1).toBe(total.count);
    expect(rows.slice(1).every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r[0]!))).toBe(true);
    const side = rows.filter((r) => r[5] === 'Side Checking').map((r) => r.slice(0, 8));
    expect(side).toEqual([
      [
        '2026-11-02',
        `'=HYPERLINK("http://evil.example")`,
        "'@evil",
        '-12.34',
        'Other Bank Fees',
        'Side Checking',
        'Debit',
        'Posted',
      ],
      [
        '2026-11-03',
        'ACME, INC "PAYROLL"',
        'Acme',
        '2500.00',
        'Wages & Salary',
        'Side Checking',
        'Credit',
        'Posted',
      ],
      [
        '2026-11-04',
        'CHASE CARD AUTOPAY PAYMENT THANK YOU',
        '',
        '-300.00',
        'Credit Card Payment',
        'Side Checking',
        'Debit',
        'Posted',
      ],
      [
        '2026-11-05',
        "'-ATM WITHDRAWAL",
        '',
        '-60.00',
        'Cash Withdrawal',
        'Side Checking',
        'Debit',
        'Pending',
      ],
    ]);
    // The one category by its friendly PFC labels (issue 22): Category the detailed, Category Group the primary.
    const groups = rows.filter((r) => r[5] === 'Side Checking').map((r) => r[9]);
    expect(groups).toEqual(['Bank Fees', 'Income', 'Loan Payments', 'Transfers Out']);
  });

  it('answers the JSON alone with format=json, in the same shape as the zip holds', async () => {
    const { res, bytes } = await rawGet(ctx, owner.client, '/api/export?format=json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="tourniquet-export.json"');
    const json = JSON.parse(strFromU8(bytes));
    expect(Object.keys(json)).toEqual([
      'format',
      'version',
      'exportedAt',
      'conventions',
      'profile',
      'accounts',
      'goals',
      'recurringDecisions',
      'imports',
      'rules',
      'transactions',
    ]);
    expect(json).toMatchObject({ format: 'tourniquet-export', version: 1 });
    expect(json.profile).toMatchObject({ email: owner.email, twoFactorEnabled: true });
    expect(json.goals).toEqual([expect.objectContaining({ category: 'FOOD_AND_DRINK', amountCents: 40000 })]);
    expect(json.recurringDecisions).toEqual([expect.objectContaining({ status: 'dismissed' })]);
    const total = await sumOf(ctx, eq(transactions.userId, owner.userId));
    expect(json.transactions).toHaveLength(total.count);
    const cents = json.transactions.reduce(
      (sum: number, t: { amountCents: number }) => sum + t.amountCents,
      0,
    );
    expect(cents).toBe(total.cents);
    const payroll = json.transactions.find(
      (t: { description: string }) => t.description === 'ACME, INC "PAYROLL"',
    );
    expect(payroll).toMatchObject({
      amountCents: -250000,
      category: ['Income'],
      source: 'import',
      accountName: 'Side Checking',
    });
    expect(json.transactions.some((t: { source: string }) => t.source === 'bank')).toBe(true);
    // The zip's copy is the same document.
    expect(JSON.parse(zip['tourniquet-export.json']!).transactions).toEqual(json.transactions);
  });

  it("never includes another user's rows", async () => {
    const everything = Object.values(zip).join('\n');
    expect(everything).not.toContain('THEIR PRIVATE PURCHASE');
    expect(everything).not.toContain('Their Private Account');
    expect(everything).not.toContain(other.email);
    const theirs = unzip((await rawGet(ctx, other.client, '/api/export')).bytes);
    const rows = csvRows(theirs['transactions.csv']!);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['THEIR PRIVATE PURCHASE']);
    expect(Object.values(theirs).join('\n')).not.toContain(owner.email);
  });

  it('exports no secrets: tokens, password hashes, two-factor secrets, sessions, premium codes', async () => {
    const db = ctx.database.db;
    const cipher = createTokenCipher(Buffer.alloc(32, 7));
    const items = await db.select().from(providerItems).where(eq(providerItems.userId, owner.userId));
    expect(items.length).toBeGreaterThan(0);
    const auth = await db.select().from(authAccount).where(eq(authAccount.userId, owner.userId));
    const sessions = await db.select().from(session).where(eq(session.userId, owner.userId));
    const factors = await db.select().from(twoFactor).where(eq(twoFactor.userId, owner.userId));
    expect(factors.length).toBe(1);
    const secrets = [
      ...items.flatMap((i) => [
        i.accessTokenCiphertext,
        cipher.decrypt(i.accessTokenCiphertext),
        i.plaidItemId,
      ]),
      ...auth.flatMap((a) => [a.password, a.accessToken, a.refreshToken, a.idToken]),
      ...sessions.map((s) => s.token),
      ...factors.flatMap((f) => [
        f.secret,
        ...f.backupCodes.split(/[^A-Za-z0-9-]+/).filter((c) => c.length >= 8),
      ]),
      ...totpSecrets,
      'KILL-THE-BILLS',
    ].filter((value): value is string => typeof value === 'string' && value.length >= 8);
    expect(secrets.length).toBeGreaterThan(5);
    const everything = Object.values(zip).join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(
      /"(plaidItemId|plaidAccountId|providerItemId|accessToken\w*|password|premiumCode|secret)"/,
    );
  });

  it('reads transactions in keyset pages that neither skip nor repeat rows sharing a date', async () => {
    const pages = [];
    for await (const page of exportTransactionPages(ctx.database.db, owner.userId, 7)) pages.push(page);
    const rows = pages.flat();
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.every((page) => page.length <= 7)).toBe(true);
    expect(rows.length).toBe((await sumOf(ctx, eq(transactions.userId, owner.userId))).count);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const keys = rows.map((r) => `${r.date} ${r.id}`);
    expect(keys).toEqual([...keys].sort());
    // Dates shared by several rows straddle page boundaries.
    expect(new Set(rows.map((r) => r.date)).size).toBeLessThan(rows.length);
  });

  it('re-imports transactions.csv, one manual account per account in the file, with the same totals to the cent', async () => {
    const file = zip['transactions.csv']!;
    const before = await sumOf(ctx, eq(transactions.userId, owner.userId));
    // The download holds every account; an import never merges them into one account without a word, so each
    // account of the file goes into its own copy (account=<index>), as the import dialog lets a user do.
    const preview = await owner.client.request('POST', '/api/accounts/import-preview', file, {
      'Content-Type': 'text/csv',
    });
    expect(preview.status, preview.text).toBe(200);
    const accounts = (preview.json as unknown as { accounts?: { index: number }[] }).accounts ?? [];
    expect(accounts.length).toBeGreaterThan(1);
    const copies: string[] = [];
    let imported = 0;
    for (const { index } of accounts) {
      const copy = await manualAccount(owner.client, `Round Trip ${index}`);
      const result = await importCsv(owner.client, copy, file, `?account=${index}`);
      expect(result).toMatchObject({ duplicates: 0, rejected: [] });
      imported += result.imported;
      copies.push(copy);
    }
    expect(imported).toBe(before.count);
    const after = await sumOf(
      ctx,
      and(eq(transactions.userId, owner.userId), inArray(transactions.accountId, copies))!,
    );
    expect(after).toEqual(before);
    // Each row goes back in under the category it left with: the Category column's PFC label reads back.
    const categoriesOf = async (accountIds: string[] | null) =>
      (
        await ctx.database.db
          .select({ detailed: transactions.personalDetailed })
          .from(transactions)
          .where(
            and(
              eq(transactions.userId, owner.userId),
              accountIds
                ? inArray(transactions.accountId, accountIds)
                : sql`${transactions.accountId} not in ${copies}`,
            ),
          )
      )
        .map((row) => row.detailed ?? '')
        .sort();
    expect(await categoriesOf(copies)).toEqual(await categoriesOf(null));
  });
});
