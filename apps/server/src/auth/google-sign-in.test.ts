import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authAccount, user } from '../db/schema/index.ts';
import { Browser } from '../testing/browser.ts';
import { startOidcProvider, type TestIdentity } from '../testing/oidc-provider.ts';
import { createTestContext, freePort, listen, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { createVerifiedUser, uniqueEmail } from '../testing/users.ts';

// Sign in with Google through the real code path: OpenID discovery, authorization redirect with PKCE and
// nonce, the provider's login and consent, the callback over real HTTP, the code exchange and the id_token
// checked against the provider's JWKS. A local oidc-provider stands in for accounts.google.com.
describe('Sign in with Google (OpenID Connect)', () => {
  let ctx: TestContext;
  let publicUrl: string;
  let closeApp: () => Promise<void>;
  let closeProvider: () => Promise<void>;
  const identity: TestIdentity = { sub: 'google-sub-1', email: uniqueEmail('google'), name: 'Grace Google' };
  const onSignIn = vi.fn(async (_userId: string) => {});

  beforeAll(async () => {
    const appPort = await freePort();
    publicUrl = `http://127.0.0.1:${appPort}`;
    const provider = await startOidcProvider({
      redirectUri: `${publicUrl}/api/auth/oauth2/callback/google`,
      identity,
    });
    closeProvider = provider.close;
    ctx = await createTestContext({
      env: {
        PUBLIC_URL: publicUrl,
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        OIDC_ISSUER: provider.issuer,
        RATE_LIMIT_MULTIPLIER: '100',
      },
      deps: { onSignIn },
    });
    closeApp = (await listen(ctx.app, appPort)).close;
  });
  afterAll(async () => {
    await closeApp();
    await closeProvider();
    await ctx.close();
  });

  /** Clicks "Sign in with Google", signs in at the provider, and returns the app's answer to the callback. */
  async function signInWithGoogle(browser: Browser) {
    const start = await browser.postJson(
      `${publicUrl}/api/auth/sign-in/oauth2`,
      { providerId: 'google', callbackURL: '/dashboard' },
      publicUrl,
    );
    expect(start.status).toBe(200);
    let next = (JSON.parse(start.text) as { url: string }).url;
    expect(next.startsWith(`${ctx.env.OIDC_ISSUER}/`)).toBe(true);
    for (let hop = 0; hop < 20; hop++) {
      if (next.startsWith(`${publicUrl}/api/auth/oauth2/callback/google?`)) return browser.request(next);
      const page = await browser.request(next);
      if (page.location) {
        next = page.location;
        continue;
      }
      // The provider's login or consent form.
      const action = /<form[^>]*action="([^"]+)"/.exec(page.text)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(page.text)?.[1];
      if (!action || !prompt)
        throw new Error(`unexpected provider page (${page.status}): ${page.text.slice(0, 300)}`);
      const fields: Record<string, string> =
        prompt === 'login' ? { prompt, login: identity.sub, password: 'anything' } : { prompt };
      const submitted = await browser.postForm(new URL(action, next).toString(), fields);
      next = submitted.location!;
    }
    throw new Error('the OAuth flow did not reach the callback');
  }

  it('creates the user from the verified Google identity and lands on /dashboard, signed in', async () => {
    const browser = new Browser();
    const landed = await signInWithGoogle(browser);
    expect(landed.status).toBe(302);
    expect(new URL(landed.location!).pathname).toBe('/dashboard');

    const session = await browser.request(`${publicUrl}/api/auth/get-session`);
    const body = JSON.parse(session.text) as { user: { id: string; email: string; emailVerified: boolean } };
    expect(body.user).toMatchObject({ email: identity.email, emailVerified: true });
    await vi.waitFor(() => expect(onSignIn).toHaveBeenCalledWith(body.user.id));

    const methods = await ctx.database.db
      .select()
      .from(authAccount)
      .where(eq(authAccount.userId, body.user.id));
    expect(methods.map((m) => [m.providerId, m.accountId])).toEqual([['google', identity.sub]]);
    const profile = await browser.request(`${publicUrl}/api/profile`);
    expect(JSON.parse(profile.text)).toMatchObject({ email: identity.email });

    // The same Google account signs in again to the same user.
    const again = new Browser();
    expect((await signInWithGoogle(again)).status).toBe(302);
    const second = JSON.parse((await again.request(`${publicUrl}/api/auth/get-session`)).text) as typeof body;
    expect(second.user.id).toBe(body.user.id);
  });

  it('links Google to an existing verified account with the same e-mail', async () => {
    const existing = await createVerifiedUser(ctx, { email: uniqueEmail('both') });
    identity.sub = 'google-sub-2';
    identity.email = existing.email;
    const browser = new Browser();
    expect((await signInWithGoogle(browser)).status).toBe(302);
    const session = JSON.parse((await browser.request(`${publicUrl}/api/auth/get-session`)).text) as {
      user: { id: string };
    };
    expect(session.user.id).toBe(existing.userId);
    const methods = await ctx.database.db
      .select()
      .from(authAccount)
      .where(eq(authAccount.userId, existing.userId));
    expect(methods.map((m) => m.providerId).sort()).toEqual(['credential', 'google']);
    expect(await ctx.database.db.select().from(user).where(eq(user.email, existing.email))).toHaveLength(1);
  });

  it('refuses a callback that did not start here (no state)', async () => {
    const res = await new TestClient(ctx.app, publicUrl).get(
      '/api/auth/oauth2/callback/google?code=forged&state=forged',
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/error=/);
  });
});
