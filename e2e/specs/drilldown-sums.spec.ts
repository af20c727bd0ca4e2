import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccountResponse } from '@tourniquet/domain/contracts';
import { saveScreenshot } from '../support/axe.ts';
import { useScreenBrowser } from '../support/screen-session.ts';
import { linkBankAndSync, signInFreshUser } from '../support/transactions.ts';

// Issue 27: a figure that opens rows must equal the sum of those rows as shown. "Moved between your
// accounts" showed $3,769.03 while its drill-down listed rows netting to -$500.00 (in and out mixed).
// A new user links the simulated bank and imports a card statement (payments, a refund), then opens every
// figure of My Spending Analysis and adds up what the drill-down lists, as a person would.

const screen = useScreenBrowser();

// A card statement as Chase writes it: charges negative, the payment and the refund positive.
const CARD_CSV = [
  'Transaction Date,Post Date,Description,Category,Type,Amount,Memo',
  '11/02/2026,11/03/2026,SAFEWAY #1234,,Sale,-84.12,',
  '11/05/2026,11/06/2026,SHELL OIL 57442,,Sale,-41.20,',
  '10/28/2026,10/29/2026,TRADER JOE S #552,,Sale,-63.07,',
  '10/30/2026,10/31/2026,MOBILE PYMT - THANK YOU,,Payment,500.00,',
  '11/09/2026,11/10/2026,TARGET 00012345 RETURN,,Return,19.99,',
  '11/12/2026,11/13/2026,TARGET 00012345,,Sale,-52.40,',
].join('\r\n');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cents = (money: string) => Math.round(Number(money.replace(/[^0-9.-]/g, '')) * 100);

/** Loads every page of the drill-down's list, then reads the total it prints under the rows. */
async function rowsTotalText(page: Page): Promise<string> {
  // The first page has landed: rows (with their total) or the empty state.
  await page.getByRole('table').or(page.getByText('No transactions found')).first().waitFor();
  for (let i = 0; i < 50; i++) {
    const more = page.getByRole('button', { name: 'Load more' });
    if (!(await more.isVisible())) break;
    await more.click();
    await expect.poll(() => page.getByRole('button', { name: 'Loading...' }).count()).toBe(0);
  }
  if ((await page.getByTestId('rows-total').count()) === 0) return '0 transactions: $0.00 in all';
  return page.getByTestId('rows-total').innerText();
}

/** The amounts of the rows as shown ("+$500.00" in, "-$84.12" out), in cents: in positive. */
async function shownAmounts(page: Page): Promise<number[]> {
  const rows = page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row');
  return (await rows.allInnerTexts()).map((text) => {
    const money = text.match(/[+-]\$[\d,]+\.\d\d/)![0];
    const magnitude = cents(money.slice(1));
    return money.startsWith('+') ? magnitude : -magnitude;
  });
}

describe('every figure of My Spending Analysis equals the rows it opens', () => {
  it('money moved between accounts (in and out apart) and each spending category, to the cent', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    await linkBankAndSync(page);
    const headers = { Origin: screen.baseUrl };
    const created = await page.request.post('/api/accounts/manual', {
      headers,
      data: { name: 'Sapphire Card', type: 'credit', subtype: 'credit card' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { account } = (await created.json()) as AccountResponse;
    const imported = await page.request.post(`/api/accounts/${account.id}/import`, {
      headers: { ...headers, 'Content-Type': 'text/csv' },
      data: CARD_CSV,
    });
    expect(imported.ok(), await imported.text()).toBe(true);

    await page.goto('/my-spending-analysis?period=90');
    const movedLink = page.getByRole('link', { name: /^Moved between your accounts: / });
    await movedLink.waitFor();
    await movedLink.click();
    await page.getByRole('heading', { level: 2, name: 'Moved between your accounts' }).waitFor();
    const figure = await page.getByTestId('drilldown-total').innerText();
    expect(figure).toMatch(/^\$[\d,]+\.\d\d in, \$[\d,]+\.\d\d out$/);
    const moved = await rowsTotalText(page);
    expect(moved).toMatch(new RegExp(`^\\d+ transactions?: ${escape(figure)}$`));
    const amounts = await shownAmounts(page);
    const [inText, outText] = figure.split(', ');
    expect(amounts.filter((a) => a > 0).reduce((s, a) => s + a, 0)).toBe(cents(inText!));
    expect(-amounts.filter((a) => a < 0).reduce((s, a) => s + a, 0)).toBe(cents(outText!));
    await saveScreenshot(page, 'drilldown-moved');

    // Each spending category: the figure equals what its rows cost, refunds taking off.
    await page.goto('/my-spending-analysis?period=90');
    const categories = page.getByRole('link', { name: /of spending\. View transactions$/ });
    await categories.first().waitFor();
    const labels = (await categories.allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
    expect(labels.length).toBeGreaterThan(2);
    for (const label of labels) {
      await page.getByRole('link', { name: new RegExp(`^${escape(label)}: .* View transactions$`) }).click();
      await page.getByRole('heading', { level: 2, name: label }).waitFor();
      const total = cents(await page.getByTestId('drilldown-total').innerText());
      expect(cents((await rowsTotalText(page)).split(': ')[1]!), label).toBe(total);
      expect(-(await shownAmounts(page)).reduce((s, a) => s + a, 0), label).toBe(total);
      await page.goBack();
      await categories.first().waitFor();
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 300_000);
});
