import type { Page } from 'playwright-core';
import { CADENCE_LABELS, formatDate, formatUsd } from '@tourniquet/domain';
import { describe, expect, it } from 'vitest';
import type { RecurringStreamDto, RecurringStreamsResponse } from '@tourniquet/domain/contracts';
import { saveScreenshot } from '../support/axe.ts';
import { expectToast, pathname } from '../support/pages.ts';
import { expectAccessible, titleOf, useScreenBrowser } from '../support/screen-session.ts';
import { linkBankAndSync, signInFreshUser, tableRows } from '../support/transactions.ts';

// Cancel Subscriptions (/recurring-transactions): the spec's groups, columns, footnotes, hint and View,
// read from the stored recurring streams (GET /api/recurring) of the simulator's household as of the
// pinned today (2026-11-21). Expected rows come from the API, so the engine may name or date a stream
// differently without this spec changing; a few of the household's well-known charges anchor it.
// The grown parts (price rises, renewals, decisions) are in subscriptions.spec.ts.

const screen = useScreenBrowser();

async function streamsOf(page: Page): Promise<RecurringStreamDto[]> {
  const res = await page.request.get('/api/recurring');
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as RecurringStreamsResponse).streams;
}

/** The engine runs after the first sync in the background: wait until its streams are stored. */
async function linkedUserWithStreams(page: Page) {
  await signInFreshUser(page, screen.baseUrl);
  await linkBankAndSync(page);
  await expect
    .poll(async () => (await streamsOf(page)).some((s) => s.name === 'Netflix'), { timeout: 30_000 })
    .toBe(true);
  return streamsOf(page);
}

const SUBSCRIPTIONS = 'Subscriptions & Services';
const BILLS = 'Bills & Utilities';
const groupOf = (s: RecurringStreamDto) =>
  s.status === 'active' && s.active && s.direction === 'outflow'
    ? s.kind === 'subscription'
      ? SUBSCRIPTIONS
      : s.kind === 'bill' || s.kind === 'loan'
        ? BILLS
        : null
    : null;

const group = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const row = (page: Page, groupTitle: string, service: string) =>
  group(page, groupTitle).getByRole('listitem', { name: service, exact: true });

describe('Cancel Subscriptions', () => {
  it('lists the household subscriptions and bills with amount, frequency, next date and View', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    const streams = await linkedUserWithStreams(page);

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Cancel Subscriptions', exact: true }).click();
    await page.waitForURL('**/recurring-transactions');
    await page.getByRole('heading', { name: 'Cancel Subscriptions', level: 1 }).waitFor();
    expect(await page.title()).toBe(titleOf('Cancel Subscriptions'));
    await group(page, SUBSCRIPTIONS).waitFor();
    await group(page, BILLS).waitFor();

    // Every listed stream in its group with the spec's columns (and its yearly cost); nothing else.
    for (const title of [SUBSCRIPTIONS, BILLS]) {
      const expected = streams.filter((s) => groupOf(s) === title);
      expect(expected.length, title).toBeGreaterThan(1);
      expect(await group(page, title).getByRole('listitem').count(), title).toBe(expected.length);
      for (const s of expected) {
        const text = await row(page, title, s.name).innerText();
        for (const value of [
          formatUsd(s.amountCents),
          CADENCE_LABELS[s.cadence],
          formatDate(s.nextDate),
          `${formatUsd(s.yearlyCostCents)}/yr`,
        ])
          expect(text, `${s.name}: ${value}`).toContain(value);
      }
    }
    // The household's well-known charges, in the groups the spec's rule gives them.
    for (const name of ['Netflix', 'Adobe']) await row(page, SUBSCRIPTIONS, name).waitFor();
    for (const name of ['Greenway Property Management', 'Toyota Financial Services'])
      await row(page, BILLS, name).waitFor();

    // Ended series, own-account transfers and income are not charges to cancel.
    const groupsText = `${await group(page, SUBSCRIPTIONS).innerText()}\n${await group(page, BILLS).innerText()}`;
    const notCharges = streams.filter((s) => s.kind === 'transfer' || s.kind === 'income').map((s) => s.name);
    for (const gone of ['Hulu', 'HelloFresh', ...notCharges]) expect(groupsText, gone).not.toContain(gone);
    const income = page.getByRole('region', { name: 'Income', exact: true });
    const pay = streams.find((s) => s.kind === 'income' && s.active && s.amountCents < -100_000)!;
    await income.getByRole('listitem', { name: pay.name, exact: true }).waitFor();
    expect(await income.getByRole('button').count()).toBe(0);

    // Footnotes and the 90-days hint.
    expect(await page.getByText('Next dates are estimated', { exact: false }).count()).toBe(2);
    expect(await page.getByText(/at least 90 days of transactions/).isVisible()).toBe(true);

    await expectAccessible(page);
    await saveScreenshot(page, 'recurring-transactions');
    expect(consoleErrors).toEqual([]);

    // The stored list failing to load: the spec's message as a toast and on the page, and a retry.
    await page.route('**/api/recurring', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'down' } } }),
    );
    await page.goto('/recurring-transactions');
    const failed = 'Failed to load recurring transactions. Please try again.';
    await expectToast(page, 'Error', failed);
    expect(await page.locator('#main').getByText(failed).isVisible()).toBe(true);
    await page.unroute('**/api/recurring');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await row(page, SUBSCRIPTIONS, 'Netflix').waitFor();
    await context.close();
  });

  it('View lists exactly the stream’s own transactions, read-only', async () => {
    const { page, context } = await screen.open('/');
    const streams = await linkedUserWithStreams(page);
    const netflix = streams.find((s) => s.name === 'Netflix' && groupOf(s) === SUBSCRIPTIONS)!;
    await page.goto('/recurring-transactions');

    const view = row(page, SUBSCRIPTIONS, 'Netflix').getByRole('link', { name: 'View Netflix transactions' });
    const href = new URL((await view.getAttribute('href'))!, screen.baseUrl);
    expect(href.pathname).toBe('/account-transactions');
    expect(href.searchParams.get('merchant')).toBe('Netflix');
    expect(href.searchParams.get('transactionIds')!.split(',')).toEqual(netflix.transactionIds);
    await view.click();
    await page.waitForURL('**/account-transactions?**');
    await page.getByRole('heading', { name: 'Read-only recurring pattern view' }).waitFor();
    await page.getByRole('heading', { name: 'Netflix transactions' }).waitFor();
    // The stream's own rows (a header row, then one per charge), not a search by the merchant's name.
    await expect.poll(() => tableRows(page).count()).toBe(netflix.transactionIds.length + 1);
    expect(await page.getByText("None of the pattern's own transactions are stored").count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    await context.close();
  });

  it('sends a signed-out visitor to /signin', async () => {
    const { page, context } = await screen.open('/recurring-transactions');
    await page.waitForURL('**/signin');
    expect(pathname(page)).toBe('/signin');
    await context.close();
  });

  it('asks a user with no accounts to link one', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    await page.goto('/recurring-transactions');
    await page.getByRole('heading', { name: 'No Accounts Connected' }).waitFor();
    const link = page.getByRole('link', { name: 'Link an Account' });
    expect(await link.getAttribute('href')).toBe('/linked-accounts');
    expect(await page.getByRole('region', { name: SUBSCRIPTIONS }).count()).toBe(0);
    await expectAccessible(page);
    await saveScreenshot(page, 'recurring-transactions-no-accounts');
    await link.click();
    await page.waitForURL('**/linked-accounts');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
