import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TransactionPage } from '@tourniquet/domain';
import type { AccountsResponse, ReportSummary } from '@tourniquet/domain/contracts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { expectToast } from '../support/pages.ts';
import { completePlaidLink, openPlaidLink } from '../support/plaid-link.ts';
import { signUpVerifiedUser } from '../support/users.ts';

// docs/product.md#the-first-hour: linking the same bank a second time in Chromium adds nothing (no second copy of any account)
// and says so once; the counts and the net worth stay as they were.

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What the reports count, read through the app's own API with the page's session. */
async function totals(page: Page) {
  return page.evaluate(async () => {
    const get = async (path: string) => (await fetch(path, { credentials: 'same-origin' })).json();
    const accounts = ((await get('/api/accounts')) as AccountsResponse).accounts;
    let transactions = 0;
    let cursor: string | null = null;
    do {
      const page = (await get(
        `/api/transactions?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      )) as TransactionPage;
      transactions += page.transactions.length;
      cursor = page.nextCursor;
    } while (cursor);
    const summary = (await get('/api/reports/summary?period=30')) as ReportSummary;
    return {
      accountIds: accounts.map((a) => a.id).sort(),
      transactions,
      netWorthCents: summary.situation.netWorthCents,
    };
  });
}

describe('linking the same bank twice', () => {
  it('says "First Platypus Bank is already linked" and changes nothing', async () => {
    const { page, consoleErrors } = await newPage(browser, baseUrl);
    await signUpVerifiedUser(page, baseUrl);
    await page.getByRole('heading', { name: "Let's find your pain points" }).waitFor();
    await openPlaidLink(page);
    await completePlaidLink(page);
    const configure = page.getByRole('dialog', { name: 'Configure Your Accounts' });
    await configure.waitFor();
    await configure.getByRole('button', { name: 'Update' }).click();
    await configure.waitFor({ state: 'detached' });
    const connected = page.getByRole('region', { name: 'Connected accounts' });
    await connected.getByText('6 accounts connected').waitFor();
    // The first sync runs in the background; wait until the transactions are there.
    let before = await totals(page);
    for (let i = 0; i < 50 && before.transactions === 0; i++) {
      await page.waitForTimeout(200);
      before = await totals(page);
    }
    expect(before.transactions).toBeGreaterThan(100);

    await openPlaidLink(page);
    await completePlaidLink(page);
    await expectToast(page, 'First Platypus Bank is already linked');
    // One message for the event: no Accounts Connected!, no onboarding toast, no Configure dialog.
    await page.waitForTimeout(1000);
    expect(await page.locator('[data-variant]').count()).toBe(1);
    await expectToast(page, 'First Platypus Bank is already linked');
    expect(await configure.count()).toBe(0);
    await connected.getByText('6 accounts connected').waitFor();
    expect(await totals(page)).toEqual(before);
    expect(consoleErrors).toEqual([]);
  });
});
