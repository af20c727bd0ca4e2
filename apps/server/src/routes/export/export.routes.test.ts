import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import type { TestClient } from '../../testing/test-client.ts';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

/** The signed-in user's export as raw bytes (the test client reads bodies as text, which a zip is not). */
async function download(ctx: TestContext, user: User, query = '') {
  const signIn = await ctx.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ctx.env.PUBLIC_URL },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await ctx.app.request(`/api/export${query}`, { headers: { Cookie: cookie } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

function unzip(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
}

/** RFC 4180 lines of a CSV file without quoted line breaks (ours have none): cells split on commas. */
const csvRows = (text: string) =>
  text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

async function importCsv(client: TestClient, accountId: string, body: string) {
  const res = await client.request('POST', `/api/accounts/${accountId}/import`, body, {
    'Content-Type': 'text/csv',
  });
  expect(res.status, res.text).toBe(200);
  return res.json as { imported: number; duplicates: number; rejected: unknown[] };
}

async function manualAccount(client: TestClient, name: string, type = 'depository', subtype = 'checking') {
  const res = await client.post('/api/accounts/manual', { name, type, subtype });
  expect(res.status).toBe(201);
  return (res.json.account as { id: string }).id;
}

describe('GET /api/export', () => {
  let ctx: TestContext;
  let owner: User;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21' });
    owner = await createVerifiedUser(ctx);
  });
  afterAll(() => ctx.close());

  it('answers 401 without a session', async () => {
    const res = await ctx.app.request('/api/export');
    expect(res.status).toBe(401);
  });

  it('answers a zip with one CSV per table and the JSON document', async () => {
    const accountId = await manualAccount(owner.client, 'Everyday Checking');
    await importCsv(
      owner.client,
      accountId,
      'Date,Description,Merchant,Amount,Category\r\n2026-11-02,NETFLIX.COM,Netflix,-15.49,Entertainment\r\n',
    );
    const { res, bytes } = await download(ctx, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="tourniquet-export-2026-11-21.zip"',
    );
    const files = unzip(bytes);
    expect(Object.keys(files).sort()).toEqual([
      'accounts.csv',
      'goals.csv',
      'imports.csv',
      'profile.csv',
      'recurring-decisions.csv',
      'tourniquet-export.json',
      'transactions.csv',
    ]);
    expect(csvRows(files['transactions.csv']!)).toEqual([
      ['Date', 'Description', 'Merchant', 'Amount', 'Category', 'Account', 'Debit/Credit', 'Status', 'Id'],
      [
        '2026-11-02',
        'NETFLIX.COM',
        'Netflix',
        '-15.49',
        'Entertainment',
        'Everyday Checking',
        'Debit',
        'Posted',
        expect.stringMatching(/^[0-9a-f-]{36}$/),
      ],
    ]);
    expect(csvRows(files['accounts.csv']!)[1]!.slice(0, 2)).toEqual(['Everyday Checking', 'Manual Entry']);
    expect(csvRows(files['profile.csv']!)[1]![0]).toBe(owner.email);
    const json = JSON.parse(files['tourniquet-export.json']!);
    expect(json.transactions).toHaveLength(1);
  });
});
