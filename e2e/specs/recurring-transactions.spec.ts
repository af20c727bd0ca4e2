import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/axe.ts';
import { expectToast, pathname } from '../support/pages.ts';
import { completePlaidLink, openPlaidLink } from '../support/plaid-link.ts';
import { expectAccessible, titleOf, useScreenBrowser } from '../support/screen-session.ts';
import { signUpVerifiedUser } from '../support/users.ts';

// Cancel Subscriptions (/recurring-transactions) against the simulator's household as of the pinned
// today (2026-11-21). Amounts are the provider's averages of each stream (Netflix rose 15.49 -> 17.99).

const screen = useScreenBrowser();
const group = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const row = (page: Page, groupTitle: string, service: string) =>
  group(page, groupTitle).getByRole('listitem', { name: service, exact: true });

async function expectRow(page: Page, groupTitle: string, service: string, values: string[]) {
  const text = await row(page, groupTitle, service).innerText();
  for (const value of values) expect(text, `${service}: ${value}`).toContain(value);
}

async function linkSandboxBank(page: Page) {
  await openPlaidLink(page);
  await completePlaidLink(page);
  const configure = page.getByRole('dialog', { name: 'Configure Your Accounts' });
  await configure.getByRole('button', { name: 'Update' }).click();
  await configure.waitFor({ state: 'detached' });
  await page.getByRole('region', { name: 'Connected accounts' }).getByText('7 accounts connected').waitFor();
}

describe('Cancel Subscriptions', () => {
  it('lists the household subscriptions and bills with amount, frequency, next date and View', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signUpVerifiedUser(page, screen.baseUrl);
    await linkSandboxBank(page);

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Cancel Subscriptions' }).click();
    await page.waitForURL('**/recurring-transactions');
    await page.getByRole('heading', { name: 'Cancel Subscriptions', level: 1 }).waitFor();
    expect(await page.title()).toBe(titleOf('Cancel Subscriptions'));
    await group(page, 'Subscriptions & Services').waitFor();
    await group(page, 'Bills & Utilities').waitFor();

    await expectRow(page, 'Subscriptions & Services', 'Netflix', ['$16.53', 'Monthly', 'Dec 10, 2026']);
    await expectRow(page, 'Subscriptions & Services', 'Adobe', ['$54.99', 'Monthly', 'Dec 4, 2026']);
    await expectRow(page, 'Subscriptions & Services', 'The New York Times', [
      '$4.71',
      'Weekly',
      'Nov 24, 2026',
    ]);
    await expectRow(page, 'Subscriptions & Services', 'Costco', ['$65.00', 'Yearly', 'May 2, 2027']);
    await expectRow(page, 'Bills & Utilities', 'Greenway Property Management', [
      '$1,677.50',
      'Monthly',
      'Dec 1, 2026',
    ]);
    await expectRow(page, 'Bills & Utilities', 'SFPUC', ['$107.14', 'Quarterly', 'Feb 10, 2027']);
    await expectRow(page, 'Bills & Utilities', 'Toyota Financial Services', [
      '$389.41',
      'Monthly',
      'Dec 20, 2026',
    ]);
    // Stopped streams and own-account transfers are not charges to cancel.
    const all = await page.locator('main').innerText();
    for (const gone of ['Hulu', 'HelloFresh', 'MONTHLY MAINTENANCE FEE', 'Vanguard', 'ONLINE TRANSFER'])
      expect(all, gone).not.toContain(gone);

    // Footnotes, the 90-days hint and the monthly estimate.
    expect(await page.getByText('Next dates are estimated', { exact: false }).count()).toBe(2);
    expect(await page.getByText(/at least 90 days of transactions/).isVisible()).toBe(true);
    const cost = page.getByRole('region', { name: 'Estimated monthly cost' });
    expect(await cost.innerText()).toMatch(/\$[\d,]+\.\d\d\s*\/mo/);
    expect(await cost.innerText()).toContain('Estimate:');

    await expectAccessible(page);
    await saveScreenshot(page, 'recurring-transactions');

    const view = page.getByRole('link', { name: 'View Netflix transactions' });
    const href = new URL((await view.getAttribute('href'))!, screen.baseUrl);
    expect(href.pathname).toBe('/account-transactions');
    expect(href.searchParams.get('merchant')).toBe('Netflix');
    expect(href.searchParams.get('transactionIds')!.split(',')).toHaveLength(24);
    await view.click();
    await page.waitForURL('**/account-transactions?**');
    expect(new URL(page.url()).searchParams.get('merchant')).toBe('Netflix');
    expect(consoleErrors).toEqual([]);

    // The bank failing: the spec's message as a toast and on the page, with a retry that recovers.
    await page.route('**/api/bank/fetch-recurring-transactions', (route) =>
      route.fulfill({ status: 502, json: { error: { code: 'bank_error', message: 'down' } } }),
    );
    await page.goto('/recurring-transactions');
    const failed = 'Failed to load recurring transactions. Please try again.';
    await expectToast(page, 'Error', failed);
    expect(await page.locator('#main').getByText(failed).isVisible()).toBe(true);
    await page.unroute('**/api/bank/fetch-recurring-transactions');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await row(page, 'Subscriptions & Services', 'Netflix').waitFor();
    await context.close();
  });

  it('sends a signed-out visitor to /signin', async () => {
    const { page, context } = await screen.open('/recurring-transactions');
    await page.waitForURL('**/signin');
    expect(pathname(page)).toBe('/signin');
    await context.close();
  });

  it('asks a user with no linked accounts to link one', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signUpVerifiedUser(page, screen.baseUrl);
    await page.goto('/recurring-transactions');
    await page.getByRole('heading', { name: 'No Linked Accounts' }).waitFor();
    const link = page.getByRole('link', { name: 'Link an Account' });
    expect(await link.getAttribute('href')).toBe('/linked-accounts');
    expect(await page.getByRole('region', { name: 'Subscriptions & Services' }).count()).toBe(0);
    await expectAccessible(page);
    await saveScreenshot(page, 'recurring-transactions-no-accounts');
    await link.click();
    await page.waitForURL('**/linked-accounts');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
