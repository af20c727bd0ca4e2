import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
// The same local OpenID provider the server's API test uses, standing in for accounts.google.com.
import { startOidcProvider } from '@tourniquet/server/testing/oidc-provider';
import { freePort } from '@tourniquet/server/testing/test-app';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { uniqueEmail } from '../support/users.ts';

// Google sign-in from the /signin button through a local OpenID provider: the app's own server is started
// here with Google configured (the shared e2e server has it off), so the option shows and the whole
// redirect dance runs in the browser.
describe('Sign in with Google', () => {
  let browser: Browser;
  let server: RunningServer;
  let closeProvider: () => Promise<void>;
  const identity = { sub: 'google-e2e-1', email: uniqueEmail('google'), name: 'Grace Google' };

  beforeAll(async () => {
    const port = await freePort();
    const provider = await startOidcProvider({
      redirectUri: `http://127.0.0.1:${port}/api/auth/oauth2/callback/google`,
      identity,
    });
    closeProvider = provider.close;
    server = await startServer(port, {
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      OIDC_ISSUER: provider.issuer,
      RATE_LIMIT_MULTIPLIER: '100',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await closeProvider?.();
  });

  it('signs in through the provider and lands on /dashboard', async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    // The provider's development login and consent pages.
    await page.waitForURL((url) => url.origin !== server.baseUrl);
    await page.locator('input[name="login"]').fill(identity.email);
    await page.locator('input[name="password"]').fill('anything');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click(); // consent

    await page.waitForURL(`${server.baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Sign Out', exact: true }).waitFor();
    const session = await page.evaluate(() => fetch('/api/auth/get-session').then((r) => r.json()));
    expect(session.user.email).toBe(identity.email);
    await context.close();
  });
});
