import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { dismissToast, expectToast, signOut } from '../support/pages.ts';
import { signIn, signUpVerifiedUser, TEST_PROFILE } from '../support/users.ts';

describe('Profile Settings', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows every field, saves changes and keeps them after a reload', async () => {
    const { page, context, consoleErrors } = await newPage(browser, baseUrl);
    const { email } = await signUpVerifiedUser(page, baseUrl);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Settings' }).getAttribute('href')).toBe('/settings');

    const emailInput = page.getByLabel('Email');
    expect(await emailInput.inputValue()).toBe(email);
    expect(await emailInput.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Display Name').inputValue()).toBe(TEST_PROFILE.displayName);
    expect(await page.getByLabel('Phone').inputValue()).toBe(TEST_PROFILE.phone);
    expect(await page.getByLabel('Country').inputValue()).toBe('United States');

    const values = {
      'Display Name': 'Avery Q. Quinn',
      Company: 'Quinn Bakery LLC',
      'Job Title': 'Owner',
      'Street Address': '12 Market St',
      City: 'Portland',
      State: 'OR',
      'Postal Code': '97201',
      Bio: 'Bakes bread, hates fees.',
    };
    for (const [label, value] of Object.entries(values))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile Updated', 'Your profile has been successfully updated.');

    await page.reload();
    await page.getByLabel('Display Name').waitFor();
    for (const [label, value] of Object.entries(values)) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('refuses an unknown premium code and keeps Activate disabled while blank', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await signUpVerifiedUser(page, baseUrl);
    await page.goto('/profile');
    const activate = page.getByRole('button', { name: 'Activate' });
    await activate.waitFor();
    expect(await activate.isDisabled()).toBe(true);
    await page.getByLabel('Premium Code').fill('   ');
    expect(await activate.isDisabled()).toBe(true);
    await page.getByLabel('Premium Code').fill('NOT-A-REAL-CODE');
    await activate.click();
    await expectToast(page, 'Invalid Code', 'Please check your premium code and try again.');
    await context.close();
  });

  it("changes the password: current password, the profile hint (match, 6+), then the server's rules", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const { email, password } = await signUpVerifiedUser(page, baseUrl);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Change Password' });
    const update = section.getByRole('button', { name: 'Update Password' });
    await update.waitFor();
    await section.getByText('Leave empty if you sign in with Google only').waitFor();
    expect(await update.isDisabled()).toBe(true);
    await section.getByLabel('New Password', { exact: true }).fill('abc12');
    expect(await update.isDisabled()).toBe(true);
    await section.getByLabel('Confirm New Password').fill('abc13');
    await update.click();
    await section.getByText('Passwords do not match').waitFor();
    await section.getByLabel('Confirm New Password').fill('abc12');
    await update.click();
    await section.getByText('Password must be at least 6 characters long').waitFor();
    await dismissToast(page);

    // Six characters pass the screen's first check; the server applies the full rules and says which fail.
    await section.getByLabel('New Password', { exact: true }).fill('simple6');
    await section.getByLabel('Confirm New Password').fill('simple6');
    await update.click();
    await expectToast(
      page,
      'Password Update Failed',
      'Password must contain at least one uppercase letter. Password must contain at least one symbol.',
    );
    await dismissToast(page);

    // A strong password still needs the current one, and the right one.
    const strong = 'Simple6$ix';
    await section.getByLabel('New Password', { exact: true }).fill(strong);
    await section.getByLabel('Confirm New Password').fill(strong);
    await update.click();
    await expectToast(page, 'Password Update Failed', 'Please enter your current password.');
    await section.getByText('Please enter your current password.').waitFor();
    await dismissToast(page);
    await section.getByLabel('Current Password').fill('Wrong$Passw0rd');
    await update.click();
    await expectToast(page, 'Password Update Failed', 'Your current password is incorrect.');
    await dismissToast(page);
    await section.getByLabel('Current Password').fill(password);
    await update.click();
    await expectToast(page, 'Password Updated.');
    expect(await section.getByLabel('Current Password').inputValue()).toBe('');

    await signOut(page);
    await signIn(page, email, strong);
    await context.close();
  });

  it('deletes the account only after the confirm dialog', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const { email, password } = await signUpVerifiedUser(page, baseUrl);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByText('Leave empty if you sign in with Google only').waitFor();
    // The current password is asked for, and checked; a refusal keeps the dialog open.
    await dialog.getByLabel('Current Password').fill('Wrong$Passw0rd');
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expectToast(page, 'Delete Failed', 'Your current password is incorrect.');
    await dialog.getByText('Your current password is incorrect.').waitFor();
    await dialog.getByLabel('Current Password').fill(password);
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign In' }).waitFor(); // signed out

    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Sign In Error');
    await context.close();
  });
});
