import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSyncedUser } from '../testing/bank-fixtures.ts';
import { recordingBank } from '../testing/recording-bank.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { currentTotpCodes, secretFromTotpUri } from '../testing/totp.ts';
import { rowsMentioning, snapshotUserRows, textColumns, userColumns } from '../testing/user-rows.ts';
import { createUserWithEverything, type UserWithEverything } from '../testing/user-with-everything.ts';

/**
 * After DELETE /api/account, nothing of the user is left: no row in any table holds their id or e-mail
 * address (every text column of every table, found through the database catalogue, so a table added later
 * is searched too), every session they had is dead, and each bank link was removed at the provider
 * (/item/remove). Another user's rows, sessions and bank link are untouched.
 */
describe('account deletion is complete', () => {
  let ctx: TestContext;
  const bank = recordingBank();
  let doomed: UserWithEverything;
  /** The Cookie header of one more session, kept aside to replay after the deletion. */
  let keptCookie: string;
  let code: string;
  let survivor: Awaited<ReturnType<typeof createSyncedUser>>;
  let survivorRows: Record<string, string>;
  let before: Record<string, number>;

  beforeAll(async () => {
    ctx = await createTestContext({
      env: { RATE_LIMIT_MULTIPLIER: '100', PREMIUM_CODES: 'KILL-THE-BILLS' },
      deps: { wrapBank: bank.wrap, onSignIn: () => {} },
    });
    doomed = await createUserWithEverything(ctx, 'DOOMED');
    const { client, email, password, userId } = doomed;

    const signIn = await new TestClient(ctx.app, ctx.env.PUBLIC_URL).raw('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    keptCookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');

    // Rows kept by something other than a user id: counters by e-mail and by id, a reset token.
    const anonymous = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    expect((await client.post('/api/profile/premium', { code: 'NOT-A-CODE' })).status).toBe(400);
    expect(
      (await anonymous.post('/api/auth/sign-in/email', { email, password: 'Wrong$Passw0rd!' })).status,
    ).toBe(401);
    expect(
      (await anonymous.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }))
        .status,
    ).toBe(200);

    // Two-factor on: its secret, backup codes and used codes are the user's too.
    const enabled = await client.post('/api/auth/two-factor/enable', { password });
    const secret = secretFromTotpUri(String(enabled.json.totpURI));
    const [, now, next] = currentTotpCodes(secret);
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: now!.code })).status).toBe(200);
    code = next!.code;
    expect((await client.delete('/api/account', { currentPassword: 'Wrong$Passw0rd!', code })).status).toBe(
      400,
    );

    survivor = await createSyncedUser(ctx);
    survivorRows = await snapshotUserRows(ctx.database.db, survivor.userId);
    before = await rowsMentioning(ctx.database.db, [userId, email]);
    expect(userId).toBeTruthy();
  }, 180_000);
  afterAll(() => ctx?.close());

  it('starts with the user in every table that has a user column, and elsewhere', async () => {
    const missing = (await userColumns(ctx.database.db))
      .map(({ table, column }) => `${table}.${column}`)
      .filter((key) => !before[key]);
    expect(missing, 'make a row there in the setup, so that its deletion is proven').toEqual([]);
    // Rows keyed by something else: the reset token's value, counters by e-mail and by id, the outbox.
    expect(before).toMatchObject({
      'verification.value': expect.any(Number),
      'attempt_failures.key': expect.any(Number),
      'dev_mail_outbox.to': expect.any(Number),
    });
    expect(bank.linked.length).toBe(2);
  });

  it('leaves no row holding the user id or e-mail address in any table', async () => {
    const res = await doomed.client.delete('/api/account', { currentPassword: doomed.password, code });
    expect(res.status, res.text).toBe(204);
    expect(await rowsMentioning(ctx.database.db, [doomed.userId, doomed.email])).toEqual({});
    const columns = await textColumns(ctx.database.db);
    console.log(
      `deletion: ${Object.keys(before).length} columns held the user before, none after; ` +
        `${columns.length} text columns in ${new Set(columns.map((c) => c.table)).size} tables searched`,
    );
  });

  it('ends every session: the old cookies get 401', async () => {
    const kept = new TestClient(ctx.app, ctx.env.PUBLIC_URL, { Cookie: keptCookie });
    for (const client of [doomed.client, doomed.otherDevice, kept]) {
      expect((await client.get('/api/profile')).status).toBe(401);
      expect((await client.get('/api/accounts')).status).toBe(401);
      const session = await client.get('/api/auth/get-session');
      expect(session.json?.user ?? null).toBeNull();
    }
    const again = await new TestClient(ctx.app, ctx.env.PUBLIC_URL).post('/api/auth/sign-in/email', {
      email: doomed.email,
      password: doomed.password,
    });
    expect(again.status).toBe(401);
  });

  it('removed the bank link at the provider (/item/remove), and only that one', async () => {
    const [doomedItem, survivorItem] = bank.linked;
    expect(bank.removed).toEqual([doomedItem!.accessToken]);
    await expect(bank.provider().getAccounts(doomedItem!.accessToken)).rejects.toThrow();
    expect((await bank.provider().getAccounts(survivorItem!.accessToken)).length).toBeGreaterThan(0);
  });

  it("leaves another user's rows and session as they were", async () => {
    expect(await snapshotUserRows(ctx.database.db, survivor.userId)).toEqual(survivorRows);
    expect((await survivor.client.get('/api/profile')).status).toBe(200);
  });
});
