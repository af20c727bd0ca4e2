import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { dismissToast, expectToast, signOut } from '../support/pages.ts';
import { freshTotp } from '../support/totp.ts';
import { signIn, signUpVerifiedUser } from '../support/users.ts';

describe('Security Settings', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('changes the password with the full rule list and the current password', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const { email, password } = await signUpVerifiedUser(page, baseUrl);
    await page.goto('/security-settings');
    await page.getByRole('heading', { name: 'Security Settings' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Settings' }).getAttribute('href')).toBe('/settings');
    const section = page.getByRole('region', { name: 'Change Password' });
    const update = section.getByRole('button', { name: 'Update Password' });
    expect(await update.isDisabled()).toBe(true);

    await section.getByLabel('New Password', { exact: true }).fill('weakpass');
    await section.getByLabel('Confirm New Password').fill('weakpas');
    await section.getByText("The passwords you entered don't match. Please try again.").waitFor();
    expect(await update.isDisabled()).toBe(true);
    await section.getByLabel('Confirm New Password').fill('weakpass');
    await update.click();
    await expectToast(
      page,
      'Invalid Password',
      'Password must contain at least one uppercase letter. Password must contain at least one symbol.',
    );

    const strong = 'Str0ng&Secure';
    await section.getByLabel('New Password', { exact: true }).fill(strong);
    await section.getByLabel('Confirm New Password').fill(strong);
    await section.getByLabel('Current Password').fill('Wrong$Passw0rd');
    await update.click();
    await expectToast(page, 'Password Update Failed', 'Your current password is incorrect.');
    await section.getByText('Your current password is incorrect.').waitFor();
    await dismissToast(page);
    await section.getByLabel('Current Password').fill(password);
    await update.click();
    await expectToast(page, 'Password Updated.');
    await signOut(page);
    await signIn(page, email, strong);
    await context.close();
  });

  it('signs out every other device but keeps this one', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const { email, password } = await signUpVerifiedUser(page, baseUrl);
    const other = await newPage(browser, baseUrl);
    await signIn(other.page, email, password);

    await page.goto('/security-settings');
    await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
    await expectToast(page, 'Signed out of other devices');

    await other.page.goto('/profile');
    await other.page.waitForURL('**/signin');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    await other.context.close();
    await context.close();
  });

  it('enrols two-factor, then asks for a code (or a backup code) at sign-in, and turns it off', async () => {
    const { page, context, consoleErrors } = await newPage(browser, baseUrl);
    const { email, password } = await signUpVerifiedUser(page, baseUrl);
    await page.goto('/security-settings');
    const section = page.getByRole('region', { name: 'Two-Factor Authentication' });
    await section.getByText('Off', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Set Up Two-Factor' }).click();
    await section.getByLabel('Current Password').fill('wrong-password');
    await section.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, 'Two-Factor Error');
    await section.getByLabel('Current Password').fill(password);
    await section.getByRole('button', { name: 'Continue' }).click();

    const qr = section.getByRole('img', { name: 'QR code to add this account to your authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = (await section.getByTestId('totp-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
    const backupCodes = await section
      .getByRole('list', { name: 'Backup codes' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);

    await section.getByLabel('Authentication code').fill(await freshTotp(secret));
    await section.getByRole('button', { name: 'Turn On' }).click();
    await expectToast(page, 'Two-factor authentication is on');
    await section.getByText('On', { exact: true }).waitFor();

    // Sign in now takes a code.
    await signOut(page);
    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectToast(page, 'Sign In Error');
    await page.getByLabel('Authentication code').fill(await freshTotp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');

    // A backup code works once instead of the app.
    await signOut(page);
    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('button', { name: 'Use a backup code' }).click();
    await page.getByLabel('Backup code').fill(backupCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');

    // With two-factor on, deleting the account asks for a code too (cancelled here).
    await page.goto('/security-settings');
    await section.getByText('On', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Authenticator Code').waitFor();
    await dialog.getByLabel('Current Password').fill(password);
    expect(await dialog.getByRole('button', { name: 'Yes, delete my account' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Turning it off takes the current password and a current code.
    await section.getByLabel('Code to turn off').fill(await freshTotp(secret));
    await section.getByRole('button', { name: 'Turn Off Two-Factor' }).click();
    await expectToast(page, 'Two-Factor Error', 'Please enter your current password.');
    await dismissToast(page);
    await section.getByLabel('Current Password').fill(password);
    await section.getByRole('button', { name: 'Turn Off Two-Factor' }).click();
    await section.getByText('Off', { exact: true }).waitFor();
    await signOut(page);
    await signIn(page, email, password);
    expect(consoleErrors.filter((e) => !/\b(400|401|403)\b/.test(e))).toEqual([]);
    await context.close();
  }, 180_000); // three codes, each from its own 30-second step

  it('deletes the account from the security screen after confirming with the current password', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const { password } = await signUpVerifiedUser(page, baseUrl);
    await page.goto('/security-settings');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expectToast(page, 'Delete Account Error', 'Please enter your current password.');
    await dialog.getByText('Please enter your current password.').waitFor();
    await dialog.getByLabel('Current Password').fill(password);
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/security-settings');
    await page.waitForURL('**/signin');
    await context.close();
  });
});
