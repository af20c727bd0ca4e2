import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { expectToast, pathname, signOut } from '../support/pages.ts';
import { signIn, signUpVerifiedUser } from '../support/users.ts';

describe('sign out and sign in', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('signs out from the header and back in with a trimmed e-mail', async () => {
    const { page, context, consoleErrors } = await newPage(browser, baseUrl);
    const { email, password } = await signUpVerifiedUser(page, baseUrl);
    await page.goto('/dashboard');
    await signOut(page);
    await page.goto('/dashboard');
    await page.waitForURL('**/signin');

    // The screen's links.
    for (const [name, href] of [
      ['Forgot password?', '/forgot-password'],
      ['Create an account', '/get-started'],
      ['Contact us', '/contact-us'],
    ] as const) {
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    // No Google option unless the server enables it.
    expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(`${password} `); // the password is not trimmed
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Sign In Error', 'Invalid email or password');
    expect(pathname(page)).toBe('/signin');

    await page.getByLabel('Email').fill(`  ${email}  `);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Sign Out', exact: true }).waitFor();
    expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });

  it('the signIn helper lands on the dashboard', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const { email, password } = await signUpVerifiedUser(page, baseUrl);
    await context.clearCookies();
    await signIn(page, email, password);
    expect(pathname(page)).toBe('/dashboard');
    await context.close();
  });
});
