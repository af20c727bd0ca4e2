import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, pathOf, useScreenBrowser } from '../support/screen-session.ts';
import { accountsOf, linkBankAndSync, listTransactions, signInFreshUser } from '../support/transactions.ts';

// Findings against docs/product.md#2-screens in Chromium: Contact Us Back after a full page load, and dimmed pending rows.

const screen = useScreenBrowser();

/** Relative luminance (WCAG) of an element's computed text colour: higher is lighter on white. */
async function luminance(locator: Locator) {
  return locator.evaluate((el) => {
    // Colours compute as oklch(...): a canvas pixel gives them in sRGB.
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const paint = canvas.getContext('2d')!;
    paint.fillStyle = getComputedStyle(el).color;
    paint.fillRect(0, 0, 1, 1);
    const [r, g, b] = paint.getImageData(0, 0, 1, 1).data;
    const lin = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
  });
}

describe('spec targets', () => {
  it('Contact Us Back goes one step back after a full page load, and home in a new tab', async () => {
    const { page, context } = await screen.open('/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await page.goto('/contact-us'); // a full page load, as typing the address does
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/terms');
    await context.close();

    // A tab opened on Contact Us (window.open: nothing before it in the tab) goes home.
    const opener = await screen.open('/terms');
    const [tab] = await Promise.all([
      opener.context.waitForEvent('page'),
      opener.page.evaluate(() => void window.open('/contact-us', '_blank')),
    ]);
    await tab.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(await tab.evaluate(() => window.history.length)).toBe(1);
    await tab.getByRole('button', { name: 'Back', exact: true }).click();
    await tab.waitForURL((url) => url.pathname === '/');
    expect(pathOf(tab)).toBe('/');
    await opener.context.close();
  });

  it('dims pending rows, keeps their Pending badge, and passes the contrast check', async () => {
    const { page, context } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    await linkBankAndSync(page);
    const [pending] = (await listTransactions(page, 'limit=200')).transactions.filter((t) => t.pending);
    expect(pending).toBeDefined();
    const account = (await accountsOf(page)).find((a) => a.id === pending!.accountId)!;
    await page.goto(`/account-transactions/${account.id}`);
    const pendingRow = page.locator('[role="row"][data-pending]').first();
    await pendingRow.waitFor();
    const postedRow = page
      .locator('[role="row"]:not([data-pending])')
      .filter({ has: page.getByRole('cell') })
      .first();
    expect(await pendingRow.getByText('Pending', { exact: true }).isVisible()).toBe(true);

    // Payee/Payor (or the description in its place) and Amount: lighter than on a posted row.
    const cellsOf = (row: Locator) => row.getByRole('cell');
    const title = async (row: Locator) => {
      const payee = cellsOf(row).nth(2);
      return (await payee.getAttribute('class'))?.includes('sr-only') ? cellsOf(row).nth(3) : payee;
    };
    expect(await luminance(await title(pendingRow))).toBeGreaterThan(await luminance(await title(postedRow)));
    expect(await luminance(cellsOf(pendingRow).nth(5))).toBeGreaterThan(
      await luminance(cellsOf(postedRow).nth(5)),
    );
    // Date and account line: never darker than a posted row's.
    for (const i of [0, 1]) {
      expect(await luminance(cellsOf(pendingRow).nth(i))).toBeGreaterThanOrEqual(
        await luminance(cellsOf(postedRow).nth(i)),
      );
    }
    await expectAccessible(page);
    await context.close();
  });
});
