import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProfileResponse } from '@tourniquet/domain/contracts';
import { chromiumPath } from '../support/browser.ts';
import { expectAccessible, useScreenBrowser } from '../support/screen-session.ts';
import { mailedLink, VERIFY_SUBJECT } from '../support/mailbox.ts';
import { signUpVerifiedUser, STRONG_PASSWORD, TEST_PROFILE, uniqueEmail } from '../support/users.ts';

// The first hour (docs/product.md#the-first-hour): what a new user trips over after signing up, in the built app.

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
    const saved = (await (await page.request.get('/api/profile')).json()) as ProfileResponse;
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

  it('a page opened at localhost is sent to PUBLIC_URL (127.0.0.1 here), where sign-up works and the mailed links point', async () => {
    const { page, context } = await screen.open('/');
    const port = new URL(screen.baseUrl).port;
    await page.goto(`http://localhost:${port}/get-started`);
    await page.getByLabel('Email').fill(uniqueEmail('localhost'));
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/verify-email');
    // Page loads on the other loopback name go to PUBLIC_URL (here 127.0.0.1), where the mailed links point,
    // so the session the link makes is the one this tab sees.
    expect(new URL(page.url()).origin).toBe(new URL(screen.baseUrl).origin);
    await context.close();
  });

  it('/verify-email notices a verification done in another browser and offers Sign In', async () => {
    const { page, context, consoleErrors } = await screen.open('/get-started');
    const email = uniqueEmail('elsewhere');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/verify-email');

    // The mail is opened on "a phone": another browser context with cookies of its own.
    const phone = await screen.open('/');
    await phone.page.goto(await mailedLink(screen.baseUrl, email, VERIFY_SUBJECT));
    await phone.page.waitForURL('**/user-details');
    await phone.context.close();

    // The first tab has no session, yet it finds out (on its own, within a few seconds) and says what to do.
    await page.getByText('Your e-mail is verified. Sign in to continue.').waitFor({ timeout: 15_000 });
    expect(await page.getByText('Email Not Verified').count()).toBe(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/signin');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/(dashboard|user-details)$/);
    expect(consoleErrors).toEqual([]);
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
      // The server answers no name it was not told about (DNS rebinding), but a person gets a page that
      // says where to go, and nothing of the app.
      const response = await page.goto(`${opened}/get-started`);
      expect(response?.status()).toBe(421);
      const alert = page.getByRole('alert').filter({ hasText: 'does not trust' });
      await alert.waitFor();
      expect(await alert.innerText()).toContain(
        `This page was opened at ${opened}, which this server does not trust. Open ${screen.baseUrl} instead.`,
      );
      expect(await page.getByRole('link', { name: 'Open this page there' }).getAttribute('href')).toBe(
        `${screen.baseUrl}/get-started`,
      );
      expect(await page.getByLabel('Email').count()).toBe(0);
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Open this page there' }).click();
      await page.getByLabel('Email').waitFor();
      expect(page.url()).toBe(`${screen.baseUrl}/get-started`);
      await expectAccessible(page);
    } finally {
      await browser.close();
    }
  });
});
