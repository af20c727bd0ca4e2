import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/axe.ts';
import { expectAccessible, pathOf, titleOf, useScreenBrowser } from '../support/screen-session.ts';
import { newPage, type PageSession } from '../support/browser.ts';
import { mailedLink, VERIFY_SUBJECT } from '../support/mailbox.ts';
import { STRONG_PASSWORD, uniqueEmail } from '../support/users.ts';

// The signed-in screens (docs/product.md#2-screens) against the real server: the access rules of docs/product.md#6-access signed out, then
// the content signed in (each test with its own fresh user), with an axe audit and a phone-width screenshot
// of each. The public screens are in public-screens.spec.ts.

const { baseUrl, browser, open } = useScreenBrowser();

/** Signs a brand-new, verified user in within this page's browser context (API sign-up + e-mailed link). */
async function signInFreshUser(page: Page) {
  const email = uniqueEmail('screens');
  const signUp = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { email, password: STRONG_PASSWORD, name: email, callbackURL: '/onboarding' },
    headers: { Origin: baseUrl },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const verified = await page.request.get(await mailedLink(baseUrl, email, VERIFY_SUBJECT));
  expect(verified.ok()).toBe(true);
}

/**
 * Times "Loading..." inside the page, so a busy machine cannot make a test miss a short-lived state: one
 * observer notes when "Loading..." first shows and when the page is done (at /signin, or showing `heading`).
 */
async function timeLoading(page: Page, heading: string | null) {
  await page.addInitScript((done) => {
    const marks: Record<string, number> = {};
    (window as unknown as { __marks: Record<string, number> }).__marks = marks;
    new MutationObserver(() => {
      if (marks.loading === undefined && document.body?.innerText.includes('Loading...')) {
        marks.loading = performance.now();
      }
      const finished =
        done === null
          ? location.pathname === '/signin'
          : [...document.querySelectorAll('h1')].some((h) => h.textContent === done);
      if (marks.done === undefined && finished) marks.done = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, heading);
  return async () => {
    const marks = await page.evaluate(
      () => (window as unknown as { __marks: Record<string, number> }).__marks,
    );
    expect(marks.loading).toBeDefined();
    expect(marks.done! - marks.loading!).toBeGreaterThanOrEqual(280);
  };
}

async function openSignedIn(path: string): Promise<PageSession> {
  const session = await newPage(browser(), baseUrl);
  await signInFreshUser(session.page);
  await session.page.goto(path);
  return session;
}

describe('signed out: access rules (spec section 6)', () => {
  it.each(['/dashboard', '/settings', '/business-categories', '/test-categories'])(
    '%s redirects to /signin',
    async (path) => {
      const { page, context } = await open(path);
      await page.waitForURL((url) => url.pathname === '/signin');
      await context.close();
    },
  );

  it('/business-categories shows Loading... for about 300 ms before redirecting', async () => {
    const { page, context } = await newPage(browser(), baseUrl);
    const loadedAfter = await timeLoading(page, null);
    await page.goto('/business-categories');
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await loadedAfter();
    await context.close();
  });

  it('/plaid-categories renders nothing and stays put', async () => {
    const { page, context } = await newPage(browser(), baseUrl);
    const session = page.waitForResponse((r) => r.url().includes('/api/auth/get-session'));
    await page.goto('/plaid-categories');
    await session;
    await expect.poll(() => page.locator('#main').innerText()).toBe('');
    expect(pathOf(page)).toBe('/plaid-categories');
    expect(await page.title()).toBe(titleOf('Personal Finance Categories'));
    await context.close();
  });
});

const DASHBOARD_TILES: Array<[string, string | null]> = [
  ['Cancel Subscriptions', '/recurring-transactions'],
  ['My Money Situation', '/my-money-situation'],
  ['My Spending Analysis', '/my-spending-analysis'],
  ['Linked Accounts', '/linked-accounts'],
  ['My Money Goals', '/my-money-goals'],
  ['Settings', null],
  // The contact page's request form starts on the tile's service.
  ['Personal Finance', '/contact-us?topic=personal_finance'],
  ['Business Bookkeeping', '/contact-us?topic=business_bookkeeping'],
  ['Taxes', '/contact-us?topic=taxes'],
];

const SETTINGS_LINKS: Array<[string, string]> = [
  ['Profile', '/profile'],
  ['Notifications', '/notification-settings'],
  ['Security', '/security-settings'],
  ['Terms of Service', '/terms'],
  ['Unlock Premium Features', '/contact-us'],
  ['Contact Us', '/contact-us'],
  ['Personal Finance Categories', '/plaid-categories'],
  ['Business Transaction Categories', '/business-categories'],
  ['Rules', '/settings/rules'],
];

const COMING_SOON: Array<[string, string]> = [
  ['Privacy', 'Privacy settings will be available soon.'],
  ['Chat', 'Live chat will be available soon.'],
];

describe('signed in', () => {
  it('/dashboard: welcome, the nine tiles and their targets, settings embedded', async () => {
    const { page, context, consoleErrors } = await openSignedIn('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Tourniquet' }).waitFor();
    expect(await page.title()).toBe(titleOf('Dashboard'));
    expect(await page.getByText('Track your expenses and manage your finances').isVisible()).toBe(true);
    const tiles = page.locator('#main ul').first().locator('li');
    expect(await tiles.allInnerTexts()).toEqual(DASHBOARD_TILES.map(([label]) => label));
    for (const [label, href] of DASHBOARD_TILES) {
      if (href)
        expect(await page.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
    }
    await expectAccessible(page);
    await saveScreenshot(page, 'dashboard');

    const settingsTile = page.getByRole('button', { name: 'Settings', exact: true });
    expect(await settingsTile.getAttribute('aria-expanded')).toBe('false');
    await settingsTile.click();
    await page.getByRole('heading', { level: 2, name: 'Settings' }).waitFor();
    expect(await settingsTile.getAttribute('aria-expanded')).toBe('true');
    expect(pathOf(page)).toBe('/dashboard');
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Account Settings' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await saveScreenshot(page, 'dashboard-settings');
    // Browser Back closes the embedded view again.
    await page.goBack();
    await page.getByRole('heading', { level: 2, name: 'Settings' }).waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('/settings: Back to Dashboard, the tiles with their targets, Coming Soon toasts', async () => {
    const { page, context } = await openSignedIn('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await page.title()).toBe(titleOf('Settings'));
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    for (const [label, href] of SETTINGS_LINKS) {
      expect(await page.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
    }
    await expectAccessible(page);
    await saveScreenshot(page, 'settings');
    for (const [label, description] of COMING_SOON) {
      await page.getByRole('button', { name: label, exact: true }).click();
      const toast = page.getByRole('status').filter({ hasText: 'Coming Soon' });
      await toast.waitFor();
      expect(await toast.innerText()).toContain(description);
      expect(await toast.locator('[data-variant]').getAttribute('data-variant')).toBe('neutral');
    }
    await saveScreenshot(page, 'settings-toast');
    await context.close();
  });

  it('/plaid-categories: 15 groups, title-cased categories, income green, the computed summary', async () => {
    const { page, context } = await openSignedIn('/plaid-categories');
    await page.getByRole('heading', { level: 1, name: 'Personal Finance Categories' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(
      await page
        .getByText("This is the complete list of Plaid's official personal finance categories.")
        .isVisible(),
    ).toBe(true);
    expect(await page.locator('[data-tone="gain"]').count()).toBe(1);
    expect(await page.locator('[data-tone="bleed"]').count()).toBe(14);
    expect(await page.getByText('Food And Drink Coffee', { exact: true }).isVisible()).toBe(true);
    const summary = page.locator('section', { has: page.getByRole('heading', { name: 'Category Summary' }) });
    // Computed from the lists: the spec's group counts sum to 119 (its "123" does not add up; see the domain).
    const [income, expense, groups, total] = (await summary.locator('dd').allInnerTexts()).map(Number);
    expect([income, groups]).toEqual([8, 15]);
    const counts = await page
      .locator('[data-tone]')
      .evaluateAll((cards) => cards.map((card) => card.querySelectorAll('li').length));
    expect(total).toBe(counts.reduce((a, b) => a + b, 0));
    expect(expense).toBe(total! - income!);
    await expectAccessible(page);
    await saveScreenshot(page, 'plaid-categories');
    await context.close();
  });

  it('/business-categories: income green and plain, expenses blue and title-cased, the summary', async () => {
    const { page, context } = await newPage(browser(), baseUrl);
    await signInFreshUser(page);
    const loadedAfter = await timeLoading(page, 'Business Transaction Categories');
    await page.goto('/business-categories');
    await page.getByRole('heading', { level: 1, name: 'Business Transaction Categories' }).waitFor();
    await loadedAfter();
    expect(await page.locator('[data-tone="gain"]').count()).toBe(3);
    expect(await page.locator('[data-tone="info"]').count()).toBe(13);
    expect(await page.getByText('Other Business Income', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Digital Advertising', { exact: true }).isVisible()).toBe(true);
    const summary = page.locator('section', { has: page.getByRole('heading', { name: 'Category Summary' }) });
    const [income, expense, groups, total] = (await summary.locator('dd').allInnerTexts()).map(Number);
    expect([income, groups]).toEqual([15, 16]);
    expect(income! + expense!).toBe(total);
    await expectAccessible(page);
    await saveScreenshot(page, 'business-categories');
    await context.close();
  });

  it('/test-categories: income categories and the ten expense groups', async () => {
    const { page, context } = await openSignedIn('/test-categories');
    await page.getByRole('heading', { level: 1, name: 'Test Categories' }).waitFor();
    expect(await page.title()).toBe(titleOf('Test Categories'));
    expect(await page.locator('[data-tone="gain"]').getByRole('listitem').count()).toBe(16);
    expect(await page.locator('[data-tone="bleed"]').count()).toBe(10);
    await expectAccessible(page);
    await saveScreenshot(page, 'test-categories');
    await context.close();
  });
});
