import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenCipher } from '../../bank/token-cipher.ts';
import { exportTransactionPages } from '../../db/queries/export.ts';
import { authAccount, providerItems, session, transactions, twoFactor } from '../../db/schema/index.ts';
import { createSyncedUser } from '../../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { currentTotpCodes, secretFromTotpUri } from '../../testing/totp.ts';
import { createVerifiedUser, STRONG_PASSWORD } from '../../testing/users.ts';

// Download my data against a synced sandbox household plus an imported statement with awkward cells,
// beside a second user whose rows must never show up.

type Files = Record<string, string>;

/** The test client reads bodies as text, which a zip is not: this request reuses its session cookie. */
async function rawGet(ctx: TestContext, client: TestClient, path: string) {
  const cookies = (client as unknown as { cookies: Map<string, string> }).cookies;
  const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await ctx.app.request(path, { headers: { Cookie: cookie } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const unzip = (bytes: Uint8Array): Files =>
  Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));

/** Cells of a CSV line with RFC 4180 quoting (our files have no line breaks inside cells). */
function cells(line: string): string[] {
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
const csvRows = (text: string) => text.split('\r\n').filter(Boolean).map(cells);

async function manualAccount(client: TestClient, name: string) {
  const res = await client.post('/api/accounts/manual', { name, type: 'depository', subtype: 'checking' });
  expect(res.status).toBe(201);
  return (res.json.account as unknown as { id: string }).id;
}

async function importCsv(client: TestClient, accountId: string, body: string, query = '') {
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
const AWKWARD_STATEMENT = [
  'Date,Description,Merchant,Amount,Category,Status',
  '2026-11-02,"=HYPERLINK(""http://evil.example"")",@evil,-12.34,+Fees,',
  '2026-11-03,"ACME, INC ""PAYROLL""",Acme,2500.00,Income,',
  '2026-11-04,CHASE CARD AUTOPAY PAYMENT THANK YOU,,-300.00,Transfer,',
  '2026-11-05,-ATM WITHDRAWAL,,-60.00,,Pending',
].join('\r\n');

const sumOf = async (ctx: TestContext, where: ReturnType<typeof eq>) => {
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
          category: 'Groceries',
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
  });
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
      'accounts.csv',
      'goals.csv',
      'imports.csv',
      'profile.csv',
      'recurring-decisions.csv',
      'tourniquet-export.json',
      'transactions.csv',
    ]);
    expect(csvRows(zip['profile.csv']!)[1]!.slice(0, 1)).toEqual([owner.email]);
    expect(csvRows(zip['goals.csv']!)).toEqual([
      ['Goal Type', 'Category', 'Target Amount', 'Created Date', 'Last Updated'],
      ['Expense', 'Groceries', '400.00', expect.any(String), expect.any(String)],
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
        "'+Fees",
        'Side Checking',
        'Debit',
        'Posted',
      ],
      ['2026-11-03', 'ACME, INC "PAYROLL"', 'Acme', '2500.00', 'Income', 'Side Checking', 'Credit', 'Posted'],
      [
        '2026-11-04',
        'CHASE CARD AUTOPAY PAYMENT THANK YOU',
        '',
        '-300.00',
        'Transfer',
        'Side Checking',
        'Debit',
        'Posted',
      ],
      ['2026-11-05', "'-ATM WITHDRAWAL", '', '-60.00', '', 'Side Checking', 'Debit', 'Pending'],
    ]);
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
      'transactions',
    ]);
    expect(json).toMatchObject({ format: 'tourniquet-export', version: 1 });
    expect(json.profile).toMatchObject({ email: owner.email, twoFactorEnabled: true });
    expect(json.goals).toEqual([expect.objectContaining({ category: 'Groceries', amountCents: 40000 })]);
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

  it('re-imports transactions.csv into a new manual account with the same totals to the cent', async () => {
    const copy = await manualAccount(owner.client, 'Round Trip');
    const before = await sumOf(ctx, eq(transactions.userId, owner.userId));
    const result = await importCsv(owner.client, copy, zip['transactions.csv']!);
    expect(result).toMatchObject({ imported: before.count, duplicates: 0, rejected: [] });
    const after = await sumOf(
      ctx,
      and(eq(transactions.userId, owner.userId), eq(transactions.accountId, copy))!,
    );
    expect(after).toEqual(before);
  });
});
