import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/axe.ts';
import { expectAccessible, useScreenBrowser } from '../support/screen-session.ts';
import { signUpVerifiedUser } from '../support/users.ts';

// A new user with no bank link imports a credit card's OFX statement into a new account, on a phone (390 px):
// leaving the dialog first (before and after the preview) leaves no account behind; the import then makes a
// credit card, placed with the credit cards, carrying the statement's balance ($1,234.56 owed on Nov 7, as
// LEDGERBAL says), and net worth goes down by exactly that; the user can then correct the balance.

const screen = useScreenBrowser();

const CARD_OFX = `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>4111222233334444</CCACCTFROM>
<BANKTRANLIST><DTSTART>20261001<DTEND>20261107
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261103<TRNAMT>-45.10<FITID>c1<NAME>CORNER GROCERY</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261104<TRNAMT>200.00<FITID>c2<NAME>PAYMENT THANK YOU</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261107<TRNAMT>-10.00<FITID>c3<NAME>BLUE BOTTLE COFFEE</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL><BALAMT>-1234.56<DTASOF>20261107120000</LEDGERBAL>
</CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>
`;
const FILE = { name: 'visa-november.ofx', mimeType: 'application/x-ofx', buffer: Buffer.from(CARD_OFX) };

// One download, two accounts: a checking account ($2,040.75 on Nov 5) and a card ($310.40 owed on Nov 5).
const TWO_ACCOUNTS_OFX = `<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>9<ACCTID>CHK-55301<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261102<TRNAMT>-60.00<FITID>k1<NAME>UTILITY CO</STMTTRN></BANKTRANLIST>
<LEDGERBAL><BALAMT>2040.75<DTASOF>20261105</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1>
<CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>2<CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>VISA-90417</CCACCTFROM>
<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261103<TRNAMT>-25.00<FITID>v1<NAME>BOOKSHOP</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261104<TRNAMT>-12.00<FITID>v2<NAME>CINEMA</STMTTRN></BANKTRANLIST>
<LEDGERBAL><BALAMT>-310.40<DTASOF>20261105</LEDGERBAL></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>
`;
const TWO = {
  name: 'bank-download.ofx',
  mimeType: 'application/x-ofx',
  buffer: Buffer.from(TWO_ACCOUNTS_OFX),
};

// Issue 42: a card CSV as Chase writes it states no balance at all.
const CHASE_CSV = [
  'Transaction Date,Post Date,Description,Category,Type,Amount,Memo',
  '11/13/2026,11/14/2026,CORNER GROCERY,Groceries,Sale,-45.10,',
  '11/17/2026,11/18/2026,BLUE BOTTLE COFFEE,Food & Drink,Sale,-10.00,',
].join('\n');
const CHASE = { name: 'chase-november.csv', mimeType: 'text/csv', buffer: Buffer.from(CHASE_CSV) };
// The same statement downloaded again a few days later: one row it did not hold before, dated before the
// balance the test gives, so the figures below stay the balance's.
const CHASE_AGAIN = {
  name: 'chase-november-2.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${CHASE_CSV}\n11/10/2026,11/11/2026,CITY PARKING,Travel,Sale,-8.25,`),
};

const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import transactions' });

const apiJson = (page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url, { headers: { Accept: 'application/json' } })).json(), path);

const accountCount = async (page: Page) =>
  ((await apiJson(page, '/api/accounts')) as { accounts: unknown[] }).accounts.length;
const netWorthCents = async (page: Page) =>
  ((await apiJson(page, '/api/reports/summary')) as { situation: { netWorthCents: number } }).situation
    .netWorthCents;

async function startNewAccount(page: Page, name = 'Visa Card') {
  await page.getByRole('button', { name: 'Import a Statement' }).click();
  const dialog = importDialog(page);
  await dialog.getByRole('heading', { name: 'Which account is this statement from?' }).waitFor();
  await dialog.getByLabel('Account name').fill(name);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('heading', { name: 'Choose the file' }).waitFor();
  return dialog;
}

describe('importing a card statement into a new account', () => {
  it('leaves nothing behind when abandoned, then makes a credit card with the statement balance', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signUpVerifiedUser(page, screen.baseUrl);
    await page.goto('/linked-accounts');
    await page.getByRole('heading', { name: 'No Accounts Connected' }).waitFor();
    const before = await netWorthCents(page);

    // Abandoned after Continue, and again after the preview: no account either time.
    let dialog = await startNewAccount(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await accountCount(page)).toBe(0);
    dialog = await startNewAccount(page);
    await dialog.locator('input[type=file]').setInputFiles(FILE);
    await dialog.getByRole('heading', { name: 'Check the preview' }).waitFor();
    await dialog.getByText('(this is a credit card statement)').waitFor();
    await dialog.getByText('$1,234.56 owed').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await accountCount(page)).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'No Accounts Connected' }).waitFor();

    // The import itself.
    dialog = await startNewAccount(page);
    await dialog.locator('input[type=file]').setInputFiles(FILE);
    await dialog.getByRole('heading', { name: 'Check the preview' }).waitFor();
    await dialog
      .getByText('New account: Visa Card · Credit card (this is a credit card statement)')
      .waitFor();
    await saveScreenshot(page, 'import-card-preview');
    await dialog.getByRole('button', { name: 'Import 3 Transactions' }).click();
    await dialog.getByText('3 transactions imported, 0 skipped as duplicates', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    const cards = page.getByRole('button', { name: /Linked Credit Cards/ });
    await cards.waitFor();
    const list = page.locator(`[id="${await cards.getAttribute('aria-controls')}"]`);
    const card = list.getByRole('listitem', { name: 'Visa Card' });
    expect(await card.getByTestId('account-balance').innerText()).toBe('$1,234.56');
    expect(await card.getByTestId('balance-as-of').innerText()).toBe('as of Nov 7, 2026');
    expect(await page.getByRole('button', { name: /Other Debts and Obligations/ }).count()).toBe(0);
    await expectAccessible(page);
    await saveScreenshot(page, 'import-card-accounts');

    expect(await netWorthCents(page)).toBe(before - 123456);

    // The user corrects it: $900.00 owed today.
    await card.getByRole('button', { name: 'Update balance of Visa Card' }).click();
    const balanceDialog = page.getByRole('dialog', { name: 'Update balance' });
    await balanceDialog.getByLabel('Amount owed ($)').fill('900.00');
    await expectAccessible(page);
    await balanceDialog.getByRole('button', { name: 'Save Balance' }).click();
    await balanceDialog.waitFor({ state: 'detached' });
    await expect.poll(() => card.getByTestId('account-balance').innerText()).toBe('$900.00');
    expect(await card.getByTestId('balance-as-of').innerText()).toBe('as of Nov 21, 2026');
    expect(await netWorthCents(page)).toBe(before - 90000);
    await page.goto('/my-money-situation');
    await page.getByTestId('net-worth').getByText('-$900.00').waitFor();
    await page.getByText('Manual Entry · as of Nov 21, 2026').waitFor();
    expect(await accountCount(page)).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('asks for the balance a card CSV does not state, and says "balance missing" wherever net worth shows until then', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signUpVerifiedUser(page, screen.baseUrl);
    await page.goto('/linked-accounts');
    await page.getByRole('heading', { name: 'No Accounts Connected' }).waitFor();

    let dialog = await startNewAccount(page, 'Chase Card');
    await dialog.locator('input[type=file]').setInputFiles(CHASE);
    await dialog.getByRole('heading', { name: 'Check the preview' }).waitFor();
    await dialog.getByRole('button', { name: 'Import 2 Transactions' }).click();
    await dialog.getByText('2 transactions imported, 0 skipped as duplicates', { exact: true }).waitFor();
    // The file stated no balance: the result asks for it.
    const ask = dialog.getByRole('form', { name: "Add the statement's balance" });
    await ask.waitFor();
    expect(await ask.innerText()).toContain(
      "This file does not state the account's balance, so net worth shows it as balance missing.",
    );
    await ask.getByLabel('Amount owed ($)').waitFor();
    await expectAccessible(page);
    await saveScreenshot(page, 'import-card-balance-prompt');
    // Left for later: every net-worth figure says the balance is missing, none reads it as $0.
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('listitem', { name: 'Chase Card' });
    expect(await card.getByTestId('account-balance').innerText()).toBe('Balance missing');
    const summary = (await apiJson(page, '/api/reports/summary')) as {
      situation: { missingBalances: { name: string }[] };
    };
    expect(summary.situation.missingBalances.map((a) => a.name)).toEqual(['Chase Card']);

    await page.goto('/my-money-situation');
    const note = page.getByRole('note', { name: 'Balance missing' });
    await note.waitFor();
    expect(await note.innerText()).toContain(
      'Balance missing: Chase Card. Net worth leaves it out until you add its balance.',
    );
    expect(await page.locator('[data-testid="situation-balance"]').first().innerText()).toBe(
      'Balance missing',
    );
    await expectAccessible(page);
    await saveScreenshot(page, 'my-money-situation-balance-missing');
    await page.goto('/financial-status');
    await page.getByRole('note', { name: 'Balance missing' }).waitFor();
    await page.goto('/dashboard');
    await page.getByTestId('glance-balance-missing').waitFor();
    expect(await page.getByTestId('glance-balance-missing').innerText()).toBe(
      'balance missing for 1 account',
    );

    // The statement again with one new row: the balance is asked for once more; given, it counts.
    await page.goto('/linked-accounts');
    await card.waitFor();
    await page.getByRole('button', { name: 'Import a Statement' }).click();
    dialog = importDialog(page);
    await dialog.getByRole('heading', { name: 'Which account is this statement from?' }).waitFor();
    await dialog.getByRole('radio', { name: 'An account I already have' }).check();
    await dialog.getByLabel('Account', { exact: true }).selectOption({ label: 'Chase Card · Manual Entry' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Choose the file' }).waitFor();
    await dialog.locator('input[type=file]').setInputFiles(CHASE_AGAIN);
    await dialog.getByTestId('already-imported').waitFor();
    await dialog.getByRole('button', { name: 'Import 1 Transaction' }).click();
    await dialog.getByText('1 transaction imported, 2 skipped as duplicates', { exact: true }).waitFor();
    const again = dialog.getByRole('form', { name: "Add the statement's balance" });
    await again.getByLabel('Amount owed ($)').fill('1,234.56');
    await again.getByLabel('Statement date').fill('2026-11-18');
    await again.getByRole('button', { name: 'Save Balance' }).click();
    await dialog.getByText('Balance saved: $1,234.56 owed on Nov 18, 2026.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => card.getByTestId('account-balance').innerText()).toBe('$1,234.56');
    expect(await netWorthCents(page)).toBe(-123456);
    await page.goto('/my-money-situation');
    await page.getByTestId('net-worth').getByText('-$1,234.56').waitFor();
    expect(await page.getByRole('note', { name: 'Balance missing' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sends each account of a multi-account file to its own new account in one import, each with its balance', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signUpVerifiedUser(page, screen.baseUrl);
    await page.goto('/linked-accounts');
    await page.getByRole('heading', { name: 'No Accounts Connected' }).waitFor();
    const before = await netWorthCents(page);

    // Abandoned at the preview: no account.
    let dialog = await startNewAccount(page, 'Everyday');
    await dialog.locator('input[type=file]').setInputFiles(TWO);
    await dialog.getByRole('heading', { name: 'This file holds 2 accounts' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await accountCount(page)).toBe(0);

    dialog = await startNewAccount(page, 'Everyday');
    await dialog.locator('input[type=file]').setInputFiles(TWO);
    await dialog.getByRole('heading', { name: 'This file holds 2 accounts' }).waitFor();
    const checkingRoute = dialog.getByLabel(/Checking · ending 5301/);
    const cardRoute = dialog.getByLabel(/Credit card · ending 0417/);
    expect(await checkingRoute.inputValue()).toBe('draft');
    expect(await cardRoute.inputValue()).toBe('new');
    await expectAccessible(page);
    await saveScreenshot(page, 'import-two-accounts-preview');
    // Skipping the card leaves 1 transaction to import; sending it to a new account again makes 3.
    await cardRoute.selectOption('skip');
    await dialog.getByRole('button', { name: 'Import 1 Transaction' }).waitFor();
    await cardRoute.selectOption('new');
    await dialog.getByRole('button', { name: 'Import 3 Transactions' }).click();
    await dialog.getByText('3 transactions imported into 2 accounts').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect(await accountCount(page)).toBe(2);
    const cards = page.getByRole('button', { name: /Linked Credit Cards/ });
    await cards.waitFor();
    const list = page.locator(`[id="${await cards.getAttribute('aria-controls')}"]`);
    const card = list.getByRole('listitem', { name: 'Credit card · ending 0417' });
    expect(await card.getByTestId('account-balance').innerText()).toBe('$310.40');
    expect(await netWorthCents(page)).toBe(before + 204075 - 31040);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
