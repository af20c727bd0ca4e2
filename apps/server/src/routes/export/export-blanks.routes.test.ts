import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { csvRows, manualAccount, rawGet, unzip } from './export-test-helpers.ts';

// The download says what is known and leaves blank what is not: the name is the person's, never the e-mail
// the sign-up stores as a name; an account that is not linked has no available balance, and no current
// balance until one is given.

describe('GET /api/export: names and balances not known', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21' });
  });
  afterAll(() => ctx.close());

  const download = async (user: Awaited<ReturnType<typeof createVerifiedUser>>) => {
    const { res, bytes } = await rawGet(ctx, user.client, '/api/export');
    expect(res.status).toBe(200);
    return unzip(bytes);
  };
  const column = (rows: string[][], name: string) => rows.slice(1).map((r) => r[rows[0]!.indexOf(name)]);

  it("profile.csv's Name is the profile's name, else empty, never the e-mail", async () => {
    const user = await createVerifiedUser(ctx);
    expect(column(csvRows((await download(user))['profile.csv']!), 'Name')).toEqual(['']);
    expect((await user.client.put('/api/profile', { displayName: 'Dana Ortiz' })).status).toBe(200);
    const profile = csvRows((await download(user))['profile.csv']!);
    expect(column(profile, 'Name')).toEqual(['Dana Ortiz']);
    expect(column(profile, 'Email')).toEqual([user.email]);
  });

  it('a manual account exports no available balance, and no current balance until one is given', async () => {
    const user = await createVerifiedUser(ctx);
    const id = await manualAccount(user.client, 'Side Checking');
    const before = csvRows((await download(user))['accounts.csv']!);
    expect(column(before, 'Current Balance')).toEqual(['']);
    expect(column(before, 'Available Balance')).toEqual(['']);
    const set = await user.client.request('PATCH', `/api/accounts/${id}`, {
      balanceCents: 100_000,
      balanceDate: '2026-11-01',
    });
    expect(set.status).toBe(200);
    const after = csvRows((await download(user))['accounts.csv']!);
    expect(column(after, 'Current Balance')).toEqual(['1000.00']);
    expect(column(after, 'Available Balance')).toEqual(['']);
  });
});
