import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '../../testing/api-error.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { currentTotpCodes, secretFromTotpUri } from '../../testing/totp.ts';
import { createVerifiedUser, mailsTo, STRONG_PASSWORD } from '../../testing/users.ts';

// The owner is told by e-mail of every change to how the account is signed into, and a "new" password
// equal to the current one is refused.

describe('security notices', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());

  const subjects = async (email: string) => (await mailsTo(ctx, email)).map((m) => m.subject);

  it('mails the owner after a password change, and refuses the same password naming the field', async () => {
    const { client, email } = await createVerifiedUser(ctx);
    const before = (await subjects(email)).length;
    const same = await client.post('/api/account/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: STRONG_PASSWORD,
    });
    expect(same.status).toBe(400);
    expect(apiError(same).fields).toEqual({
      newPassword: 'Your new password must be different from your current password.',
    });
    expect((await subjects(email)).length).toBe(before);

    const changed = await client.post('/api/account/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'N3w$trong!',
    });
    expect(changed.status).toBe(204);
    const mails = (await mailsTo(ctx, email)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([`${ctx.env.PRODUCT_NAME}: Your password was changed`]);
    expect(mails[0]!.text).toContain('If this was not you, reset your password at once');
    // Another user hears nothing.
    const other = await createVerifiedUser(ctx);
    expect((await subjects(other.email)).some((s) => /password was changed/.test(s))).toBe(false);
  });

  it('mails the owner when two-factor sign-in is turned on and when it is turned off, once each', async () => {
    const { client, email } = await createVerifiedUser(ctx);
    const enabled = await client.post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
    expect(enabled.status).toBe(200);
    // Starting the set-up turns nothing on yet.
    expect((await subjects(email)).some((s) => /Two-factor/.test(s))).toBe(false);
    const secret = secretFromTotpUri(String(enabled.json.totpURI));
    const [, now, next] = currentTotpCodes(secret);
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: now!.code })).status).toBe(200);
    expect((await subjects(email)).filter((s) => /Two-factor/.test(s))).toEqual([
      `${ctx.env.PRODUCT_NAME}: Two-factor sign-in was turned on`,
    ]);

    // Signing in with a code is no change: no notice.
    const laptop = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    await laptop.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD });

    const off = await client.post('/api/account/two-factor/disable', {
      currentPassword: STRONG_PASSWORD,
      code: next!.code,
    });
    expect(off.status).toBe(204);
    expect((await subjects(email)).filter((s) => /Two-factor/.test(s))).toEqual([
      `${ctx.env.PRODUCT_NAME}: Two-factor sign-in was turned on`,
      `${ctx.env.PRODUCT_NAME}: Two-factor sign-in was turned off`,
    ]);
  });
});
