import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TransactionDto, TransactionPage } from '@tourniquet/domain';
import type { AccountsResponse } from '@tourniquet/domain/contracts';
import { mailedLink, VERIFY_SUBJECT } from './mailbox.ts';
import { completePlaidLink, openPlaidLink } from './plaid-link.ts';
import { STRONG_PASSWORD, uniqueEmail } from './users.ts';

/** Signs a brand-new, verified user in within this page's browser context (API sign-up + e-mailed link). */
export async function signInFreshUser(page: Page, baseUrl: string) {
  const email = uniqueEmail('transactions');
  const signUp = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { email, password: STRONG_PASSWORD, name: email, callbackURL: '/onboarding' },
    headers: { Origin: baseUrl },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  expect((await page.request.get(await mailedLink(baseUrl, email, VERIFY_SUBJECT))).ok()).toBe(true);
}

/** Links the sandbox bank from /linked-accounts through Link, then waits for the first sync's rows. */
export async function linkBankAndSync(page: Page) {
  await page.goto('/linked-accounts');
  await openPlaidLink(page);
  await completePlaidLink(page);
  await page
    .getByRole('dialog', { name: 'Configure Your Accounts' })
    .getByRole('button', { name: 'Close' })
    .click();
  // The first sync applies every page in one database transaction: once a row shows, all of them have.
  await expect
    .poll(async () => (await listTransactions(page, 'limit=1')).transactions.length, { timeout: 30_000 })
    .toBe(1);
}

export async function listTransactions(page: Page, query: string): Promise<TransactionPage> {
  const res = await page.request.get(`/api/transactions?${query}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as TransactionPage;
}

export async function accountsOf(page: Page) {
  const res = await page.request.get('/api/accounts');
  return ((await res.json()) as AccountsResponse).accounts;
}

export async function recurringItems(page: Page) {
  // Outside the browser no Origin is sent by itself; writes must say they come from the app.
  const res = await page.request.post('/api/bank/fetch-recurring-transactions', {
    data: {},
    headers: { 'Content-Type': 'application/json', Origin: new URL(page.url()).origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).recurring_transactions as {
    merchantName: string | null;
    transactionIds: string[];
  }[];
}

/** The table row holding a transaction's edit button (or, read-only, its cells). */
export const tableRows = (page: Page) => page.getByRole('table').getByRole('row');

/** The name a row shows (and its edit button carries): the clean merchant name, else the bank's, else its text. */
export const payeeOf = (t: TransactionDto) =>
  t.displayMerchant?.trim() || t.merchantName?.trim() || t.description;
