import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { usedTotpSteps, user } from '../db/schema/index.ts';
import { apiError } from '../testing/api-error.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { currentTotpCodes, secretFromTotpUri } from '../testing/totp.ts';
import { createVerifiedUser, STRONG_PASSWORD } from '../testing/users.ts';

const ALREADY_USED = {
  code: 'TOTP_CODE_ALREADY_USED',
  message: 'This code has already been used. Please wait for the next code and try again.',
};

describe('two-factor authentication (TOTP)', () => {
  let ctx: TestContext;
  const onSignIn = vi.fn(async (_userId: string) => {});
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' }, deps: { onSignIn } });
  });
  afterAll(() => ctx.close());

  /** An unused code an authenticator would accept now; the ones that stay valid longest come first. */
  function freshCode(secret: string, used: Set<string>) {
    const [previous, now, next] = currentTotpCodes(secret);
    const pick = [now!, next!, previous!].find((candidate) => !used.has(candidate.code))!;
    used.add(pick.code);
    return pick.code;
  }

  async function enrolledUser() {
    const account = await createVerifiedUser(ctx);
    const enabled = await account.client.post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
    expect(enabled.status).toBe(200);
    const secret = secretFromTotpUri(String(enabled.json.totpURI));
    const used = new Set<string>();
    const confirmed = await account.client.post('/api/auth/two-factor/verify-totp', {
      code: freshCode(secret, used),
    });
    expect(confirmed.status).toBe(200);
    return { ...account, secret, used, backupCodes: enabled.json.backupCodes as unknown as string[] };
  }

  async function startSignIn(email: string) {
    const client = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    const res = await client.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD });
    return { client, res };
  }

  const twoFactorEnabled = async (userId: string) =>
    (await ctx.database.db.select().from(user).where(eq(user.id, userId)))[0]!.twoFactorEnabled;

  it('enrols: enable returns an otpauth URI and backup codes; only a valid code turns it on', async () => {
    const { client, userId, email } = await createVerifiedUser(ctx);
    const wrongPassword = await client.post('/api/auth/two-factor/enable', { password: 'Wrong$Passw0rd' });
    expect(wrongPassword.status).toBe(400);

    const enabled = await client.post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
    expect(enabled.status).toBe(200);
    expect(String(enabled.json.totpURI)).toMatch(/^otpauth:\/\/totp\/Tourniquet:.+\?secret=/);
    expect(enabled.json.backupCodes).toHaveLength(10);
    // Not on until the first code confirms the authenticator: sign-in still needs no code.
    expect(await twoFactorEnabled(userId)).toBe(false);
    expect((await startSignIn(email)).res.json).toMatchObject({ user: { email } });

    const wrong = await client.post('/api/auth/two-factor/verify-totp', { code: '000000' });
    expect(wrong.status).toBe(401);
    expect(await twoFactorEnabled(userId)).toBe(false);

    const secret = secretFromTotpUri(String(enabled.json.totpURI));
    const code = freshCode(secret, new Set());
    const ok = await client.post('/api/auth/two-factor/verify-totp', { code });
    expect(ok.status).toBe(200);
    expect(await twoFactorEnabled(userId)).toBe(true);
    // The confirming code is spent too.
    const again = await client.post('/api/auth/two-factor/verify-totp', { code });
    expect(again.status).toBe(401);
    expect(again.json).toMatchObject(ALREADY_USED);
  });

  it('sign-in asks for a code; a replayed code is refused; a fresh one signs in and triggers onSignIn', async () => {
    const { email, userId, secret, used } = await enrolledUser();
    const [confirmingCode] = [...used];
    onSignIn.mockClear();

    const { client, res } = await startSignIn(email);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect((await client.get('/api/auth/get-session')).json).toBeNull();

    const replay = await client.post('/api/auth/two-factor/verify-totp', { code: confirmingCode });
    expect(replay.status).toBe(401);
    expect(replay.json).toMatchObject(ALREADY_USED);
    expect((await client.get('/api/auth/get-session')).json).toBeNull();

    const code = freshCode(secret, used);
    const answer = await client.post('/api/auth/two-factor/verify-totp', { code });
    expect(answer.status).toBe(200);
    expect((await client.get('/api/auth/get-session')).json.user).toMatchObject({ email });
    await vi.waitFor(() => expect(onSignIn).toHaveBeenCalledWith(userId));
    expect(onSignIn).toHaveBeenCalledTimes(1); // not for the challenge, only for the answered one

    // The same code cannot answer a second challenge either.
    const second = await startSignIn(email);
    const reuse = await second.client.post('/api/auth/two-factor/verify-totp', { code });
    expect(reuse.json).toMatchObject(ALREADY_USED);
    expect((await second.client.get('/api/auth/get-session')).json).toBeNull();
    expect(
      (await ctx.database.db.select().from(usedTotpSteps).where(eq(usedTotpSteps.userId, userId))).length,
    ).toBe(2);
  });

  it('a backup code answers the challenge once', async () => {
    const { email, userId, backupCodes } = await enrolledUser();
    onSignIn.mockClear();
    const first = await startSignIn(email);
    const ok = await first.client.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(ok.status).toBe(200);
    expect((await first.client.get('/api/auth/get-session')).json.user).toMatchObject({ email });
    await vi.waitFor(() => expect(onSignIn).toHaveBeenCalledWith(userId));

    const second = await startSignIn(email);
    const reuse = await second.client.post('/api/auth/two-factor/verify-backup-code', {
      code: backupCodes[0],
    });
    expect(reuse.status).toBe(401);
    expect((await second.client.get('/api/auth/get-session')).json).toBeNull();
  });

  it('disables with the current password and a current code, refusing bad input, wrong and replayed codes', async () => {
    const { client, email, userId, secret, used } = await enrolledUser();
    const [spentCode] = [...used];
    const disable = (body: unknown) => client.post('/api/account/two-factor/disable', body);

    const anonymous = await new TestClient(ctx.app, ctx.env.PUBLIC_URL).post(
      '/api/account/two-factor/disable',
      { currentPassword: STRONG_PASSWORD, code: '123456' },
    );
    expect(anonymous.status).toBe(401);

    for (const body of [
      {},
      { currentPassword: STRONG_PASSWORD },
      { currentPassword: STRONG_PASSWORD, code: '' },
      { currentPassword: STRONG_PASSWORD, code: '12345' },
      { currentPassword: STRONG_PASSWORD, code: 123456 },
      { currentPassword: 12345678, code: '123456' },
      { currentPassword: STRONG_PASSWORD, code: '123456', password: 'x' },
    ]) {
      const res = await disable(body);
      expect(res.status).toBe(400);
      expect(apiError(res).code).toBe('invalid_request');
    }
    const wrongCode = currentTotpCodes(secret).some((c) => c.code === '000000') ? '999999' : '000000';

    // A valid code alone is not enough: the current password is asked for, and checked.
    const noPassword = await disable({ code: wrongCode });
    expect(noPassword.status).toBe(400);
    expect(apiError(noPassword)).toMatchObject({
      code: 'current_password_required',
      fields: { currentPassword: 'Please enter your current password.' },
    });
    const wrongPassword = await disable({ currentPassword: 'Wrong$Passw0rd', code: wrongCode });
    expect(wrongPassword.status).toBe(400);
    expect(apiError(wrongPassword)).toMatchObject({
      code: 'wrong_password',
      fields: { currentPassword: 'Your current password is incorrect.' },
    });

    const wrong = await disable({ currentPassword: STRONG_PASSWORD, code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(apiError(wrong)).toMatchObject({
      code: 'invalid_code',
      fields: { code: 'Invalid code. Please enter the current code from your authenticator app.' },
    });

    const replay = await disable({ currentPassword: STRONG_PASSWORD, code: spentCode });
    expect(replay.status).toBe(400);
    expect(apiError(replay)).toMatchObject({
      code: 'code_already_used',
      message: 'This code was already used. Wait for the next one.',
    });
    expect(await twoFactorEnabled(userId)).toBe(true);

    const code = freshCode(secret, used);
    const off = await disable({ currentPassword: STRONG_PASSWORD, code });
    expect(off.status).toBe(204);
    expect(await twoFactorEnabled(userId)).toBe(false);
    expect((await startSignIn(email)).res.json).toMatchObject({ user: { email } });

    const again = await disable({ currentPassword: STRONG_PASSWORD, code: freshCode(secret, used) });
    expect(again.status).toBe(400);
    expect(apiError(again).code).toBe('two_factor_not_enabled');
  });

  it('locks disabling after 10 wrong codes', async () => {
    const { client, secret, userId } = await enrolledUser();
    const valid = new Set(currentTotpCodes(secret).map((c) => c.code));
    const wrongCodes = [
      '000000',
      '111111',
      '222222',
      '333333',
      '444444',
      '555555',
      '666666',
      '777777',
      '888888',
      '999999',
      '121212',
      '343434',
    ].filter((c) => !valid.has(c));
    for (const code of wrongCodes.slice(0, 10)) {
      const res = await client.post('/api/account/two-factor/disable', {
        currentPassword: STRONG_PASSWORD,
        code,
      });
      expect(res.status).toBe(400);
      expect(apiError(res).code).toBe('invalid_code');
    }
    const locked = await client.post('/api/account/two-factor/disable', {
      currentPassword: STRONG_PASSWORD,
      code: currentTotpCodes(secret)[1]!.code,
    });
    expect(locked.status).toBe(429);
    expect(apiError(locked).message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(await twoFactorEnabled(userId)).toBe(true);
  });

  it("closes better-auth's own disable and backup-code endpoints, and refuses a second enrolment", async () => {
    const { client, userId, secret, used } = await enrolledUser();
    for (const path of ['/api/auth/two-factor/disable', '/api/auth/two-factor/generate-backup-codes']) {
      const res = await client.post(path, { password: STRONG_PASSWORD });
      expect(res.status).toBe(404);
    }
    // Enrolling again would replace the secret without a code from the current authenticator.
    const again = await client.post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ code: 'TWO_FACTOR_ALREADY_ENABLED' });
    expect(await twoFactorEnabled(userId)).toBe(true);
    // The original authenticator still answers: the secret did not change.
    const off = await client.post('/api/account/two-factor/disable', {
      currentPassword: STRONG_PASSWORD,
      code: freshCode(secret, used),
    });
    expect(off.status).toBe(204);
  });
});
