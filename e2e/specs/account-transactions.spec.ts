import { describe, expect, it } from 'vitest';
import type { AccountResponse } from '@tourniquet/domain/contracts';
import { formatDate, formatUsd, pfcDetailedLabel, truncate } from '@tourniquet/domain';
import { saveScreenshot } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { dismissToast, expectToast, pathname } from '../support/pages.ts';
import { expectAccessible, titleOf, useScreenBrowser } from '../support/screen-session.ts';
import {
  accountsOf,
  linkBankAndSync,
  listTransactions,
  payeeOf,
  recurringItems,
  signInFreshUser,
  tableRows,
} from '../support/transactions.ts';

// Account transactions (/account-transactions/:accountId?) against the simulator's household as of the
// pinned today (2026-11-21): the Transaction History table, the Edit Transaction dialog, Refresh, the
// read-only recurring pattern view and the access rules. Each test signs up its own user.

const screen = useScreenBrowser();
const LONG_DESCRIPTION = 'Team offsite: train tickets to Sacramento';
const RENAMED = 'Sam’s Travel Desk';
const COLUMNS = ['Date', 'Paid In/Paid Out', 'Payee/Payor', 'Description', 'Category', 'Amount'];

describe('account transactions', () => {
  it('lists an account’s transactions, edits one (kept after reload) and refreshes', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    await linkBankAndSync(page);
    // The account holding the newest pending row, so the first page shows a Pending badge.
    const [pending] = (await listTransactions(page, 'limit=200')).transactions.filter((t) => t.pending);
    expect(pending).toBeDefined();
    const account = (await accountsOf(page)).find((a) => a.id === pending!.accountId)!;

    // From /linked-accounts, the account's name leads here.
    await page.goto('/linked-accounts');
    await page.getByRole('listitem', { name: account.accountName, exact: true }).getByRole('link').click();
    await page.waitForURL(`**/account-transactions/${account.id}`);
    await page.getByRole('heading', { name: account.accountName, level: 2 }).waitFor();
    expect(await page.title()).toBe(titleOf('Account Transactions'));
    expect(await page.getByText('Current balance').isVisible()).toBe(true);
    await tableRows(page).nth(1).waitFor();
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(COLUMNS);

    const rows = (await listTransactions(page, `accountIds=${account.id}&limit=50`)).transactions;
    expect(await tableRows(page).count()).toBe(rows.length + 1); // + the header row
    const pendingRow = tableRows(page).filter({ hasText: 'Pending' }).first();
    expect(await pendingRow.innerText()).toContain(formatDate(pending!.date));
    await expectAccessible(page);
    await page.mouse.move(0, 0); // no hover left over from the click that opened the screen
    await saveScreenshot(page, 'account-transactions');

    // Edit a posted expense: amount and category; the sign stays money out. It has a payee of its own: without
    // one the row is named by its description, which this edit changes.
    const target = rows.find((t) => !t.pending && t.amountCents > 0 && t.merchantName)!;
    expect(target, 'a posted expense with a payee on the first page').toBeDefined();
    const editName = `Edit transaction: ${payeeOf(target)}, ${formatDate(target.date)}, ${formatUsd(-target.amountCents)}`;
    const editButton = page.getByRole('button', { name: editName, exact: true });
    const dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
    // Keyboard: Enter opens the dialog, Escape closes it and focus returns to the row.
    await editButton.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(editName);
    await editButton.click();
    await dialog.waitFor();
    for (const label of ['Date', 'Account', 'Payee/Payor', 'Description', 'Category', 'Amount'])
      expect(await dialog.getByLabel(label, { exact: true }).isVisible(), label).toBe(true);
    expect(await dialog.getByLabel('Amount').getAttribute('step')).toBe('0.01');
    await dialog.getByLabel('Amount').fill('12.345');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter an amount like 12.34 (at most 2 decimals)').waitFor();
    await expectAccessible(page);
    await dialog.getByLabel('Amount').fill('123.45');
    // Issue 36: one picker of PFC categories at phone width, opening on the row's own category; the legacy
    // words (Shops, Recreation, Service, Community) are never offered.
    const picker = dialog.getByRole('combobox', { name: 'Category', exact: true });
    expect(await picker.inputValue()).toBe(pfcDetailedLabel(target.personalCategory!.detailed));
    await picker.click();
    const listbox = dialog.getByRole('listbox', { name: 'Every category' });
    await listbox.getByRole('option', { selected: true }).waitFor();
    expect(await listbox.getByRole('option', { selected: true }).innerText()).toBe(await picker.inputValue());
    const offered = await listbox.getByRole('option').allInnerTexts();
    for (const legacy of ['Shops', 'Recreation', 'Service', 'Community'])
      expect(offered).not.toContain(legacy);
    for (const label of offered) expect(label, label).not.toMatch(/_|^[a-z]/);
    await saveScreenshot(page, 'account-transactions-edit-picker-open', { viewport: true });
    await picker.fill('flig');
    await listbox.getByRole('option', { name: 'Flights', exact: true }).waitFor();
    expect((await picker.boundingBox())!.width).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await saveScreenshot(page, 'account-transactions-edit-picker', { viewport: true });
    await picker.press('Enter');
    expect(await picker.inputValue()).toBe('Flights');
    // The user's words win: the payee they write is the name the list shows.
    await dialog.getByLabel('Payee/Payor').fill(RENAMED);
    await dialog.getByLabel('Description').fill(LONG_DESCRIPTION);
    await saveScreenshot(page, 'account-transactions-edit-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', 'Transaction updated successfully!');
    // When the payee has other rows in another category, the dialog then offers to file them the same way
    // (issue 22); this test keeps to the one row.
    const notNow = dialog.getByRole('button', { name: 'Not Now' });
    await expect.poll(async () => (await dialog.count()) === 0 || (await notNow.isVisible())).toBe(true);
    if (await notNow.isVisible()) await notNow.click();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    const [saved] = (await listTransactions(page, `transactionIds=${target.id}`)).transactions;
    expect(saved!.displayMerchant).toBe(RENAMED);
    expect(saved!.personalCategory).toEqual({ primary: 'TRAVEL', detailed: 'TRAVEL_FLIGHTS' });
    const edited = `Edit transaction: ${RENAMED}, ${formatDate(target.date)}, -$123.45`;
    const editedRow = tableRows(page).filter({
      has: page.getByRole('button', { name: edited, exact: true }),
    });
    await editedRow.waitFor();
    expect(await editedRow.innerText()).toContain('Flights');
    expect(await editedRow.innerText()).toContain(RENAMED);
    // Cut at 30 characters with an ellipsis; the whole text stays in the tooltip and for screen readers.
    const cut = editedRow.getByText(truncate(LONG_DESCRIPTION), { exact: true });
    expect(truncate(LONG_DESCRIPTION)).toBe('Team offsite: train tickets to…');
    expect(await cut.isVisible()).toBe(true);
    expect(await editedRow.getByTitle(LONG_DESCRIPTION).count()).toBe(1);
    expect(await editedRow.locator('.sr-only', { hasText: LONG_DESCRIPTION }).count()).toBe(1);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectToast(page, 'Success', 'Transactions refreshed successfully!');
    await dismissToast(page);
    await page.getByRole('link', { name: 'Back to Linked Accounts' }).click();
    await page.waitForURL('**/linked-accounts');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows a recurring pattern read-only, broadens by merchant words, and says when nothing is found', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    await linkBankAndSync(page);
    const netflix = (await recurringItems(page)).find((item) => item.merchantName === 'Netflix')!;
    const ids = netflix.transactionIds.join(',');

    await page.goto(`/account-transactions?transactionIds=${ids}&merchant=Netflix`);
    await page.getByRole('heading', { name: 'Read-only recurring pattern view' }).waitFor();
    await tableRows(page).nth(1).waitFor();
    expect(await tableRows(page).count()).toBe(netflix.transactionIds.length + 1);
    expect(await page.getByRole('button', { name: /^Edit transaction/ }).count()).toBe(0);
    await tableRows(page).nth(1).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectAccessible(page);
    await saveScreenshot(page, 'account-transactions-recurring');

    // Ids the database does not hold: the merchant's words (longer than 2 characters) are searched instead.
    await page.goto('/account-transactions?transactionIds=gone-1,gone-2&merchant=Netflix%20Inc');
    await page.getByText(/this lists transactions matching “Netflix”/).waitFor();
    await tableRows(page).nth(1).waitFor();
    expect(await page.getByRole('button', { name: /^Edit transaction/ }).count()).toBe(0);

    await page.goto('/account-transactions?transactionIds=gone-1&merchant=Zzyzx%20Qx');
    await expectToast(page, 'No Transactions Found', "We couldn't find transactions for Zzyzx Qx.");
    expect(await page.getByText('No transactions found', { exact: true }).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('lists every account’s transactions when no account is named', async () => {
    const { page, context } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    await page.goto('/account-transactions');
    await page.getByRole('heading', { name: 'Account Transactions', level: 1 }).waitFor();
    await page.getByText('No transactions found', { exact: true }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('sends another user’s or an unknown account back to /linked-accounts with a toast', async () => {
    const owner = await screen.open('/');
    await signInFreshUser(owner.page, screen.baseUrl);
    const created = await owner.page.request.post('/api/accounts/manual', {
      data: { name: 'Piggy bank', type: 'asset' },
      // Writes must name a trusted page; a browser's own fetch would send this itself.
      headers: { Origin: screen.baseUrl },
    });
    const ownerAccountId = ((await created.json()) as AccountResponse).account.id;
    await owner.context.close();

    const { page, context } = await newPage(screen.browser(), screen.baseUrl);
    await signInFreshUser(page, screen.baseUrl);
    for (const id of [ownerAccountId, 'no-such-account']) {
      await page.goto(`/account-transactions/${id}`);
      await expectToast(page, 'Error', 'Account not found or access denied.');
      await page.waitForURL('**/linked-accounts');
      expect(await page.getByText('Piggy bank').count()).toBe(0);
    }
    await context.close();
  });

  it('sends a signed-out visitor to /signin', async () => {
    const { page, context } = await screen.open('/account-transactions/some-account');
    await page.waitForURL('**/signin');
    expect(pathname(page)).toBe('/signin');
    await context.close();
  });
});
