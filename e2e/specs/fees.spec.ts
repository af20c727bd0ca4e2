import type { Page } from 'playwright-core';
import { addDays, formatUsd, resolvePeriod } from '@tourniquet/domain';
import { describe, expect, it } from 'vitest';
import type { FeesResponse } from '@tourniquet/domain/contracts';
import { saveScreenshot } from '../support/axe.ts';
import { expectAccessible, titleOf, useScreenBrowser } from '../support/screen-session.ts';
import { accountsOf, linkBankAndSync, signInFreshUser } from '../support/transactions.ts';

// Bank Fees (/fees) against the simulator's household as of the pinned today (2026-11-21): reached from
// the dashboard, filtered by the Display Criteria, and every total equal to the sum of its rows to the cent.

const screen = useScreenBrowser();
const TODAY = '2026-11-21';

async function feesOf(page: Page, query: string): Promise<FeesResponse> {
  const res = await page.request.get(`/api/fees?${query}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as FeesResponse;
}

const cents = (money: string) => Math.round(Number(money.replace(/[^0-9.-]/g, '')) * 100);
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Each row's amount (the one sum of money in it), in cents. */
async function rowAmounts(page: Page, name: string): Promise<number[]> {
  return (await region(page, name).getByRole('listitem').allInnerTexts()).map((text) => {
    const money = text.match(/-?\$[\d,]+\.\d\d/g);
    expect(money, text).toHaveLength(1);
    return cents(money![0]);
  });
}
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** Money in shows as a negative; its magnitude (never -0). */
const negate = (n: number) => (n === 0 ? 0 : -n);

/** The screen's figures: the total, offsets and net equal the sums of the rows they stand for. */
async function expectTotalsMatchRows(page: Page, api: FeesResponse) {
  const total = cents(await page.getByTestId('fees-total').innerText());
  const offsets = negate(cents(await page.getByTestId('fees-offsets').innerText()));
  const net = cents(await page.getByTestId('fees-net').innerText());
  expect(total).toBe(api.totals.totalCents);
  expect(offsets).toBe(api.totals.refundsCents);
  expect(net).toBe(total - offsets);

  const fees = await rowAmounts(page, 'Every fee');
  expect(fees).toHaveLength(api.fees.length);
  expect(sum(fees)).toBe(total);
  const feeList = region(page, 'Every fee');
  expect(cents(await feeList.getByTestId('lines-total').innerText())).toBe(total);
  expect(sum(await rowAmounts(page, 'Fees by kind'))).toBe(total);
  expect(sum(await rowAmounts(page, 'Fees by account'))).toBe(total);
  if (api.refunds.length > 0) {
    expect(negate(sum(await rowAmounts(page, 'Money in that offsets fees')))).toBe(offsets);
  }
  return { total, offsets };
}

describe('Bank Fees', () => {
  it('opens from the dashboard; its totals match the sum of its rows to the cent', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    await linkBankAndSync(page);
    const thisYear = `from=2026-01-01&to=${TODAY}`;
    await expect
      .poll(async () => (await feesOf(page, thisYear)).fees.length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const year = await feesOf(page, thisYear);

    // The dashboard keeps its nine tiles; the fees summary is a link beside them.
    await page.goto('/dashboard');
    const link = page.getByRole('link', { name: /^Bank fees:/ });
    expect(await link.innerText()).toContain(`Bank fees: ${formatUsd(year.totals.totalCents)} this year`);
    expect(await page.getByRole('list').first().getByRole('listitem').count()).toBe(9);
    await link.click();
    await page.waitForURL('**/fees?period=this_year');
    await page.getByRole('heading', { name: 'Bank Fees', level: 1 }).waitFor();
    expect(await page.title()).toBe(titleOf('Bank Fees'));
    await region(page, 'Every fee').waitFor();

    await expectTotalsMatchRows(page, year);
    const yearly = page.getByText('At this pace, fees cost you about');
    expect(await yearly.innerText()).toContain(formatUsd(year.totals.yearlyCents));
    // Each kind with its one line on how to avoid it.
    for (const text of await region(page, 'Fees by kind').getByRole('listitem').allInnerTexts()) {
      const kind = Object.values(year.kinds).find((k) => text.startsWith(k.label))!;
      expect(text).toContain(kind.tip);
    }
    await expectAccessible(page);
    await saveScreenshot(page, 'fees');

    // Another period through the Display Criteria: Last 90 days.
    await page.getByLabel('Report period').selectOption('90');
    await page.waitForURL('**/fees?period=90**');
    const range = resolvePeriod('90', TODAY);
    if (!range.ok) throw new Error('Last 90 days did not resolve');
    const quarter = await feesOf(page, `from=${range.period.from}&to=${range.period.to}`);
    await expect
      .poll(async () => cents(await page.getByTestId('fees-total').innerText()))
      .toBe(quarter.totals.totalCents);
    await expectTotalsMatchRows(page, quarter);

    // One account (one that had fees in the period): its fees only.
    const accountId = quarter.totals.byAccount.at(-1)!.accountId;
    const account = (await accountsOf(page)).find((a) => a.id === accountId)!;
    await page.getByLabel('Accounts', { exact: true }).selectOption({ label: account.accountName });
    const cardFees = await feesOf(
      page,
      `from=${range.period.from}&to=${range.period.to}&accountIds=${accountId}`,
    );
    // The previous period's report stays on screen (dimmed) while the filtered one loads, and its row count
    // can equal the filtered one: wait until the screen is idle and shows the filtered figures.
    await expect
      .poll(async () => ({
        busy: await page.locator('[aria-busy="true"]').count(),
        rows: await region(page, 'Every fee').getByRole('listitem').count(),
        total: cents(await page.getByTestId('fees-total').innerText()),
        offsets: negate(cents(await page.getByTestId('fees-offsets').innerText())),
      }))
      .toEqual({
        busy: 0,
        rows: cardFees.fees.length,
        total: cardFees.totals.totalCents,
        offsets: cardFees.totals.refundsCents,
      });
    await expectTotalsMatchRows(page, cardFees);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('says so when a period has no bank fees', async () => {
    const { page, context } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    await linkBankAndSync(page);
    await expect
      .poll(async () => (await feesOf(page, `to=${TODAY}`)).fees.length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    // The latest day without a fee.
    const feeDays = new Set((await feesOf(page, `to=${TODAY}`)).fees.map((f) => f.date));
    let day = TODAY;
    while (feeDays.has(day)) day = addDays(day, -1);

    await page.goto(`/fees?period=custom&from=${day}&to=${day}`);
    await page.getByRole('heading', { name: 'No bank fees in this period' }).waitFor();
    expect(await region(page, 'Every fee').count()).toBe(0);
    await expectAccessible(page);
    await saveScreenshot(page, 'fees-none');

    // This year can be chosen on the screen itself, not only by arriving from the dashboard's card.
    await page.getByLabel('Report period').selectOption({ label: 'This year to date' });
    await page.waitForURL('**/fees?period=this_year**');
    await region(page, 'Every fee').waitFor();
    await context.close();
  });

  it('asks a user with no accounts to link one', async () => {
    const { page, context } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    await page.goto('/fees');
    await page.getByRole('heading', { name: 'No Accounts Connected' }).waitFor();
    expect(await page.getByRole('link', { name: 'Link an Account' }).getAttribute('href')).toBe(
      '/linked-accounts',
    );
    await context.close();
  });
});
