import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousA11yViolations, saveScreenshot } from '../support/axe.ts';
import { launchBrowser, newPage, PHONE } from '../support/browser.ts';
import { mailedLink, RESET_SUBJECT } from '../support/mailbox.ts';
import { dismissToast } from '../support/pages.ts';
import { STRONG_PASSWORD, signUpVerifiedUser, uniqueEmail } from '../support/users.ts';

// Every authentication and profile screen at phone width: no serious axe finding, and a screenshot of the
// whole screen (the column scrolls inside <main>, so the viewport grows to the content first).
async function audit(page: Page, name: string, { wholeScreen = true } = {}) {
  await page.evaluate(() => document.fonts.ready);
  expect(await seriousA11yViolations(page)).toEqual([]);
  if (!wholeScreen) return saveScreenshot(page, name); // a modal is about the viewport it covers
  const height = await page.evaluate(() => {
    const main = document.getElementById('main');
    return main ? main.scrollHeight + main.getBoundingClientRect().top : document.body.scrollHeight;
  });
  await page.setViewportSize({ width: PHONE.width, height: Math.max(PHONE.height, Math.ceil(height)) });
  await saveScreenshot(page, name);
  await page.setViewportSize(PHONE);
}

describe('authentication and profile screens', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('signed-out screens', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await page.goto('/get-started');
    await page.getByLabel('Email').fill('robin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Secret12');
    await audit(page, 'auth-get-started');

    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await audit(page, 'auth-signin');

    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    await audit(page, 'auth-forgot-password');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('If an account exists for').waitFor();
    await audit(page, 'auth-forgot-password-sent');

    await page.goto('/reset-password');
    await page.getByText('Invalid Reset Link').waitFor();
    await audit(page, 'auth-reset-password-invalid');

    await page.goto('/account-exists');
    await page.getByRole('link', { name: 'Sign In to Your Account' }).waitFor();
    await audit(page, 'auth-account-exists');

    const email = uniqueEmail('shots');
    await page.goto('/get-started');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/verify-email');
    await page.getByText('Check your email!').waitFor();
    await audit(page, 'auth-verify-email');
    await context.close();
  });

  it('reset password with a valid link', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const { email } = await signUpVerifiedUser(page, baseUrl);
    await context.clearCookies();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.goto(await mailedLink(baseUrl, email, RESET_SUBJECT));
    await page.getByLabel('New Password', { exact: true }).fill('Better1');
    await page.getByLabel('Confirm New Password').fill('Better1');
    await audit(page, 'auth-reset-password');
    await context.close();
  });

  it('Complete Your Profile, its dialog, onboarding, Profile and Security', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const email = uniqueEmail('shots');
    await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
      data: { email, password: STRONG_PASSWORD, name: email, callbackURL: '/onboarding' },
      headers: { Origin: baseUrl },
    });
    await page.goto(await mailedLink(baseUrl, email, /^Confirm/));
    await page.waitForURL('**/user-details');
    await page.getByLabel('Full Name').fill('Robin Example');
    await page.getByLabel('Phone Number').fill('555-12');
    await page.getByLabel('Phone Number').blur();
    await page.getByText('Please enter a valid US phone number').waitFor();
    await audit(page, 'profile-user-details-error');
    await page.getByLabel('Phone Number').fill('(555) 987-6543');
    await page.getByLabel('I agree to receive SMS text messages to verify my account').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog', { name: 'Verify Your Phone Number' }).waitFor();
    await audit(page, 'profile-user-details-dialog', { wholeScreen: false });
    await page.getByRole('button', { name: 'Confirm & Continue' }).click();
    await page.waitForURL('**/onboarding');
    await page.getByRole('heading', { name: 'Welcome, Robin!' }).waitFor();
    await dismissToast(page);
    await audit(page, 'onboarding');

    await page.goto('/profile');
    await page.getByLabel('Display Name').waitFor();
    await audit(page, 'profile-settings');

    await page.goto('/security-settings');
    const twoFactor = page.getByRole('region', { name: 'Two-Factor Authentication' });
    await twoFactor.getByRole('button', { name: 'Set Up Two-Factor' }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('Secret1');
    await page.getByLabel('Confirm New Password').fill('Secret');
    await audit(page, 'security-settings');
    await twoFactor.getByRole('button', { name: 'Set Up Two-Factor' }).click();
    await twoFactor.getByLabel('Current Password').fill(STRONG_PASSWORD);
    await twoFactor.getByRole('button', { name: 'Continue' }).click();
    await twoFactor.getByRole('img', { name: /QR code/ }).waitFor();
    await audit(page, 'security-two-factor-enrol');

    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
    await audit(page, 'security-delete-dialog', { wholeScreen: false });
    await context.close();
  });
});
