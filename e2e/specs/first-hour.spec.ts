import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPath } from '../support/browser.ts';
import { expectAccessible, useScreenBrowser } from '../support/screen-session.ts';
import { signUpVerifiedUser, STRONG_PASSWORD, TEST_PROFILE, uniqueEmail } from '../support/users.ts';

// Issue 15, "The first hour": what a new user trips over after signing up, in the built app.

const screen = useScreenBrowser();

describe('the first hour', () => {
  it('/user-details shows the saved profile and saves an edit as an update', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signUpVerifiedUser(page, screen.baseUrl);
    await page.goto('/user-details');
    const name = page.getByLabel('Full Name');
    await expect.poll(() => name.inputValue()).toBe(TEST_PROFILE.displayName);
    expect(await page.getByLabel('Phone Number').inputValue()).toBe(TEST_PROFILE.phone);
    expect(
      await page.getByLabel('I agree to receive SMS text messages to verify my account').isChecked(),
    ).toBe(true);
    await expectAccessible(page);
    await name.fill('Avery J. Quinn');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm & Continue' }).click();
    await page.waitForURL('**/onboarding');
    await page.getByRole('heading', { name: 'Welcome, Avery!' }).waitFor();
    const saved = (await (await page.request.get('/api/profile')).json()) as {
      profile: { displayName: string; phone: string };
    };
    expect(saved.profile).toMatchObject({ displayName: 'Avery J. Quinn', phone: TEST_PROFILE.phone });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('/verify-email tells a verified user so and offers the dashboard', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    const { email } = await signUpVerifiedUser(page, screen.baseUrl);
    await page.goto('/verify-email');
    await page.getByRole('heading', { name: 'Your email is verified', level: 1 }).waitFor();
    await page.getByText(`${email} is verified.`, { exact: false }).waitFor();
    expect(await page.getByText('We sent a confirmation link').count()).toBe(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('signs up through the form at localhost as at 127.0.0.1 (both loopback forms are trusted)', async () => {
    const { page, context } = await screen.open('/');
    const port = new URL(screen.baseUrl).port;
    await page.goto(`http://localhost:${port}/get-started`);
    await page.getByLabel('Email').fill(uniqueEmail('localhost'));
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/verify-email');
    await context.close();
  });

  it('says which address to open when the page is opened at one the server does not trust', async () => {
    const port = new URL(screen.baseUrl).port;
    // A name for this machine that the server was not told about (as a LAN name or a pasted alias is).
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--host-resolver-rules=MAP tourniquet.test 127.0.0.1',
      ],
    });
    try {
      const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
      const opened = `http://tourniquet.test:${port}`;
      await page.goto(`${opened}/get-started`);
      await page.getByLabel('Email').fill(uniqueEmail('alias'));
      await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
      await page.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
      await page.getByRole('button', { name: 'Create Account' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'does not trust' });
      await alert.waitFor();
      expect(await alert.innerText()).toContain(
        `This page was opened at ${opened}, which this server does not trust. Open ${screen.baseUrl} instead.`,
      );
      expect(await alert.getByRole('link', { name: 'Open this page there' }).getAttribute('href')).toBe(
        `${screen.baseUrl}/get-started`,
      );
      expect(await page.getByText('Invalid origin').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/get-started');
      await expectAccessible(page);
    } finally {
      await browser.close();
    }
  });
});
