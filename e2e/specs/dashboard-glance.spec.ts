import { formatUsd } from '@tourniquet/domain';
import { describe, expect, it } from 'vitest';
import type { FeesResponse, RecurringStreamDto } from '@tourniquet/domain/contracts';
import { saveScreenshot } from '../support/axe.ts';
import { expectAccessible, useScreenBrowser } from '../support/screen-session.ts';
import { linkBankAndSync, signInFreshUser } from '../support/transactions.ts';
import { signUpVerifiedUser } from '../support/users.ts';

// Issue 27: above the spec's nine tiles the dashboard opens with net worth and its change this month,
// spending this month against last month, the yearly bleed and the next three charges; each figure equals
// the screen it opens, to the cent. A user with no account is told how to get there.

const screen = useScreenBrowser();
const TODAY = '2026-11-21';
const cents = (money: string) => Math.round(Number(money.replace(/[^0-9.-]/g, '')) * 100);

describe('the dashboard at a glance', () => {
  it('shows four figures that equal the screens they open', { timeout: 240_000 }, async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    await linkBankAndSync(page);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/recurring')).json()) as { streams: [] }).streams.length,
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(0);

    await page.goto('/dashboard');
    const glance = page.getByRole('region', { name: 'Your money at a glance' });
    await glance.getByTestId('glance-net-worth').waitFor();
    await expectAccessible(page);
    await saveScreenshot(page, 'dashboard-glance');
    // The nine tiles are still there, below.
    expect(await page.getByRole('list').first().getByRole('listitem').count()).toBe(9);

    const netWorth = cents(await glance.getByTestId('glance-net-worth').innerText());
    const spent = cents(await glance.getByTestId('glance-spent').innerText());
    const spentLast = cents(await glance.getByTestId('glance-spent-last').innerText());
    const bleed = cents(await glance.getByTestId('glance-bleed').innerText());
    const bills = cents(await glance.getByTestId('glance-bills').innerText());
    // The link reads out as one sentence, so its list is hidden from the accessibility tree: read the items.
    const next = await glance.getByTestId('glance-next').locator('li').allInnerTexts();

    // Net worth: My Money Situation.
    await page.getByRole('link', { name: /^Net worth / }).click();
    await page.waitForURL('**/my-money-situation');
    await expect
      .poll(async () => cents(await page.getByTestId('net-worth').first().innerText()))
      .toBe(netWorth);

    // Spending this month, and last month: My Spending Analysis for each period.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /^Spent this month/ }).click();
    await page.waitForURL('**/my-spending-analysis?period=this_month**');
    await expect.poll(async () => cents(await page.getByTestId('spending-total').innerText())).toBe(spent);
    await page.goto('/my-spending-analysis?period=last_month');
    await expect
      .poll(async () => cents(await page.getByTestId('spending-total').innerText()))
      .toBe(spentLast);

    // The yearly bleed: Cancel Subscriptions' subscriptions and bills a year, plus the Fees screen's pace.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /^What bleeds you each year/ }).click();
    await page.waitForURL('**/recurring-transactions');
    const chargesYearly = cents(await page.getByTestId('bleed-yearly').innerText());
    await page.goto('/fees?period=this_year');
    const fees = (await (
      await page.request.get(`/api/fees?from=2026-01-01&to=${TODAY}`)
    ).json()) as FeesResponse;
    expect(await page.getByText('At this pace, fees cost you about').innerText()).toContain(
      formatUsd(fees.totals.yearlyCents),
    );
    // Bills, rent and loans stand apart: the bleed is what can be cut (subscriptions, fees and interest).
    expect(bills).toBeGreaterThan(0);
    expect(bleed).toBe(chargesYearly - bills + fees.totals.yearlyCents);

    // The next three charges: the soonest due of the charges Cancel Subscriptions lists.
    const streams = (
      (await (await page.request.get('/api/recurring')).json()) as { streams: RecurringStreamDto[] }
    ).streams
      .filter(
        (s) =>
          s.status === 'active' &&
          s.active &&
          s.direction === 'outflow' &&
          ['subscription', 'bill', 'loan'].includes(s.kind) &&
          s.nextDate >= TODAY,
      )
      .sort(
        (a, b) => a.nextDate.localeCompare(b.nextDate) || Math.abs(b.amountCents) - Math.abs(a.amountCents),
      );
    expect(next).toHaveLength(3);
    next.forEach((text, i) => expect(text).toContain(formatUsd(streams[i]!.amountCents)));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('tells a user without an account to link one', async () => {
    const { page, context } = await screen.open('/');
    await signUpVerifiedUser(page, screen.baseUrl);
    await page.goto('/dashboard');
    const link = page.getByRole('link', { name: 'Link an account to see your money here' });
    await link.waitFor();
    await saveScreenshot(page, 'dashboard-glance-empty');
    await link.click();
    await page.waitForURL('**/linked-accounts');
    await context.close();
  });
});
