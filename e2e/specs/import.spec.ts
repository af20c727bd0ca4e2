import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/axe.ts';
import { dismissToast, expectToast } from '../support/pages.ts';
import { expectAccessible, useScreenBrowser } from '../support/screen-session.ts';
import { signUpVerifiedUser } from '../support/users.ts';

// Importing a statement through the dialog, against the server's today pinned to 2026-11-21: a manual
// account created in the dialog, a CSV whose dates read both month first and day first (the user must
// choose), the preview, the upload, the rows in Transaction History and in My Spending Analysis, the same
// file again (all duplicates), then Undo import and everything gone.

const screen = useScreenBrowser();

// Month first these are Nov 2-9 2026, inside the report's default 30 days; day first they would be
// Feb-Sep 2026, outside it. "11/31/2026" reads in neither format: that line is rejected, the rest goes in.
const STATEMENT = [
  'Date,Description,Amount',
  '11/02/2026,CORNER GROCERY #12,-84.12',
  '11/03/2026,CITY WATER UTILITY,-45.00',
  '11/05/2026,ACME CORP PAYROLL,1500.00',
  '11/09/2026,IRONWORKS GYM MEMBERSHIP,-39.99',
  '11/31/2026,BAD DATE ROW,-1.00',
].join('\r\n');
const FILE = { name: 'credit-union.csv', mimeType: 'text/csv', buffer: Buffer.from(STATEMENT) };

const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import transactions' });

async function spendingTotals(page: Page) {
  await page.goto('/my-spending-analysis');
  await page.getByRole('heading', { name: 'My Spending Analysis', level: 1 }).waitFor();
  const spending = page.getByTestId('spending-total');
  await spending.waitFor();
  return {
    spending: await spending.innerText(),
    earnings: await page.getByTestId('earnings-total').innerText(),
  };
}

/** Chooses the file, answers the date question and checks the preview; leaves the dialog on the preview. */
async function previewStatement(page: Page, dialog: Locator) {
  await dialog.locator('input[type=file]').setInputFiles(FILE);
  await dialog.getByRole('heading', { name: 'Check the preview' }).waitFor();
  const dates = dialog.getByRole('group', { name: 'How should the dates be read?' });
  await dates.getByText('11/02/2026 is November 2 or February 11?').waitFor();
  const importButton = dialog.getByRole('button', { name: 'Import 4 Transactions' });
  expect(await importButton.isDisabled()).toBe(true);
  await dates.getByRole('radio', { name: /11\/02\/2026 is November 2, 2026/ }).check();
  await expect.poll(() => importButton.isEnabled()).toBe(true);
  return importButton;
}

describe('statement import', () => {
  it('creates an account, previews and imports a CSV, shows it everywhere, skips it again, and undoes it', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signUpVerifiedUser(page, screen.baseUrl);
    await page.goto('/linked-accounts');
    await page.getByRole('heading', { name: 'No Accounts Connected' }).waitFor();

    // A new manual account from the import dialog (the user has none, so the dialog starts there).
    await page.getByRole('button', { name: 'Import a Statement' }).click();
    const dialog = importDialog(page);
    await dialog.getByRole('heading', { name: 'Which account is this statement from?' }).waitFor();
    await saveScreenshot(page, 'import-new-account');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Enter a name for the account.').waitFor();
    await dialog.getByLabel('Account name').fill('Credit Union Checking');
    await dialog.getByLabel('Kind of account').selectOption({ label: 'Checking' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Choose the file' }).waitFor();
    await dialog.getByText('Into a new account: Credit Union Checking').waitFor();
    await expectAccessible(page);
    await saveScreenshot(page, 'import-choose-file');

    // The preview: detected columns, the date question, the bank's sign convention, rows, rejected line.
    const importButton = await previewStatement(page, dialog);
    expect(await dialog.getByLabel('Date', { exact: true }).inputValue()).toBe('0');
    expect(await dialog.getByLabel('Description').inputValue()).toBe('1');
    expect(await dialog.getByLabel('Amount', { exact: true }).inputValue()).toBe('2');
    expect(
      await dialog.getByRole('radio', { name: 'Negative amounts are money out (most banks)' }).isChecked(),
    ).toBe(true);
    await dialog.getByText('Header row found on line 1.').waitFor();
    const table = dialog.getByRole('table', { name: '4 transactions' });
    expect(await table.getByRole('row').count()).toBe(5); // + the header row
    const payroll = table.getByRole('row').filter({ hasText: 'ACME CORP PAYROLL' });
    expect(await payroll.innerText()).toMatch(/Nov 5, 2026[\s\S]*\+\$1,500\.00[\s\S]*Money in/);
    const grocery = table.getByRole('row').filter({ hasText: 'CORNER GROCERY' });
    expect(await grocery.innerText()).toMatch(/-\$84\.12[\s\S]*Money out/);
    await dialog.getByText('Line 6: "11/31/2026" is not a date in MM/DD/YYYY format').waitFor();
    await expectAccessible(page);
    await saveScreenshot(page, 'import-preview');
    await dialog.locator('.overflow-y-auto').evaluate((body) => body.scrollTo(0, body.scrollHeight));
    await saveScreenshot(page, 'import-preview-settings');

    // Switching the sign convention re-runs the preview; switching back restores it.
    await dialog.getByRole('radio', { name: /Positive amounts are money out/ }).check();
    await expect.poll(() => payroll.innerText()).toMatch(/-\$1,500\.00[\s\S]*Money out/);
    await dialog.getByRole('radio', { name: 'Negative amounts are money out (most banks)' }).check();
    await expect.poll(() => payroll.innerText()).toMatch(/\+\$1,500\.00/);

    // The upload shows a progress bar (the answer is held back a moment so it can be seen).
    const isImport = (url: URL) => url.pathname.endsWith('/import') && !url.searchParams.has('preview');
    await page.route(isImport, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await importButton.click();
    const progress = dialog.getByRole('progressbar');
    await progress.waitFor();
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    await saveScreenshot(page, 'import-progress');
    await dialog.getByText('4 transactions imported, 0 skipped as duplicates', { exact: true }).waitFor();
    await dialog.getByText('Line 6: "11/31/2026" is not a date in MM/DD/YYYY format').waitFor();
    await page.unroute(isImport);
    await expectAccessible(page);
    await saveScreenshot(page, 'import-result');

    // The rows in Transaction History, and in the report.
    await dialog.getByRole('link', { name: 'View Transactions' }).click();
    await page.waitForURL('**/account-transactions/manual_*');
    const history = page.getByRole('table', { name: 'Recent Transactions' });
    for (const text of [
      'CORNER GROCERY #12',
      'CITY WATER UTILITY',
      'ACME CORP PAYROLL',
      'IRONWORKS GYM MEMBERSHIP',
    ]) {
      // The bank's text, exactly (the clean name above it reads "City Water Utility").
      await history.getByText(text, { exact: true }).waitFor();
    }
    await page.getByRole('heading', { name: 'Recent imports' }).waitFor();
    await saveScreenshot(page, 'import-account-transactions');
    const accountUrl = page.url();
    expect(await spendingTotals(page)).toEqual({ spending: '$169.11', earnings: '$1,500.00' });

    // The same file again, from the account's own screen: the preview says nothing is new, and offers no
    // import of rows the account already holds.
    await page.goto(accountUrl);
    await page.getByRole('button', { name: 'Import Transactions' }).click();
    await dialog.locator('input[type=file]').setInputFiles(FILE);
    await dialog.getByRole('heading', { name: 'Check the preview' }).waitFor();
    await dialog
      .getByRole('group', { name: 'How should the dates be read?' })
      .getByRole('radio', { name: /11\/02\/2026 is November 2, 2026/ })
      .check();
    await dialog
      .getByText('All 4 transactions are already in this account: there is nothing new to import.', {
        exact: true,
      })
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Undo import from the Recent imports list on Linked Accounts.
    await page.goto('/linked-accounts');
    const recent = page.getByRole('region', { name: 'Recent imports' });
    const undo = recent.getByRole('button', { name: 'Undo import of credit-union.csv' });
    // The one import that added the rows can be undone.
    await expect.poll(() => undo.count()).toBe(1);
    await undo.click();
    const confirm = page.getByRole('dialog', { name: 'Undo this import?' });
    await confirm
      .getByText(/The 4 transactions imported from credit-union\.csv into Credit Union Checking/)
      .waitFor();
    await saveScreenshot(page, 'import-undo-confirm');
    await confirm.getByRole('button', { name: 'Undo Import' }).click();
    await expectToast(page, 'Import undone', '4 transactions removed.');
    await dismissToast(page);
    await recent.getByText('Undone').waitFor();
    await saveScreenshot(page, 'import-recent-imports');

    await page.goto(accountUrl);
    await page.getByText('No transactions found').waitFor();
    expect(await page.getByText('CORNER GROCERY #12').count()).toBe(0);
    expect(await spendingTotals(page)).toEqual({ spending: '$0.00', earnings: '$0.00' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
