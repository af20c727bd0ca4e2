import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/axe.ts';
import { expectAccessible, useScreenBrowser } from '../support/screen-session.ts';
import { signInFreshUser } from '../support/transactions.ts';

// Issue 36 in Chromium at 390 px: money received from a person by Zelle is its own line on My Spending,
// "Received from people", apart from "Moved between your accounts", opening its rows; the Edit Transaction
// dialog names the row's account as the user knows it.

const screen = useScreenBrowser();

const STATEMENT = [
  'Date,Description,Amount',
  '11/05/2026,ACME CORP PAYROLL,2500.00',
  '11/10/2026,Zelle payment from JORDAN PIKE Conf# a1b2c3,450.00',
  '11/11/2026,ONLINE TRANSFER TO SAV XXXXXX1234,-300.00',
  '11/12/2026,Zelle payment to MEGAN OKAFOR Conf# d4e5f6,-120.00',
  '11/15/2026,SAFEWAY #1234 SAN JOSE CA,-54.20',
].join('\n');

async function importStatement(page: Page, baseUrl: string) {
  const headers = { Origin: baseUrl };
  const created = await page.request.post('/api/accounts/manual', {
    data: { name: 'Everyday Checking', type: 'depository', subtype: 'checking' },
    headers,
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { account } = (await created.json()) as { account: { id: string } };
  const imported = await page.request.post(`/api/accounts/${account.id}/import`, {
    data: STATEMENT,
    headers: { ...headers, 'Content-Type': 'text/csv' },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
}

describe('money received from people (issue 36)', () => {
  it('shows it on its own line, apart from money moved, and opens its rows', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    await importStatement(page, screen.baseUrl);

    await page.goto('/financial-status?period=30');
    await page.getByRole('tab', { name: /My Spending/ }).click();
    const received = page.getByRole('button', { name: /^Received from people: \$450\.00, 1 payment, / });
    await received.waitFor();
    const moved = page.getByRole('button', { name: /^Moved between your accounts: / });
    expect(await moved.textContent()).toContain('$300.00');
    expect(await moved.textContent()).not.toContain('$450.00');
    await page.getByRole('button', { name: /^Paid to people: \$120\.00, / }).waitFor();
    expect((await received.boundingBox())!.width).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await saveScreenshot(page, 'received-from-people-line');

    await received.click();
    await page.getByRole('heading', { name: 'Received from people' }).waitFor();
    const table = page.getByRole('table');
    await table.getByText('Zelle payment from JORDAN PIKE Conf# a1b2c3').first().waitFor();
    await saveScreenshot(page, 'received-from-people-rows');

    // The dialog names the account as the user knows it (a manual account: its own name).
    await page
      .getByRole('button', { name: /^Edit transaction: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
    await dialog.getByText(/ · Everyday Checking$/).waitFor();
    await saveScreenshot(page, 'received-from-people-edit', { viewport: true });
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 180_000);
});
