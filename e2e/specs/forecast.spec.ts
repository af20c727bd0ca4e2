import { formatDate, formatUsd } from '@tourniquet/domain';
import { describe, expect, it } from 'vitest';
import type { AccountResponse, ForecastResponse } from '@tourniquet/domain/contracts';
import { saveScreenshot } from '../support/axe.ts';
import { expectAccessible, useScreenBrowser } from '../support/screen-session.ts';
import { linkBankAndSync, signInFreshUser } from '../support/transactions.ts';

// Issue 38 at 390 px: the dashboard's forecast card shows the next 30 days' lowest point and safe to spend,
// and opens the forecast screen, whose figures (the next income among them), chart table and days are the
// API's; an event opens its own series; the overdraft alert comes once, below the cushion the user set.

const screen = useScreenBrowser();

describe('the cash forecast', () => {
  it(
    'shows the card on the dashboard and the forecast screen with the API figures',
    { timeout: 240_000 },
    async () => {
      const { page } = await screen.open('/');
      await signInFreshUser(page, screen.baseUrl);
      await linkBankAndSync(page);
      await expect
        .poll(
          async () =>
            ((await (await page.request.get('/api/recurring')).json()) as { streams: [] }).streams.length,
          { timeout: 30_000 },
        )
        .toBeGreaterThan(0);
      const api = (await (
        await page.request.get('/api/forecast?days=30&accounts=all')
      ).json()) as ForecastResponse;
      expect(api.daily).toHaveLength(30);
      expect(api.accounts.length).toBeGreaterThan(0);
      expect(api.events.some((e) => e.kind !== 'spending')).toBe(true);

      await page.goto('/dashboard');
      const card = page.getByTestId('forecast-card');
      await card.getByTestId('forecast-card-lowest').waitFor();
      expect(await card.getByTestId('forecast-card-lowest').innerText()).toBe(
        formatUsd(api.lowest.balanceCents),
      );
      expect(await card.getByTestId('forecast-card-safe').innerText()).toBe(formatUsd(api.safeToSpendCents));
      // It sits above the money glance.
      const cardTop = (await card.boundingBox())!.y;
      const glance = page.getByRole('region', { name: 'Your money at a glance' });
      await glance.waitFor();
      expect(cardTop).toBeLessThan((await glance.boundingBox())!.y);
      await saveScreenshot(page, 'forecast-dashboard-card', { viewport: true });

      await card.click();
      await page.waitForURL('**/forecast');
      await page.getByTestId('forecast-lowest').waitFor();
      expect(await page.title()).toBe('Cash forecast · Tourniquet');
      expect(await page.getByTestId('forecast-lowest').innerText()).toContain(
        formatUsd(api.lowest.balanceCents),
      );
      expect(await page.getByTestId('forecast-safe').innerText()).toContain(formatUsd(api.safeToSpendCents));
      // The income line: the next income the API expects, with its day.
      const nextIncome = page.getByTestId('forecast-next-income');
      if (api.nextIncome) {
        expect(await nextIncome.innerText()).toContain(formatUsd(-api.nextIncome.amountCents));
        expect(await nextIncome.innerText()).toContain(formatDate(api.nextIncome.date));
      } else expect(await nextIncome.innerText()).toContain('None expected');
      await page.getByTestId('chart-image').waitFor();
      // The chart's table (read by screen readers) holds every day's balance.
      const rows = page.getByTestId('chart-table').locator('tbody tr');
      expect(await rows.count()).toBe(30);
      expect(await rows.last().locator('td').innerText()).toBe(formatUsd(api.daily.at(-1)!.balanceCents));
      // The list by day: every known event, each opening its series.
      const known = api.events.filter((e) => e.kind !== 'spending');
      const links = page.getByTestId('forecast-days').getByRole('link');
      expect(await links.count()).toBe(known.length);
      expect(await page.getByTestId('forecast-allowance').innerText()).toContain(
        api.dailyAllowanceCents > 0 ? `${formatUsd(api.dailyAllowanceCents)} a day` : 'No everyday spending',
      );
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page);
      await saveScreenshot(page, 'forecast-screen');

      // A bill opens its own series: its row on Cancel Subscriptions, details open and focused.
      const bill = known.find((e) => e.kind === 'bill' || e.kind === 'subscription')!;
      await page.getByTestId('forecast-days').locator(`a[aria-label^="${bill.name}, "]`).first().click();
      await page.waitForURL(`**/recurring-transactions?series=${bill.streamId}`);
      const opened = page.getByRole('listitem', { name: bill.name }).getByRole('button', { expanded: true });
      await opened.waitFor();
      expect(await opened.evaluate((el) => el === document.activeElement)).toBe(true);
      await saveScreenshot(page, 'forecast-series-opened', { viewport: true });

      await page.goto('/forecast');
      await page.getByRole('button', { name: '90 days' }).click();
      await page.waitForURL('**/forecast?days=90');
      await expect.poll(() => page.getByTestId('chart-table').locator('tbody tr').count()).toBe(90);
    },
  );

  it(
    'alerts once of an overdraft 4 days ahead, and the card and the screen say so',
    { timeout: 240_000 },
    async () => {
      const { page } = await screen.open('/');
      await signInFreshUser(page, screen.baseUrl);
      const headers = { Origin: screen.baseUrl };
      // The user's cushion, set in Notification Settings: the alert warns below it.
      await page.goto('/notification-settings');
      const cushion = page.getByLabel('Overdraft cushion');
      await cushion.waitFor();
      await cushion.fill('100');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await page.getByRole('status').filter({ hasText: 'Notification settings saved' }).waitFor();
      await saveScreenshot(page, 'forecast-cushion-setting', { viewport: true });
      const created = await page.request.post('/api/accounts/manual', {
        headers,
        data: { name: 'Everyday Checking', type: 'asset' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { account } = (await created.json()) as AccountResponse;
      // $500.00 on Friday Nov 20 (the server's today is Saturday Nov 21); rent of $1,200.00 on the 25th each month.
      const balance = await page.request.patch(`/api/accounts/${account.id}`, {
        headers,
        data: { balanceCents: 50_000, balanceDate: '2026-11-20' },
      });
      expect(balance.ok(), await balance.text()).toBe(true);
      const rent = ['05', '06', '07', '08', '09', '10'].map(
        (m) => `2026-${m}-25,OAK STREET APARTMENTS RENT,-1200.00`,
      );
      const imported = await page.request.post(`/api/accounts/${account.id}/import`, {
        headers: { ...headers, 'Content-Type': 'text/csv' },
        data: ['Date,Description,Amount', ...rent].join('\n'),
      });
      expect(imported.ok(), await imported.text()).toBe(true);

      const overdrafts = async () =>
        (
          (await (await page.request.get('/api/notifications')).json()) as {
            notifications: { kind: string; title: string }[];
          }
        ).notifications.filter((n) => n.kind === 'overdraft');
      await expect.poll(async () => (await overdrafts()).length, { timeout: 30_000 }).toBe(1);
      expect((await overdrafts())[0]!.title).toBe(
        'Your cash may go below your $100.00 cushion on Nov 25, 2026',
      );
      // Another detection run (a refresh) over the same state alerts nothing more.
      expect((await page.request.post('/api/recurring/refresh', { headers, data: {} })).ok()).toBe(true);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(await overdrafts()).toHaveLength(1);

      await page.goto('/notifications');
      await page.getByText('Your cash may go below your $100.00 cushion on Nov 25, 2026').waitFor();
      await expectAccessible(page);
      await saveScreenshot(page, 'forecast-alert', { viewport: true });

      await page.goto('/dashboard');
      await page.getByTestId('forecast-card-lowest').waitFor();
      expect(await page.getByTestId('forecast-card-lowest').innerText()).toMatch(/^-\$/);
      await page.goto('/forecast');
      expect(await page.getByTestId('forecast-warning').innerText()).toContain('below zero on Nov 25, 2026');
      expect(await page.getByTestId('forecast-overdraft').innerText()).toContain('Nov 25, 2026');
    },
  );
});
