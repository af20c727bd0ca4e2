import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { mailedLink, mailsTo, RESET_SUBJECT } from '../support/mailbox.ts';
import { expectToast, signOut } from '../support/pages.ts';
import { signIn, signUpVerifiedUser, uniqueEmail } from '../support/users.ts';

const NEW_PASSWORD = 'N3w&Improved!';

describe('forgot and reset password', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('resets the password through the mailed link, once', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const { email, password } = await signUpVerifiedUser(page, baseUrl);
    await page.goto('/dashboard');
    await signOut(page);

    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    const sentAfter = new Date(Date.now() - 1000);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'If an account exists for' });
    await confirmation.waitFor();
    expect(await confirmation.innerText()).toContain(email);

    const link = await mailedLink(baseUrl, email, RESET_SUBJECT, { after: sentAfter });
    await page.goto(link);
    await page.waitForURL(/\/reset-password\?token=/);

    const update = page.getByRole('button', { name: 'Update Password' });
    expect(await update.isDisabled()).toBe(true); // empty
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('short');
    expect(await update.isDisabled()).toBe(true); // rules fail
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    expect(await update.isDisabled()).toBe(false);
    await update.click();
    await expectToast(page, "Passwords Don't Match", 'Please ensure both password fields match.');

    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await update.click();
    await expectToast(
      page,
      'Password Updated!',
      'Your password has been successfully updated. You can now sign in with your new password.',
    );
    // Signed in on this device (every other session ended), straight to the dashboard.
    await page.waitForURL('**/dashboard');
    await signOut(page);

    // The link works once.
    await page.goto(link);
    await page.waitForURL(/\/reset-password\?error=/);
    await expectToast(
      page,
      'Invalid Reset Link',
      'This link is invalid or has expired. Please request a new one.',
    );

    // The old password no longer works; the new one does.
    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Sign In Error');
    await signIn(page, email, NEW_PASSWORD);
    await context.close();
  });

  it('shows the same confirmation for an address without an account, and sends nothing', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const email = uniqueEmail('nobody');
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('status').filter({ hasText: 'If an account exists for' }).waitFor();
    expect(await mailsTo(baseUrl, email)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await page.waitForURL('**/signin');
    await context.close();
  });

  it('treats a reset page without a token, or with an error, as an invalid link', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    for (const path of ['/reset-password', '/reset-password?error=INVALID_TOKEN&token=abc']) {
      await page.goto(path);
      await expectToast(
        page,
        'Invalid Reset Link',
        'This link is invalid or has expired. Please request a new one.',
      );
      expect(await page.getByRole('button', { name: 'Update Password' }).count()).toBe(0);
    }
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL('**/forgot-password');
    await context.close();
  });
});
