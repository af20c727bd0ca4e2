import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  merchantKeyOf,
  PFC_V1,
  PFC_V1_PRIMARIES,
  pfcPrimaryLabel,
  type TransactionDto,
} from '@tourniquet/domain';
import type { ReportSummary } from '@tourniquet/domain/contracts';
import { saveScreenshot } from '../support/axe.ts';
import { expectAccessible, useScreenBrowser } from '../support/screen-session.ts';
import { linkBankAndSync, listTransactions, signInFreshUser } from '../support/transactions.ts';

// Issue 22, as a new user meets it (server today pinned to 2026-11-21): link the simulated bank, then import
// a card statement with no category column. My Spending Analysis for 90 days speaks one vocabulary (PFC v1's
// friendly labels), Groceries and Gas are categories of their own, and the card's payments and its refund
// stay out of Earnings. Then one Costco row is filed as Groceries through the Edit Transaction dialog's
// searchable picker, and the dialog's offer files the other Costco rows the same way.

const screen = useScreenBrowser();

// A card export in the common "date, description, amount" layout (purchases negative), with no category
// column: every row's category comes from the categoriser.
const CARD_CSV = [
  'Transaction Date,Description,Amount',
  '09/14/2026,SAFEWAY #1234 SAN JOSE CA,-84.12',
  '09/16/2026,SHELL OIL 57444521 SAN JOSE CA,-52.30',
  '09/19/2026,COSTCO WHSE #0423 SAN JOSE CA,-187.44',
  "09/22/2026,TRADER JOE'S #123 CUPERTINO CA,-46.75",
  '09/28/2026,MOBILE PYMT - THANK YOU,600.00',
  '10/03/2026,SAFEWAY #1234 SAN JOSE CA,-61.40',
  '10/14/2026,CHEVRON 0092345 CUPERTINO CA,-48.90',
  '10/15/2026,SAFEWAY #1234 SAN JOSE CA RETURN,12.99',
  '10/17/2026,COSTCO WHSE #0423 SAN JOSE CA,-201.10',
  '10/19/2026,SQ *BLUE BOTTLE COFFEE,-6.50',
  '10/24/2026,MOBILE PYMT,450.00',
  '11/02/2026,SAFEWAY #1234 SAN JOSE CA,-73.18',
  '11/06/2026,SHELL OIL 57444521 SAN JOSE CA,-49.05',
  '11/08/2026,COSTCO WHSE #0423 SAN JOSE CA,-164.87',
  '11/13/2026,NETFLIX.COM,-15.49',
].join('\r\n');
const FILE = { name: 'visa-statement.csv', mimeType: 'text/csv', buffer: Buffer.from(CARD_CSV) };
const ROWS = CARD_CSV.split('\r\n').length - 1;

const PRIMARY_LABELS = new Set(PFC_V1_PRIMARIES.map(pfcPrimaryLabel));
const DETAILED_LABELS = new Set(PFC_V1.map((c) => c.label));

async function summary(page: Page): Promise<ReportSummary> {
  const res = await page.request.get('/api/reports/summary?period=90');
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as ReportSummary;
}

/** Every row of the user (linked and imported), page by page. */
async function allRows(page: Page): Promise<TransactionDto[]> {
  const rows: TransactionDto[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++) {
    const next = await listTransactions(
      page,
      `limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    rows.push(...next.transactions);
    cursor = next.nextCursor;
    if (!cursor) return rows;
  }
  throw new Error('More than 50 pages of transactions');
}

async function importCardStatement(page: Page) {
  await page.goto('/linked-accounts');
  await page.getByRole('button', { name: 'Import a Statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import transactions' });
  await dialog.getByRole('radio', { name: /A new account/ }).check();
  await dialog.getByLabel('Account name').fill('Visa Card');
  await dialog.getByLabel('Kind of account').selectOption({ label: 'Credit card' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.locator('input[type=file]').setInputFiles(FILE);
  await dialog.getByRole('heading', { name: 'Check the preview' }).waitFor();
  // The preview already shows the categories the import gives (a card's, as the user chose a card).
  const preview = dialog.getByRole('table', { name: `${ROWS} transactions` });
  const previewRow = (text: string) => preview.getByRole('row').filter({ hasText: text }).first();
  expect(await previewRow('SAFEWAY #1234 SAN JOSE CA').getByRole('cell').nth(3).innerText()).toBe(
    'Groceries',
  );
  expect(await previewRow('MOBILE PYMT - THANK YOU').getByRole('cell').nth(3).innerText()).toBe(
    'Credit Card Payment',
  );
  await saveScreenshot(page, 'one-category-import-preview');
  await dialog.getByRole('button', { name: `Import ${ROWS} Transactions` }).click();
  await dialog.getByText(`${ROWS} transactions imported, 0 skipped as duplicates`, { exact: true }).waitFor();
  await dialog.getByRole('link', { name: 'View Transactions' }).click();
  await page.waitForURL('**/account-transactions/manual_*');
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

describe('one category vocabulary', () => {
  it('linked and imported rows share PFC categories; card payments and refunds are not earnings; a correction spreads', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    await linkBankAndSync(page);
    const cardId = await importCardStatement(page);

    // Every imported row is categorised; Transaction History shows the friendly label.
    const imported = (await listTransactions(page, `accountIds=${cardId}&limit=100`)).transactions;
    expect(imported).toHaveLength(ROWS);
    for (const row of imported) expect(row.personalCategory, row.description).not.toBeNull();
    const history = page.getByRole('table', { name: 'Recent Transactions' });
    const costcoRows = history.getByRole('row').filter({ hasText: 'COSTCO WHSE' });
    await expect.poll(() => costcoRows.count()).toBe(3);
    const shell = history.getByRole('row').filter({ hasText: 'SHELL OIL' }).first();
    expect(await shell.getByRole('cell').nth(4).innerText()).toBe('Gas');
    const safeway = history.getByRole('row').filter({ hasText: 'SAFEWAY #1234 SAN JOSE CA' }).first();
    expect(await safeway.getByRole('cell').nth(4).innerText()).toBe('Groceries');
    for (const label of await history.locator('[role="row"] [role="cell"]:nth-child(5)').allInnerTexts()) {
      expect(DETAILED_LABELS.has(label.trim()), label).toBe(true);
    }

    // The report: one vocabulary, Groceries and Gas first-class, card payments and the refund not earnings.
    const report = await summary(page);
    const { earnings, spending } = report.cashFlow;
    for (const row of [...earnings.categories, ...spending.categories]) {
      expect(PRIMARY_LABELS.has(row.label), row.label).toBe(true);
      for (const detail of row.details) expect(DETAILED_LABELS.has(detail.label), detail.label).toBe(true);
    }
    expect(earnings.categories.map((c) => c.label)).toEqual(['Income']);
    const counted = await listTransactions(page, `accountIds=${cardId}&flow=counted&type=income&limit=100`);
    expect(counted.transactions).toEqual([]);
    const food = spending.categories.find((c) => c.category === 'FOOD_AND_DRINK')!;
    expect(food.details.map((d) => d.label)).toContain('Groceries');
    const transportation = spending.categories.find((c) => c.category === 'TRANSPORTATION')!;
    expect(transportation.details.map((d) => d.label)).toContain('Gas');

    await page.goto('/my-spending-analysis?period=90');
    await page.getByRole('heading', { name: 'My Spending Analysis', level: 1 }).waitFor();
    const breakdown = page.getByRole('link', { name: /of spending\. View transactions$/ });
    await breakdown.first().waitFor();
    const shown = (await breakdown.allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
    expect(shown).toEqual(spending.categories.map((c) => c.label));
    for (const label of shown) expect(PRIMARY_LABELS.has(label), label).toBe(true);
    for (const legacy of ['Shops', 'Payment', 'Service', 'Transfer', 'Payroll', 'Grocery', 'Dining']) {
      expect(shown).not.toContain(legacy);
    }
    await expectAccessible(page);
    await saveScreenshot(page, 'one-category-spending-analysis');

    // Food & Drink opens into its detailed categories; Groceries narrows the list to the grocery rows.
    await page.getByRole('link', { name: /^Food & Drink: .* View transactions$/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Food & Drink' }).waitFor();
    const details = page.getByRole('group', { name: 'Detailed categories' });
    await details.getByRole('button', { name: /^Groceries / }).click();
    const drillRows = page.getByRole('table').getByRole('row').filter({ hasText: 'SAFEWAY #1234' });
    await expect.poll(() => drillRows.count()).toBe(4);
    await page.getByRole('table').getByRole('row').filter({ hasText: "TRADER JOE'S" }).first().waitFor();
    await saveScreenshot(page, 'one-category-groceries-drill');

    // The correction: one Costco row filed as Groceries through the searchable picker, then its merchant.
    await page.goto(`/account-transactions/${encodeURIComponent(cardId)}`);
    await page
      // Rows are named by their clean merchant name (issue 23), the bank's text beneath.
      .getByRole('button', { name: /^Edit transaction: Costco[^,]*, Nov 8/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
    const before = imported.find((t) => t.description === 'COSTCO WHSE #0423 SAN JOSE CA')!;
    expect(before.personalCategory?.detailed).toBe('GENERAL_MERCHANDISE_SUPERSTORES');
    await dialog.getByText('Now: Superstores · General Merchandise').waitFor();
    expect(await dialog.innerText()).toContain(before.categoryReason);
    // One picker (issue 36): it opens on the row's category and offers every PFC category by its label.
    const picker = dialog.getByRole('combobox', { name: 'Category', exact: true });
    expect(await picker.inputValue()).toBe('Superstores');
    await picker.fill('groc');
    const listbox = dialog.getByRole('listbox', { name: 'Every category' });
    await listbox.getByRole('option', { name: 'Groceries' }).waitFor();
    await expectAccessible(page);
    await saveScreenshot(page, 'one-category-edit-picker');
    await picker.press('ArrowDown');
    await picker.press('ArrowUp');
    await picker.press('Enter');
    expect(await picker.inputValue()).toBe('Groceries');
    // The merchant's other rows: the statement's two, and any the linked bank holds (by the same key).
    const costcoKey = merchantKeyOf(before.description, before.merchantName);
    const ofCostco = (rows: TransactionDto[]) =>
      rows.filter((t) => merchantKeyOf(t.description, t.merchantName) === costcoKey);
    const others = ofCostco(await allRows(page)).filter(
      (t) => t.id !== before.id && t.personalCategory?.detailed !== 'FOOD_AND_DRINK_GROCERIES',
    ).length;
    expect(others).toBeGreaterThanOrEqual(2);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const apply = dialog.getByRole('button', {
      name: `Apply to the ${others} other rows from this merchant`,
    });
    await apply.waitFor();
    await expectAccessible(page);
    await saveScreenshot(page, 'one-category-apply-offer');
    await apply.click();
    // The save's own "Success" toast may still be up: wait for the one that says how many rows changed.
    await page
      .locator('[data-variant]')
      .filter({ hasText: `${others} other rows from this merchant now in Groceries · Food & Drink.` })
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => costcoRows.allInnerTexts())
      .toEqual([
        expect.stringContaining('Groceries'),
        expect.stringContaining('Groceries'),
        expect.stringContaining('Groceries'),
      ]);
    const costco = ofCostco(await allRows(page));
    expect(costco.map((t) => [t.personalCategory?.detailed, t.categorySource])).toEqual(
      Array(others + 1).fill(['FOOD_AND_DRINK_GROCERIES', 'user']),
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
