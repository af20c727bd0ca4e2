import { eq, is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@tourniquet/domain';
import * as schema from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { currentTotpCodes, secretFromTotpUri } from '../../testing/totp.ts';
import { createVerifiedUser, mailsTo, STRONG_PASSWORD } from '../../testing/users.ts';

const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));
// Rate-limit counters are keyed by client address and endpoint, never by user. Queued mail is sealed (no
// readable user data) and lives only until it is sent, a day at most.
const NOT_PER_USER = new Set(['rate_limit', 'queued_mail']);

describe('DELETE /api/account', () => {
  let ctx: TestContext;
  const beforeDeleteUser = vi.fn(async (_userId: string) => {});
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' }, deps: { beforeDeleteUser } });
  });
  afterAll(() => ctx.close());

  /** Table name -> rows that mention the user's id or e-mail anywhere. */
  async function rowsMentioning(userId: string, email: string) {
    const found: Record<string, number> = {};
    for (const table of tables) {
      const rows = await ctx.database.db.select().from(table);
      const hits = rows.filter((row) => {
        const text = JSON.stringify(row);
        return text.includes(userId) || text.includes(email);
      });
      if (hits.length) found[getTableConfig(table).name] = hits.length;
    }
    return found;
  }

  /** A user with a row in every per-user table, made through the API where the API makes them. */
  async function userWithEverything() {
    const user = await createVerifiedUser(ctx);
    const { client, userId, email } = user;
    const db = ctx.database.db;
    await client.put('/api/profile', { displayName: 'Everything', phone: '555-123-4567' });
    const enabled = await client.post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
    const secret = secretFromTotpUri(String(enabled.json.totpURI));
    const [, now, next] = currentTotpCodes(secret);
    const confirm = await client.post('/api/auth/two-factor/verify-totp', { code: now!.code });
    expect(confirm.status).toBe(200);
    const [item] = await db
      .insert(schema.providerItems)
      .values({ userId, plaidItemId: `item-${userId}`, accessTokenCiphertext: 'x', institutionName: 'Bank' })
      .returning();
    await db.insert(schema.accounts).values({
      id: `acc-${userId}`,
      userId,
      providerItemId: item!.id,
      accountName: 'Checking',
      institutionName: 'Bank',
      accountType: 'depository',
    });
    const accountId = `acc-${userId}`;
    // The report version's rows (decision 033), which only PostgreSQL writes through its triggers.
    await db.insert(schema.reportChanges).values({ userId });
    await db.insert(schema.reportChangeCounts).values({ userId, folded: 1 });
    const [batch] = await db
      .insert(schema.importBatches)
      .values({ userId, accountId, format: 'csv', imported: 1, duplicates: 0, rejected: [] })
      .returning();
    const [fee] = await db
      .insert(schema.transactions)
      .values({ userId, accountId, date: '2026-11-01', amountCents: 1299, importBatchId: batch!.id })
      .returning();
    await db.insert(schema.detectedFees).values({
      transactionId: fee!.id,
      userId,
      accountId,
      kind: 'overdraft',
      amountCents: 1299,
      date: '2026-11-01',
    });
    await db.insert(schema.recurringStreams).values({
      id: `stream-${userId}`,
      userId,
      accountId,
      streamKey: 'netflix',
      source: 'detected',
      name: 'Netflix',
      merchant: 'Netflix',
      direction: 'outflow',
      cadence: 'monthly',
      kind: 'subscription',
      active: true,
      amountCents: 1549,
      typicalAmountCents: 1549,
      firstDate: '2026-09-01',
      lastDate: '2026-11-01',
      nextDate: '2026-12-01',
      transactionIds: [fee!.id],
      priceChanges: [],
      confidence: 0.9,
      why: 'Monthly, same amount',
    });
    await db
      .insert(schema.recurringDecisions)
      .values({ userId, streamKey: 'netflix', status: 'dismissed', transactionIds: [fee!.id] });
    await db
      .insert(schema.goals)
      .values({ userId, category: 'FOOD_AND_DRINK', amountCents: 50000, goalType: 'expense' });
    await db
      .insert(schema.balanceSnapshots)
      .values({ userId, accountId, day: '2026-11-01', balanceCents: 1 });
    // A debt's terms: the user's own APR and minimum beside the provider's.
    await db
      .insert(schema.accountDebtTerms)
      .values({ userId, accountId, userAprThousandths: 19_990, userMinimumCents: 3_500 });
    // The debt plan the user adopted.
    await db
      .insert(schema.adoptedDebtPlans)
      .values({ userId, strategy: 'avalanche', extraMonthlyCents: 20_000, adoptedOn: '2026-11-01' });
    await db.insert(schema.notifications).values({
      userId,
      dedupeKey: `fee:${fee!.id}`,
      kind: 'fee',
      title: 'New bank fee',
      body: 'Overdraft fee $12.99',
      href: '/fees',
      eventDate: '2026-11-01',
    });
    await db.insert(schema.notificationSettings).values({ userId, settings: DEFAULT_NOTIFICATION_SETTINGS });
    // Issue 23 and 28: a rule with its undo record, a split of the fee row, the fee's refund status.
    const [rule] = await db
      .insert(schema.rules)
      .values({ userId, position: 0, conditions: {}, actions: { merchantName: 'Bank' } })
      .returning();
    const [application] = await db
      .insert(schema.ruleApplications)
      .values({ userId, ruleId: rule!.id })
      .returning();
    await db
      .insert(schema.ruleApplicationChanges)
      .values({ userId, applicationId: application!.id, chunk: 0, changes: [] });
    await db.insert(schema.transactionSplits).values([
      { userId, transactionId: fee!.id, position: 0, amountCents: 1000 },
      { userId, transactionId: fee!.id, position: 1, amountCents: 299 },
    ]);
    await db.insert(schema.feeRefunds).values({ userId, transactionId: fee!.id, status: 'asked' });
    // A pending reset link (verification row whose value is the user id) and a failed sign-in.
    await new TestClient(ctx.app, ctx.env.PUBLIC_URL).post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    await new TestClient(ctx.app, ctx.env.PUBLIC_URL).post('/api/auth/sign-in/email', {
      email,
      password: 'Wrong$Passw0rd',
    });
    // Deleting needs the current password and, with two-factor on, a code not used yet.
    return { ...user, proof: { currentPassword: STRONG_PASSWORD, code: next!.code } };
  }

  it('answers 401 "No user logged in." when signed out', async () => {
    const res = await new TestClient(ctx.app, ctx.env.PUBLIC_URL).delete('/api/account');
    expect(res.status).toBe(401);
    expect(res.json).toEqual({
      error: { code: 'unauthorized', message: 'No user logged in.', requestId: expect.any(String) },
    });
  });

  it('deletes every row the user owns in every table, clears the cookie, and leaves other users alone', async () => {
    const doomed = await userWithEverything();
    const survivor = await userWithEverything();

    const before = await rowsMentioning(doomed.userId, doomed.email);
    const perUserTables = tables.map((t) => getTableConfig(t).name).filter((name) => !NOT_PER_USER.has(name));
    // The test is only as good as its data: the user must have rows in every per-user table.
    expect(Object.keys(before).sort()).toEqual(perUserTables.sort());

    const res = await doomed.client.delete('/api/account', doomed.proof);
    expect(res.status).toBe(204);
    expect(beforeDeleteUser).toHaveBeenCalledWith(doomed.userId);
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cleared).toMatch(/^better-auth\.session_token=;.*Max-Age=0/);
    expect(doomed.client.hasCookies()).toBe(false);

    expect(await rowsMentioning(doomed.userId, doomed.email)).toEqual({});
    expect(Object.keys(await rowsMentioning(survivor.userId, survivor.email)).sort()).toEqual(
      perUserTables.sort(),
    );
    expect((await survivor.client.get('/api/profile')).json.profile).toMatchObject({
      displayName: 'Everything',
    });

    // The old session is gone and the e-mail is free again.
    expect((await doomed.client.get('/api/profile')).status).toBe(401);
    const signIn = await new TestClient(ctx.app, ctx.env.PUBLIC_URL).post('/api/auth/sign-in/email', {
      email: doomed.email,
      password: STRONG_PASSWORD,
    });
    expect(signIn.status).toBe(401);
  });

  it('keeps everything when removing the provider items fails, so the user can try again', async () => {
    const { client, userId, email } = await createVerifiedUser(ctx);
    beforeDeleteUser.mockRejectedValueOnce(new Error('provider unavailable'));
    const res = await client.delete('/api/account', { currentPassword: STRONG_PASSWORD });
    expect(res.status).toBe(502);
    expect(res.json).toEqual({
      error: {
        code: 'delete_failed',
        message: 'An error occurred while deleting your account.',
        requestId: expect.any(String),
      },
    });
    expect(await rowsMentioning(userId, email)).toMatchObject({ user: 1, session: 1 });
    expect((await client.get('/api/profile')).status).toBe(200);
  });

  it('refuses without the owner proof and deletes nothing', async () => {
    const { client, userId, email } = await createVerifiedUser(ctx);
    beforeDeleteUser.mockClear();
    const attempts: [unknown, number, string][] = [
      [undefined, 400, 'current_password_required'],
      [{}, 400, 'current_password_required'],
      [{ currentPassword: 'Wrong$Passw0rd' }, 400, 'wrong_password'],
      [{ currentPassword: STRONG_PASSWORD, reason: 'x' }, 400, 'invalid_request'],
      [{ currentPassword: STRONG_PASSWORD, code: 'abcdef' }, 400, 'invalid_request'],
    ];
    for (const [body, status, code] of attempts) {
      const res = await client.delete('/api/account', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json).toMatchObject({ error: { code } });
    }
    expect(beforeDeleteUser).not.toHaveBeenCalled();
    expect(await rowsMentioning(userId, email)).toMatchObject({ user: 1, session: 1 });
    expect((await client.get('/api/profile')).status).toBe(200);
  });

  it('asks for a TOTP code when two-factor is on', async () => {
    const { client, userId, email, proof } = await userWithEverything();
    const noCode = await client.delete('/api/account', { currentPassword: STRONG_PASSWORD });
    expect(noCode.status).toBe(400);
    expect(noCode.json).toMatchObject({ error: { code: 'code_required' } });
    const wrongCode = proof.code === '000000' ? '999999' : '000000';
    const wrong = await client.delete('/api/account', { currentPassword: STRONG_PASSWORD, code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ error: { code: 'invalid_code' } });
    expect(await rowsMentioning(userId, email)).toMatchObject({ user: 1 });
    // The "two-factor sign-in was turned on" notice is sent first: a mail still queued on PostgreSQL's job
    // queue would be written to the development outbox after the deletion.
    await mailsTo(ctx, email);
    expect((await client.delete('/api/account', proof)).status).toBe(204);
    expect(await rowsMentioning(userId, email)).toEqual({});
  });

  it('asks a session older than 24 hours to sign in again', async () => {
    const { client, userId, email } = await createVerifiedUser(ctx);
    await ctx.database.db
      .update(schema.session)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(schema.session.userId, userId));
    const res = await client.delete('/api/account', { currentPassword: STRONG_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({
      error: {
        code: 'reauthentication_required',
        message: 'For your security, please sign in again before making this change.',
        requestId: expect.any(String),
      },
    });
    expect(await rowsMentioning(userId, email)).toMatchObject({ user: 1, session: 1 });
  });
});
