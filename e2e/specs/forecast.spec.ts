import { formatUsd } from '@tourniquet/domain';
import { describe, expect, it } from 'vitest';
import type { ForecastResponse } from '@tourniquet/domain/contracts';
import { saveScreenshot } from '../support/axe.ts';
import { expectAccessible, useScreenBrowser } from '../support/screen-session.ts';
import { linkBankAndSync, signInFreshUser } from '../support/transactions.ts';

// Issue 38 at 390 px: the dashboard's forecast card shows the next 30 days' lowest point and safe to spend,
// and opens the forecast screen, whose figures, chart table and days are the API's.

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

      await links.first().click();
      await page.waitForURL('**/recurring-transactions');

      await page.goto('/forecast');
      await page.getByRole('button', { name: '90 days' }).click();
      await page.waitForURL('**/forecast?days=90');
      await expect.poll(() => page.getByTestId('chart-table').locator('tbody tr').count()).toBe(90);
    },
  );
});
