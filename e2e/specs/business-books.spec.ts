import { formatDate, formatUsd, type TransactionDto, type TransactionPage } from '@tourniquet/domain';
import { describe, expect, it } from 'vitest';
import type { ProfitAndLoss, ScheduleC } from '@tourniquet/domain/contracts';
import type { Page } from 'playwright-core';
import { pdfPages } from '@tourniquet/server/testing/pdf-text';
import { saveScreenshot } from '../support/axe.ts';
import { expectAccessible, titleOf, useScreenBrowser } from '../support/screen-session.ts';
import { accountsOf, linkBankAndSync, payeeOf, signInFreshUser } from '../support/transactions.ts';

// Business Books (issue 24): a personal card row marked business, with a business category, through Edit
// Transaction's own control, shows in the books and in the Schedule C PDF, whose text carries the API's totals.

const screen = useScreenBrowser();
const BOOKS = 'year=2026&accounts=business';

async function scheduleC(page: Page): Promise<ScheduleC> {
  return (await (await page.request.get(`/api/business/schedule-c?${BOOKS}`)).json()) as ScheduleC;
}
const officeLine = (c: ScheduleC) => c.lines.find((l) => l.line === '18');

describe('Business Books', () => {
  it('counts a card row marked business in Edit Transaction, on screen and in the Schedule C PDF', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    await linkBankAndSync(page);
    const card = (await accountsOf(page)).find((a) => a.accountType === 'credit')!;
    expect(card).toBeDefined();
    const list = await page.request.get(
      `/api/transactions?accountIds=${card.id}&from=2026-01-01&type=expense&limit=50`,
    );
    // A posted personal purchase on the card: the row the user says was for the business.
    const row = ((await list.json()) as TransactionPage).transactions.find(
      (t) => !t.pending && t.businessUse === 'personal' && t.splits === null,
    ) as TransactionDto;
    expect(row, 'a posted personal card purchase').toBeDefined();
    const before = await scheduleC(page);

    // All Transactions, the card's rows; the row opens Edit Transaction.
    await page.goto('/transactions');
    await page.getByRole('combobox', { name: 'Account', exact: true }).selectOption(card.id);
    const editName = `Edit transaction: ${payeeOf(row)}, ${formatDate(row.date)}, ${formatUsd(-row.amountCents)}`;
    await page.getByRole('button', { name: editName, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
    const use = dialog.getByRole('radiogroup', { name: 'Business or personal' });
    expect(await use.getByRole('radio', { name: 'personal' }).getAttribute('aria-checked')).toBe('true');
    await use.getByRole('radio', { name: 'business' }).click();
    await expect
      .poll(() => use.getByRole('radio', { name: 'business' }).getAttribute('aria-checked'))
      .toBe('true');
    const category = dialog.getByLabel('Business category');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/transactions/${row.id}`) && r.request().method() === 'PATCH',
    );
    await category.selectOption('office_supplies');
    expect((await saved).ok()).toBe(true);
    expect(await category.inputValue()).toBe('office_supplies');
    // The fields are disabled (and dimmed) until the save's answer is rendered: check them once enabled.
    await expect.poll(() => category.isEnabled()).toBe(true);
    await expectAccessible(page);
    // The business fields close the dialog's scrolling form; axe's checks may have scrolled it away.
    await category.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'edit-transaction-business', { viewport: true });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The row now carries the user's choice, and Schedule C's office line grew by exactly its amount.
    const stored = (await (
      await page.request.get(`/api/transactions?transactionIds=${row.id}`)
    ).json()) as TransactionPage;
    expect(stored.transactions[0]).toMatchObject({
      businessUse: 'business',
      businessCategory: 'office_supplies',
    });
    const c = await scheduleC(page);
    expect(officeLine(c)!.amountCents).toBe((officeLine(before)?.amountCents ?? 0) + row.amountCents);
    expect(c.totalExpensesCents).toBe(before.totalExpensesCents + row.amountCents);

    // Business Books from the dashboard: Office Supplies in the expenses, at the API's figure, and its
    // drill-down lists the row.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /Business Books/ }).click();
    await page.waitForURL('**/business-books?period=this_year&accounts=business');
    await page.getByRole('heading', { name: 'Business Books', level: 1 }).waitFor();
    expect(await page.title()).toBe(titleOf('Business Books'));
    const pl = (await (
      await page.request.get('/api/business/profit-and-loss?period=this_year&accounts=business')
    ).json()) as ProfitAndLoss;
    const office = pl.expenses.find((e) => e.category === 'office_supplies')!;
    expect(office.cents).toBeGreaterThanOrEqual(row.amountCents);
    const officeButton = page
      .getByRole('list', { name: 'Expenses' })
      .getByRole('button', { name: `Office Supplies ${formatUsd(office.cents)}` });
    await officeButton.click();
    await page.getByRole('button', { name: editName, exact: true }).waitFor();
    await page.mouse.move(0, 0);
    await expectAccessible(page);
    await saveScreenshot(page, 'business-books');

    // Issue 35: a card payment marked business is not profit or loss. The P&L lists it apart, and the
    // screen shows under the P&L each item the API lists, with why, in plain words; beside the net, the
    // meals rule.
    const moved = await page.request.get(
      `/api/transactions?accountIds=${card.id}&from=2026-01-01&flow=moved&limit=50`,
    );
    const payment = ((await moved.json()) as TransactionPage).transactions.find((t) => !t.pending);
    expect(payment, 'a card payment or transfer on the card').toBeDefined();
    const marked = await page.request.patch(`/api/transactions/${payment!.id}`, {
      data: { businessUse: 'business' },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(marked.ok(), await marked.text()).toBe(true);
    const after = (await (
      await page.request.get('/api/business/profit-and-loss?period=this_year&accounts=business')
    ).json()) as ProfitAndLoss;
    expect(after.expenseCents).toBe(pl.expenseCents);
    expect(after.notInProfitAndLoss.length).toBeGreaterThan(0);
    await page.reload();
    const apart = page.getByRole('list', { name: 'Not profit or loss' });
    await apart.waitFor();
    const shown = await apart.getByRole('listitem').allTextContents();
    expect(shown).toEqual(
      after.notInProfitAndLoss.map(
        (n) => `${n.label}${formatUsd(Math.abs(n.cents))} ${n.cents < 0 ? 'in' : 'out'}${n.why}`,
      ),
    );
    expect(shown.join(' ')).not.toMatch(/_/);
    await page.getByText(after.netNote, { exact: true }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await apart.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await saveScreenshot(page, 'business-books-not-profit-or-loss', { viewport: true });

    // The Schedule C PDF prints the API's totals and the office line, to the cent.
    const pdf = await page.request.get(`/api/business/schedule-c.pdf?${BOOKS}`);
    expect(pdf.ok()).toBe(true);
    const text = (await pdfPages(new Uint8Array(await pdf.body()))).join('\n');
    expect(text).toContain('A summary for your preparer, not tax advice.');
    expect(text).toContain(`Gross receipts ${formatUsd(c.grossReceiptsCents)}`);
    expect(text).toContain(`Total expenses ${formatUsd(c.totalExpensesCents)}`);
    expect(text).toContain(`Net profit ${formatUsd(c.netProfitCents)}`);
    const line = officeLine(c)!;
    expect(text).toContain(
      `18 Office expense ${formatUsd(line.amountCents)} ${formatUsd(line.deductibleCents)}`,
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 240_000);
});
