import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useScreenBrowser } from '../support/screen-session.ts';
import { linkBankAndSync, signInFreshUser } from '../support/transactions.ts';

// docs/product.md#the-first-hour: on My Spending Analysis a category's drill-down sometimes opened and closed at once (two
// address changes in one tick, the later from a stale snapshot; see use-search-params-update.test.tsx).
// Each category's drill-down is opened four times in a row (half by Back, half by a new load), and every time
// it must open and stay open: with every category that is some thirty opens a screen, and the race itself is
// pinned down without a browser in use-search-params-update.test.tsx.

const screen = useScreenBrowser();
const TIMES = 4;

/** The drill-down is up, its rows have loaded, and it is still up a moment later (no late close). */
async function expectDrilldownStaysOpen(page: Page, label: string) {
  await page.getByRole('button', { name: 'Back to Summary' }).waitFor();
  await page.getByRole('heading', { level: 2, name: label }).waitFor();
  await page.getByRole('table').getByRole('row').nth(1).waitFor();
  // Whatever was still loading (the summary, the rows) has landed; the drill-down must not have closed.
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
  await page.waitForTimeout(150);
  expect(new URL(page.url()).searchParams.get('category'), `${label} closed itself`).not.toBeNull();
  expect(await page.getByRole('button', { name: 'Back to Summary' }).isVisible()).toBe(true);
}

describe('drill-downs from My Spending Analysis', () => {
  it(`open each category ${TIMES} times in a row and stay open every time`, async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    await linkBankAndSync(page);
    await page.goto('/my-spending-analysis');
    const rows = page.getByRole('link', { name: /of spending\. View transactions$/ });
    await rows.first().waitFor();
    const labels = (await rows.allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
    expect(labels.length).toBeGreaterThan(3);
    let opened = 0;
    for (const label of labels) {
      for (let i = 0; i < TIMES; i++) {
        const row = page.getByRole('link', { name: new RegExp(`^${label}: .* View transactions$`) });
        await row.click();
        await page.waitForURL(/\/financial-status\?.*category=/);
        await expectDrilldownStaysOpen(page, label);
        opened++;
        // Back to the analysis the way people go back: every other time the browser's Back, else reload it.
        if (i % 2 === 0) await page.goBack();
        else await page.goto('/my-spending-analysis');
        await page.getByRole('heading', { name: 'Spending by Category' }).waitFor();
      }
    }
    expect(opened).toBe(labels.length * TIMES);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 600_000);

  it(`open each category of Financial Status ${TIMES} times in a row and stay open every time`, async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    await linkBankAndSync(page);
    await page.goto('/financial-status?period=90');
    await page.getByRole('tab', { name: /My Spending/ }).click();
    const spending = page.getByRole('button', { name: /^Spending/ });
    await spending.click();
    const rows = page.locator('[data-side="expense"] [data-drill]');
    await rows.first().waitFor();
    const categories = await rows.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.drill!));
    expect(categories.length).toBeGreaterThan(3);
    for (const category of categories) {
      for (let i = 0; i < TIMES; i++) {
        const row = page.locator(`[data-side="expense"] [data-drill="${category}"]`);
        const label = (await row.getAttribute('aria-label'))!.split(':')[0]!;
        await row.click();
        await expectDrilldownStaysOpen(page, label);
        if (i % 2 === 0) await page.getByRole('button', { name: 'Back to Summary' }).click();
        else await page.goBack();
        await row.waitFor();
      }
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 600_000);
});
