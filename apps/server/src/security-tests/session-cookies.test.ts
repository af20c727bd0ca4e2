import { describe, expect, it } from 'vitest';
import { createTestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { currentTotpCodes, secretFromTotpUri } from '../testing/totp.ts';
import { createVerifiedUser, STRONG_PASSWORD } from '../testing/users.ts';

/** Set-Cookie lines as name -> lower-cased attributes. */
function cookiesOf(headers: Headers) {
  const out = new Map<string, string[]>();
  for (const line of headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';');
    out.set(
      pair!.slice(0, pair!.indexOf('=')).trim(),
      attributes.map((a) => a.trim().toLowerCase()),
    );
  }
  return out;
}

/**
 * Session cookies are out of reach of scripts (HttpOnly), not sent on cross-site subrequests
 * (SameSite=Lax), and over https only sent over https (Secure, with the __Secure- prefix).
 */
describe('session cookies', () => {
  async function signInCookies(publicUrl: string) {
    const ctx = await createTestContext({ env: { PUBLIC_URL: publicUrl, RATE_LIMIT_MULTIPLIER: '100' } });
    try {
      const { email, client } = await createVerifiedUser(ctx);
      const signIn = await new TestClient(ctx.app, publicUrl).post('/api/auth/sign-in/email', {
        email,
        password: STRONG_PASSWORD,
      });
      expect(signIn.status).toBe(200);
      const rememberNot = await new TestClient(ctx.app, publicUrl).post('/api/auth/sign-in/email', {
        email,
        password: STRONG_PASSWORD,
        rememberMe: false,
      });
      // The two-factor challenge cookie, set when a password sign-in still needs a code.
      const enabled = await client.post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
      const secret = secretFromTotpUri(String(enabled.json.totpURI));
      await client.post('/api/auth/two-factor/verify-totp', { code: currentTotpCodes(secret)[1]!.code });
      const challenge = await new TestClient(ctx.app, publicUrl).post('/api/auth/sign-in/email', {
        email,
        password: STRONG_PASSWORD,
      });
      expect(challenge.json).toMatchObject({ twoFactorRedirect: true });
      return new Map([
        ...cookiesOf(signIn.headers),
        ...cookiesOf(rememberNot.headers),
        ...cookiesOf(challenge.headers),
      ]);
    } finally {
      await ctx.close();
    }
  }

  function expectGuarded(cookies: Map<string, string[]>, secure: boolean) {
    const prefix = secure ? '__Secure-' : '';
    const names = [...cookies.keys()];
    for (const name of ['better-auth.session_token', 'better-auth.dont_remember', 'better-auth.two_factor']) {
      expect(names).toContain(`${prefix}${name}`);
    }
    for (const [name, attributes] of cookies) {
      expect(attributes, name).toContain('httponly');
      expect(attributes, name).toContain('samesite=lax');
      expect(attributes, name).toContain('path=/');
      expect(attributes.includes('secure'), name).toBe(secure);
      expect(name.startsWith(prefix), name).toBe(true);
    }
  }

  it('are HttpOnly and SameSite=Lax over http', async () => {
    expectGuarded(await signInCookies('http://localhost:3000'), false);
  });

  it('are also Secure (and __Secure- prefixed) when PUBLIC_URL is https', async () => {
    expectGuarded(await signInCookies('https://money.example.com'), true);
  });
});
