import { createServer, type AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { addDays, CADENCE_LABELS, daysBetween, formatDate, formatUsd } from '@tourniquet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FeesResponse,
  RecurringStreamDto,
  RecurringStreamsResponse,
} from '@tourniquet/domain/contracts';
import { saveScreenshot } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { expectToast } from '../support/pages.ts';
import { expectAccessible, useScreenBrowser } from '../support/screen-session.ts';
import { startServer } from '../support/server-process.ts';
import { linkBankAndSync, signInFreshUser } from '../support/transactions.ts';

// Cancel Subscriptions grown (docs/product.md#recurring-charges-and-the-fee-radar): the bleed total, price rises, renewals, "Not a subscription",
// "I cancelled this", How to cancel, income apart, the fees link, and a cancelled charge that posts again.
// The simulator's household: Netflix rose from $15.49 to $17.99 on Feb 10, 2026; Amazon Prime renews
// yearly on Jan 15. The shared server's today is pinned to 2026-11-21; the "posts again" story runs on a
// server of its own whose today moves on to 2026-12-20 (the simulator then posts the charges due between).

const screen = useScreenBrowser();
const TODAY = '2026-11-21';
const SUBSCRIPTIONS = 'Subscriptions & Services';
const BILLS = 'Bills & Utilities';

async function streamsOf(page: Page): Promise<RecurringStreamDto[]> {
  const res = await page.request.get('/api/recurring');
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as RecurringStreamsResponse).streams;
}
const named = async (page: Page, name: string) => (await streamsOf(page)).find((s) => s.name === name);

async function linkedUserWithStreams(page: Page, baseUrl: string) {
  await signInFreshUser(page, baseUrl);
  await linkBankAndSync(page);
  await expect.poll(async () => Boolean(await named(page, 'Netflix')), { timeout: 30_000 }).toBe(true);
}

const listed = (s: RecurringStreamDto) =>
  s.status === 'active' &&
  s.active &&
  s.direction === 'outflow' &&
  ['subscription', 'bill', 'loan'].includes(s.kind);

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const row = (page: Page, groupTitle: string, service: string) =>
  region(page, groupTitle).getByRole('listitem', { name: service, exact: true });
/** Opens a charge's details (the row's summary button) and returns the row. */
async function openRow(page: Page, groupTitle: string, service: string) {
  const item = row(page, groupTitle, service);
  const toggle = item.locator('button[aria-expanded]');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return item;
}
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

describe('Cancel Subscriptions, grown', () => {
  it('shows the bleed total, price rises, renewals, income apart, the fees link and How to cancel', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await linkedUserWithStreams(page, screen.baseUrl);
    const streams = await streamsOf(page);
    await page.goto('/recurring-transactions');
    await region(page, SUBSCRIPTIONS).waitFor();
    await region(page, BILLS).waitFor();

    // The bleed total: the sum of every listed charge's monthly and yearly cost; each row shows its own.
    const charges = streams.filter(listed);
    const monthly = charges.reduce((sum, s) => sum + s.monthlyCostCents, 0);
    const yearly = charges.reduce((sum, s) => sum + s.yearlyCostCents, 0);
    expect(await page.getByTestId('bleed-monthly').innerText()).toBe(`Together ${formatUsd(monthly)}/mo`);
    expect(await page.getByTestId('bleed-yearly').innerText()).toBe(`${formatUsd(yearly)} a year`);
    // Subscriptions and bills apart in the headline; loans count with the bills.
    const monthlyOf = (kinds: string[]) =>
      charges.filter((s) => kinds.includes(s.kind)).reduce((sum, s) => sum + s.monthlyCostCents, 0);
    expect(await page.getByTestId('bleed-subscription').innerText()).toBe(
      `Subscriptions ${formatUsd(monthlyOf(['subscription']))}/mo`,
    );
    expect(await page.getByTestId('bleed-bill').innerText()).toBe(
      `Bills ${formatUsd(monthlyOf(['bill', 'loan']))}/mo`,
    );
    const rowsYearly = [];
    for (const title of [SUBSCRIPTIONS, BILLS])
      for (const text of await region(page, title).getByRole('listitem').allInnerTexts())
        rowsYearly.push(cents(text.match(/\$[\d,]+\.\d\d\/yr/)![0]));
    expect(rowsYearly.reduce((a, b) => a + b, 0)).toBe(yearly);

    // A price-rise card: old and new amount, the date and the yearly impact (+$2.50 x 12).
    const rise = region(page, 'Price rises').getByRole('listitem', { name: 'Netflix', exact: true });
    const riseText = await rise.innerText();
    for (const value of ['$15.49', '$17.99', 'Since Feb 10, 2026', '+$30.00'])
      expect(riseText).toContain(value);
    // A variable bill's swing is never a rise.
    const prices = region(page, 'Price rises');
    for (const s of streams.filter((s) => s.variableAmount))
      expect(await prices.getByRole('listitem', { name: s.name, exact: true }).count()).toBe(0);

    // Renewals: exactly the quarterly, 6-monthly and yearly charges due within 30 days (the household has
    // none in this window at 2026-11-21; the second test sees Amazon Prime's come due).
    const renewals = region(page, 'Renewals in the next 30 days');
    const due = charges.filter(
      (s) => ['quarterly', 'semi_annual', 'annual'].includes(s.cadence) && s.nextDate <= addDays(TODAY, 30),
    );
    expect(await renewals.getByRole('listitem').count()).toBe(due.length);
    if (due.length === 0)
      await renewals.getByText('No quarterly, 6-monthly or yearly charge is due').waitFor();

    // Income apart, without cancel actions.
    const income = region(page, 'Income');
    for (const s of streams.filter((s) => s.kind === 'income' && s.active && s.status === 'active'))
      await income.getByRole('listitem', { name: s.name, exact: true }).waitFor();
    expect(await income.getByRole('button').count()).toBe(0);

    // The fees link, with this year's total from the fee radar.
    const fees = (await (
      await page.request.get(`/api/fees?from=2026-01-01&to=${TODAY}`)
    ).json()) as FeesResponse;
    const feesLink = page.getByRole('link', { name: /^Bank fees:/ });
    expect(await feesLink.innerText()).toContain(`Bank fees: ${formatUsd(fees.totals.totalCents)} this year`);
    expect(await feesLink.getAttribute('href')).toBe('/fees?period=this_year');

    // How to cancel: the steps and the cancel page in a new tab.
    const netflix = await openRow(page, SUBSCRIPTIONS, 'Netflix');
    await netflix.getByText('Why it is listed:').waitFor();
    await netflix.getByText('How to cancel', { exact: true }).click();
    const cancelPage = netflix.getByRole('link', { name: /Open the Netflix cancel page/ });
    expect(await cancelPage.getAttribute('href')).toBe('https://www.netflix.com/cancelplan');
    expect(await cancelPage.getAttribute('target')).toBe('_blank');
    expect(await cancelPage.getAttribute('rel')).toContain('noopener');
    expect(await netflix.getByRole('listitem').count()).toBeGreaterThan(0);

    await expectAccessible(page);
    await saveScreenshot(page, 'subscriptions');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('"Not a subscription" removes an item for good; "I cancelled this" moves it to Cancelled', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await linkedUserWithStreams(page, screen.baseUrl);
    await page.goto('/recurring-transactions');
    const spotify = await openRow(page, SUBSCRIPTIONS, 'Spotify');

    // Dismiss, with an Undo toast that takes focus and puts the item back.
    await spotify.getByRole('button', { name: 'Not a subscription' }).click();
    const bar = page.getByTestId('undo-bar');
    expect(await bar.innerText()).toContain('Spotify removed.');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Undo');
    await saveScreenshot(page, 'subscriptions-undo');
    await expect.poll(async () => await row(page, SUBSCRIPTIONS, 'Spotify').count()).toBe(0);
    await expect.poll(async () => (await named(page, 'Spotify'))?.status).toBe('dismissed');
    await bar.getByRole('button', { name: 'Undo' }).click();
    await row(page, SUBSCRIPTIONS, 'Spotify').waitFor();
    // Focus returns to the item that came back.
    await page.waitForFunction(
      () => document.activeElement?.closest('li')?.getAttribute('aria-label') === 'Spotify',
    );
    await expect.poll(async () => (await named(page, 'Spotify'))?.status).toBe('active');

    // Dismiss for real: gone after a reload, a re-sync of the bank and a re-run of the engine.
    await (
      await openRow(page, SUBSCRIPTIONS, 'Spotify')
    )
      .getByRole('button', { name: 'Not a subscription' })
      .click();
    await expect.poll(async () => (await named(page, 'Spotify'))?.status).toBe('dismissed');
    await page.reload();
    await row(page, SUBSCRIPTIONS, 'Netflix').waitFor();
    expect(await page.locator('main').getByText('Spotify').count()).toBe(0);
    await page.goto('/account-transactions');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectToast(page, 'Success', 'Transactions refreshed successfully!');
    await page.goto('/recurring-transactions');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectToast(page, 'Refreshed');
    await row(page, SUBSCRIPTIONS, 'Netflix').waitFor();
    expect(await page.locator('main').getByText('Spotify').count()).toBe(0);

    // Cancel: the item moves to Cancelled (with what it saves), and Undo there brings it back.
    await (
      await openRow(page, SUBSCRIPTIONS, 'Netflix')
    )
      .getByRole('button', { name: 'I cancelled this' })
      .click();
    const cancelled = region(page, 'Cancelled');
    await cancelled.getByRole('listitem', { name: 'Netflix', exact: true }).waitFor();
    expect(await row(page, SUBSCRIPTIONS, 'Netflix').count()).toBe(0);
    expect(await cancelled.innerText()).toContain('Saving you about $215.88 a year');
    await expect.poll(async () => (await named(page, 'Netflix'))?.status).toBe('cancelled');
    await page.reload();
    await cancelled.getByRole('listitem', { name: 'Netflix', exact: true }).waitFor();
    await expectAccessible(page);
    await saveScreenshot(page, 'subscriptions-cancelled');
    await cancelled.getByRole('button', { name: 'Undo cancelling Netflix' }).click();
    await row(page, SUBSCRIPTIONS, 'Netflix').waitFor();
    await expect.poll(async () => (await named(page, 'Netflix'))?.status).toBe('active');
    expect(await region(page, 'Cancelled').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

describe('a cancelled charge that posts again', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it(
    'comes back flagged "Still charging", and a yearly renewal comes due',
    { timeout: 240_000 },
    async () => {
      // A server of our own (the shared one's today never moves), restarted on the same data a month later.
      const port = await freePort();
      let server = await startServer(port, { RATE_LIMIT_MULTIPLIER: '100', FIXED_TODAY: TODAY });
      try {
        const { page, context } = await newPage(browser, server.baseUrl);
        await page.goto('/');
        await linkedUserWithStreams(page, server.baseUrl);
        await page.goto('/recurring-transactions');
        await (
          await openRow(page, SUBSCRIPTIONS, 'Netflix')
        )
          .getByRole('button', { name: 'I cancelled this' })
          .click();
        await expect.poll(async () => (await named(page, 'Netflix'))?.status).toBe('cancelled');

        await server.stop();
        server = await startServer(port, {
          RATE_LIMIT_MULTIPLIER: '100',
          FIXED_TODAY: '2026-12-20',
          DATA_DIR: server.dataDir,
        });
        // Same origin and database: the browser's session still holds.
        const p = page;
        await p.goto('/account-transactions');
        await p.getByRole('button', { name: 'Refresh' }).click();
        await expectToast(p, 'Success', 'Transactions refreshed successfully!');
        await p.goto('/recurring-transactions');
        await p.getByRole('button', { name: 'Refresh' }).click();
        await expectToast(p, 'Refreshed');

        const netflix = row(p, SUBSCRIPTIONS, 'Netflix');
        await netflix.getByText('Still charging').waitFor();
        const text = await netflix.innerText();
        expect(text).toContain('Charged $17.99 on Dec 10, 2026');
        expect(await region(p, 'Cancelled').count()).toBe(0);
        expect(await named(p, 'Netflix')).toMatchObject({
          status: 'active',
          stillCharging: true,
          lastDate: '2026-12-10',
        });
        // Still charging items lead their group.
        expect(await region(p, SUBSCRIPTIONS).getByRole('listitem').first().getAttribute('aria-label')).toBe(
          'Netflix',
        );

        // Amazon Prime's yearly charge (Jan 15) is now within 30 days.
        const prime = (await named(p, 'Amazon Prime'))!;
        const renewal = region(p, 'Renewals in the next 30 days').getByRole('listitem', {
          name: 'Amazon Prime',
          exact: true,
        });
        const renewalText = await renewal.innerText();
        const inDays = `in ${daysBetween('2026-12-20', prime.nextDate)} days`;
        expect(prime.nextDate <= '2027-01-19').toBe(true);
        for (const value of [
          formatUsd(prime.amountCents),
          formatDate(prime.nextDate),
          CADENCE_LABELS.annual,
          inDays,
        ])
          expect(renewalText).toContain(value);
        await expectAccessible(p);
        await saveScreenshot(p, 'subscriptions-still-charging');
        await context.close();
      } finally {
        await server.stop();
      }
    },
  );
});
