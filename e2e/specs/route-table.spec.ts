import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, type PageSession } from '../support/browser.ts';
import { signUpVerifiedUser } from '../support/users.ts';

// One sweep over the spec's route table (docs/product.md#2-screens) with the access rules of docs/product.md#6-access: each route visited
// signed out and signed in, checking where it lands, the tab title and a key text. The signed-in user has no
// linked accounts, so the financial screens show their empty states here; their own specs cover the data.

type SignedOut = 'public' | 'signin' | 'nothing';
interface RouteCase {
  path: string;
  signedOut: SignedOut;
  /** Where a signed-in user ends up (defaults to the path itself). */
  signedInPath?: string;
  title: string;
  text: string;
}

const ROUTES: RouteCase[] = [
  { path: '/', signedOut: 'public', title: 'Tourniquet: Stop the Bleeding', text: 'Stop the Bleeding.' },
  {
    path: '/get-started',
    signedOut: 'public',
    signedInPath: '/dashboard',
    title: 'Get Started · Tourniquet',
    text: 'Create Account',
  },
  {
    path: '/signin',
    signedOut: 'public',
    signedInPath: '/dashboard',
    title: 'Sign In · Tourniquet',
    text: 'Forgot',
  },
  {
    path: '/forgot-password',
    signedOut: 'public',
    title: 'Forgot Password · Tourniquet',
    text: 'Send Reset Link',
  },
  {
    path: '/reset-password',
    signedOut: 'public',
    title: 'Reset Password · Tourniquet',
    text: 'Request a new link',
  },
  {
    path: '/account-exists',
    signedOut: 'public',
    title: 'Account Exists · Tourniquet',
    text: 'Sign In to Your Account',
  },
  {
    path: '/verify-email',
    signedOut: 'public',
    title: 'Verify Your Email · Tourniquet',
    text: 'Continue to Onboarding',
  },
  {
    path: '/user-details',
    signedOut: 'signin',
    title: 'Complete Your Profile · Tourniquet',
    text: 'I agree to receive SMS text messages to verify my account',
  },
  {
    path: '/onboarding',
    signedOut: 'signin',
    title: 'Onboarding · Tourniquet',
    text: "Let's find your pain points",
  },
  {
    path: '/dashboard',
    signedOut: 'signin',
    title: 'Dashboard · Tourniquet',
    text: 'Track your expenses and manage your finances',
  },
  {
    path: '/linked-accounts',
    signedOut: 'signin',
    title: 'Linked Accounts · Tourniquet',
    text: 'No Accounts Connected',
  },
  {
    path: '/account-transactions',
    signedOut: 'signin',
    title: 'Account Transactions · Tourniquet',
    text: 'No transactions found',
  },
  {
    // An account id that is not the user's: the spec's "Account not found or access denied." and back to the list.
    path: '/account-transactions/not-my-account',
    signedOut: 'signin',
    signedInPath: '/linked-accounts',
    title: 'Account Transactions · Tourniquet',
    text: 'Account not found or access denied.',
  },
  {
    path: '/recurring-transactions',
    signedOut: 'signin',
    title: 'Cancel Subscriptions · Tourniquet',
    text: 'No Accounts Connected',
  },
  // Not in the spec's table: the fee radar's screen (docs/product.md#recurring-charges-and-the-fee-radar), guarded like the other financial screens.
  { path: '/fees', signedOut: 'signin', title: 'Bank Fees · Tourniquet', text: 'Display Criteria' },
  // Issue 38: the cash forecast, guarded like the other financial screens.
  {
    path: '/forecast',
    signedOut: 'signin',
    title: 'Cash forecast · Tourniquet',
    text: 'No cash accounts to forecast',
  },
  // The Debts screen, guarded like the other financial screens.
  { path: '/debts', signedOut: 'signin', title: 'Debts · Tourniquet', text: 'No cards or loans' },
  {
    path: '/business-books',
    signedOut: 'signin',
    title: 'Business Books · Tourniquet',
    text: 'Display Criteria',
  },
  // Issue 35: the review inbox, guarded like the other financial screens.
  { path: '/to-review', signedOut: 'signin', title: 'To review · Tourniquet', text: 'Nothing to review' },
  {
    path: '/financial-status',
    signedOut: 'signin',
    title: 'Financial Status · Tourniquet',
    text: 'Display Criteria',
  },
  {
    path: '/my-money-situation',
    signedOut: 'signin',
    title: 'My Money Situation · Tourniquet',
    text: 'Display Criteria',
  },
  {
    path: '/my-spending-analysis',
    signedOut: 'signin',
    title: 'My Spending Analysis · Tourniquet',
    text: 'Display Criteria',
  },
  {
    path: '/my-money-goals',
    signedOut: 'signin',
    title: 'My Money Goals · Tourniquet',
    text: 'Unlock Premium Features',
  },
  {
    path: '/income-spending-goals',
    signedOut: 'signin',
    title: 'Income & Spending Goals · Tourniquet',
    text: 'Stack More Spend Less',
  },
  { path: '/settings', signedOut: 'signin', title: 'Settings · Tourniquet', text: 'Category Management' },
  { path: '/settings/rules', signedOut: 'signin', title: 'Rules · Tourniquet', text: 'New rule' },
  {
    path: '/transactions',
    signedOut: 'signin',
    title: 'All Transactions · Tourniquet',
    text: 'Search by merchant',
  },
  { path: '/profile', signedOut: 'signin', title: 'Profile Settings · Tourniquet', text: 'Danger Zone' },
  {
    path: '/security-settings',
    signedOut: 'signin',
    title: 'Security Settings · Tourniquet',
    text: 'Two-Factor',
  },
  {
    path: '/plaid-categories',
    signedOut: 'nothing',
    title: 'Personal Finance Categories · Tourniquet',
    text: 'Category Summary',
  },
  {
    path: '/business-categories',
    signedOut: 'signin',
    title: 'Business Transaction Categories · Tourniquet',
    text: 'Business Income Categories',
  },
  {
    path: '/test-categories',
    signedOut: 'signin',
    title: 'Test Categories · Tourniquet',
    text: 'Test Categories',
  },
  {
    path: '/chart-of-accounts',
    signedOut: 'public',
    title: 'Chart of Accounts · Tourniquet',
    text: 'Standard business accounting categories and accounts',
  },
  {
    path: '/terms',
    signedOut: 'public',
    title: 'Terms of Service · Tourniquet',
    text: 'Last updated: January 1, 2024',
  },
  {
    path: '/contact-us',
    signedOut: 'public',
    title: 'Contact Us · Tourniquet',
    text: 'Schedule an Appointment',
  },
  {
    path: '/no-such-screen',
    signedOut: 'public',
    title: 'Page not found · Tourniquet',
    text: 'Oops! Page not found',
  },
];

const baseUrl = inject('baseUrl');
let browser: Browser;
let signedIn: PageSession;
beforeAll(async () => {
  browser = await launchBrowser();
  signedIn = await newPage(browser, baseUrl);
  await signUpVerifiedUser(signedIn.page, baseUrl);
});
afterAll(async () => {
  await signedIn?.context.close();
  await browser?.close();
});

describe('the route table, signed out', () => {
  it.each(ROUTES)('$path: $signedOut', async ({ path, signedOut, title, text }) => {
    const { page, context } = await newPage(browser, baseUrl);
    await page.goto(path);
    if (signedOut === 'signin') {
      await page.waitForURL((url) => url.pathname === '/signin');
    } else if (signedOut === 'nothing') {
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(path);
      expect((await page.locator('main').innerText()).trim()).toBe('');
    } else {
      await page.getByText(text, { exact: false }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.title()).toBe(title);
    }
    await context.close();
  });
});

describe('the route table, signed in', () => {
  it.each(ROUTES)('$path', async ({ path, signedInPath, title, text }) => {
    const { page } = signedIn;
    await page.goto(path);
    if (signedInPath && signedInPath !== path) {
      await page.waitForURL((url) => url.pathname === signedInPath);
      return;
    }
    await page.getByText(text, { exact: false }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.title()).toBe(title);
  });
});
