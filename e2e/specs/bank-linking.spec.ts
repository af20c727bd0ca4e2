import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { saveScreenshot, seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, newPage, type PageSession } from '../support/browser.ts';
import { dismissToast, expectToast, pathname } from '../support/pages.ts';
import { completePlaidLink, openPlaidLink } from '../support/plaid-link.ts';
import { signUpVerifiedUser } from '../support/users.ts';

// docs/product.md#linking-accounts: linking banks through the simulator's Link drop-in in Chromium, the Configure Your Accounts
// dialog, the onboarding page's checking-account rule and the accounts page (sections, refresh and the
// access-issue modal, removal, manual accounts). Each test signs up its own user.

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedInOnOnboarding(): Promise<PageSession> {
  const session = await newPage(browser, baseUrl);
  await signUpVerifiedUser(session.page, baseUrl);
  return session;
}

const section = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title}\\b`) });
const row = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

describe('link accounts onboarding page', () => {
  it('links a bank through Link, configures the accounts and continues to the accounts page', async () => {
    const { page, context, consoleErrors } = await signedInOnOnboarding();
    await page.getByRole('heading', { name: "Let's find your pain points" }).waitFor();
    for (const text of [
      'Checking Accounts',
      'Link your primary bank accounts',
      'Credit Cards',
      'Track spending and subscriptions',
      'Connect in seconds',
      'Keep your data safe',
      'Your data is protected by bank-level encryption.',
    ]) {
      expect(await page.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    // Nothing linked yet: there is no other account to link.
    const linkButtons = page.getByRole('button', { name: 'Link Account', exact: true });
    await linkButtons.first().waitFor();
    expect(await linkButtons.count()).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'onboarding-empty');

    await openPlaidLink(page);
    await completePlaidLink(page, { onOpen: () => saveScreenshot(page, 'link-dialog') });

    // One toast for the event: the onboarding page's words, not Accounts Connected! first.
    await expectToast(page, 'Account Linked Successfully!', 'Your account has been securely connected.');
    const configure = page.getByRole('dialog', { name: 'Configure Your Accounts' });
    await configure.waitFor();
    expect(await configure.getByLabel('Nickname').count()).toBe(6); // the default household rents: no mortgage
    expect(await configure.getByLabel('Nickname').first().inputValue()).toBe('Plaid Checking');
    const cardGroup = configure.getByRole('group', { name: /Plaid Credit Card/ });
    expect(await cardGroup.getByLabel('Category').inputValue()).toBe('credit');
    expect(await cardGroup.getByLabel('Account type').inputValue()).toBe('personal');
    // Let the toast time out so the screenshot shows the dialog alone.
    await page.locator('[data-variant]').waitFor({ state: 'detached' });
    await saveScreenshot(page, 'configure-dialog');

    await configure.getByLabel('Nickname').first().fill('Everyday Checking');
    await cardGroup.getByLabel('Account type').selectOption('business');
    await configure.getByRole('button', { name: 'Update' }).click();
    await configure.waitFor({ state: 'detached' });

    const connected = page.getByRole('region', { name: 'Connected accounts' });
    await connected.getByText('6 accounts connected').waitFor();
    // The name the user just gave, not the provider's.
    expect(await connected.getByText('First Platypus Bank - Everyday Checking').isVisible()).toBe(true);
    expect(await connected.getByText('First Platypus Bank - Plaid Checking').count()).toBe(0);
    expect(await connected.getByText('First Platypus Bank - Plaid Credit Card').isVisible()).toBe(true);
    await saveScreenshot(page, 'onboarding-with-accounts');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/linked-accounts');

    // Sections: linked accounts by provider type; Linked Loans starts collapsed.
    await section(page, 'Linked Banks').waitFor();
    expect(await section(page, 'Linked Banks').getAttribute('aria-expanded')).toBe('true');
    expect(await section(page, 'Linked Credit Cards').getAttribute('aria-expanded')).toBe('true');
    expect(await section(page, 'Linked Loans').getAttribute('aria-expanded')).toBe('false');
    expect(await section(page, 'Investments').getAttribute('aria-expanded')).toBe('true');
    expect(await row(page, 'Plaid Auto Loan').isVisible()).toBe(false);
    await section(page, 'Linked Loans').click();
    expect(await section(page, 'Linked Loans').getAttribute('aria-expanded')).toBe('true');
    await row(page, 'Plaid Auto Loan').waitFor();

    // The configuration was saved: the nickname shows, the card is business.
    await row(page, 'Everyday Checking').waitFor();
    expect(await row(page, 'Everyday Checking').innerText()).toMatch(/First Platypus Bank · •••• 0000/);
    expect(await row(page, 'Everyday Checking').innerText()).toMatch(/\$[\d,]+\.\d\d/);
    expect(await page.getByLabel('Account type for Plaid Credit Card').inputValue()).toBe('business');

    await section(page, 'Investments').click();
    expect(await row(page, 'Plaid IRA').isVisible()).toBe(false);
    await section(page, 'Investments').click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'linked-accounts');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps Continue on the page until a checking account is linked', async () => {
    const { page, context } = await signedInOnOnboarding();
    await openPlaidLink(page);
    await completePlaidLink(page, { accounts: ['Plaid Credit Card'] });
    await expectToast(page, 'Account Linked Successfully!');
    const configure = page.getByRole('dialog', { name: 'Configure Your Accounts' });
    await configure.getByRole('button', { name: 'Close' }).click();
    await configure.waitFor({ state: 'detached' });

    const connected = page.getByRole('region', { name: 'Connected accounts' });
    await connected.getByText('1 account connected').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please link a checking account to proceed.').waitFor();
    expect(pathname(page)).toBe('/onboarding');
    await saveScreenshot(page, 'onboarding-checking-required');

    await openPlaidLink(page);
    await completePlaidLink(page, { institution: 'Tartan Bank', accounts: ['Plaid Checking'] });
    await page.getByRole('dialog', { name: 'Configure Your Accounts' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await connected.getByText('2 accounts connected').waitFor();
    expect(await connected.getByText('Tartan Bank - Plaid Checking').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/linked-accounts');
    await context.close();
  });

  it('says the connection was cancelled when Link is left after an error', async () => {
    const { page, context } = await signedInOnOnboarding();
    await openPlaidLink(page);
    const link = page.locator('[data-plaid-simulator] [role="dialog"]');
    await link.getByRole('button', { name: 'First Platypus Bank', exact: true }).click();
    await link.getByLabel('Username').fill('user_good');
    await link.getByLabel('Password').fill('wrong');
    await link.getByRole('button', { name: 'Submit' }).click();
    await link
      .getByRole('alert')
      .getByText(/credentials were not correct/i)
      .waitFor();
    await link.getByRole('button', { name: 'Close' }).click();
    await expectToast(page, 'Connection Cancelled', 'Bank account connection was cancelled.');
    await page
      .getByRole('button', { name: /^Link (Another )?Account$/ })
      .first()
      .waitFor();
    await context.close();
  });
});

describe('accounts page', () => {
  it('redirects to /signin when signed out', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await page.goto('/linked-accounts');
    await page.waitForURL((url) => url.pathname === '/signin');
    await context.close();
  });

  it('links from the empty state; a failed refresh flags the account and shows the access-issue modal', async () => {
    const { page, context, consoleErrors } = await signedInOnOnboarding();
    await page.goto('/linked-accounts');
    await page.getByRole('heading', { name: 'No Accounts Connected' }).waitFor();
    await page
      .getByRole('button', { name: /^Link (Another )?Account$/ })
      .first()
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'linked-accounts-empty');

    await page
      .getByRole('button', { name: /^Link (Another )?Account$/ })
      .last()
      .click();
    await completePlaidLink(page, {
      username: 'user_login_required',
      password: 'anything',
      accounts: ['Plaid Checking', 'Plaid Saving'],
    });
    await expectToast(
      page,
      'Accounts Connected!',
      'Successfully connected 2 account(s) from First Platypus Bank.',
    );
    await page
      .getByRole('dialog', { name: 'Configure Your Accounts' })
      .getByRole('button', { name: 'Close' })
      .click();

    await row(page, 'Plaid Checking').waitFor();
    await row(page, 'Plaid Checking').getByRole('button', { name: 'Refresh Plaid Checking' }).click();
    const modal = page.getByRole('dialog', { name: 'Account Access Issue' });
    await modal.getByText('This account is not accessible at this time.').waitFor();
    await saveScreenshot(page, 'linked-accounts-access-issue');
    await modal.getByRole('button', { name: 'OK' }).click();
    await modal.waitFor({ state: 'detached' });

    // The flag stays on the row; clicking it explains the way out.
    const flag = row(page, 'Plaid Checking').getByRole('button', { name: 'Access Issue' });
    await flag.waitFor();
    await page.locator('[data-variant]').waitFor({ state: 'detached' });
    await saveScreenshot(page, 'linked-accounts-flagged');
    await flag.click();
    await modal
      .getByText(
        'There is a problem accessing this account. Remove the account and try to link it again with the Link Another Account button.',
      )
      .waitFor();
    await saveScreenshot(page, 'linked-accounts-access-issue-flag');
    await modal.getByRole('button', { name: 'Remove Account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this account?' });
    await confirm.getByRole('button', { name: 'Remove Account' }).click();
    await expectToast(page, 'Account Removed', 'Account has been successfully removed.');
    await row(page, 'Plaid Checking').waitFor({ state: 'detached' });
    await row(page, 'Plaid Saving').waitFor();
    expect(consoleErrors.filter((e) => !e.includes('409'))).toEqual([]);
    await context.close();
  });

  it('refreshes a healthy account, adds manual accounts, changes a type and removes an account', async () => {
    const { page, context } = await signedInOnOnboarding();
    await page.goto('/linked-accounts');
    await page
      .getByRole('button', { name: /^Link (Another )?Account$/ })
      .first()
      .click();
    await completePlaidLink(page, { accounts: ['Plaid Checking', 'Plaid Credit Card'] });
    await page
      .getByRole('dialog', { name: 'Configure Your Accounts' })
      .getByRole('button', { name: 'Close' })
      .click();

    const refresh = row(page, 'Plaid Checking').getByRole('button', { name: 'Refresh Plaid Checking' });
    await refresh.click();
    // A refresh is a real sync: on a loaded machine it takes longer than a poll's default second.
    await expect.poll(() => refresh.isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Account Access Issue' }).count()).toBe(0);
    expect(await row(page, 'Plaid Checking').getByRole('button', { name: 'Access Issue' }).count()).toBe(0);

    // Manual account: a blank name is ignored; a named one lands in its section.
    await page.getByRole('button', { name: 'Add Manual Account' }).click();
    const add = page.getByRole('dialog', { name: 'Add Manual Account' });
    await add.getByLabel('Account name').fill('   ');
    expect(await add.getByRole('button', { name: 'Add Account' }).isDisabled()).toBe(true);
    await add.getByLabel('Account name').fill('Car Loan From Dad');
    await add.getByLabel('Account type').selectOption('liability');
    await add.getByRole('button', { name: 'Add Account' }).click();
    await expectToast(page, 'Success', 'Account added successfully!');
    await dismissToast(page);
    await section(page, 'Other Debts and Obligations').waitFor();
    expect(await row(page, 'Car Loan From Dad').innerText()).toContain('Manual Entry');

    await page.getByLabel('Account type for Car Loan From Dad').selectOption('investment');
    await expectToast(page, 'Success', 'Account type updated successfully!');
    await dismissToast(page);
    await section(page, 'Other Debts and Obligations').waitFor({ state: 'detached' });
    await section(page, 'Investments').waitFor();
    await page.locator('[data-variant]').waitFor({ state: 'detached' });
    await saveScreenshot(page, 'linked-accounts-manual');

    await page.getByLabel('Account type for Plaid Checking').selectOption('business');
    await expectToast(page, 'Success', 'Account type updated successfully!');
    await page.reload();
    await row(page, 'Plaid Checking').waitFor();
    expect(await page.getByLabel('Account type for Plaid Checking').inputValue()).toBe('business');

    await row(page, 'Plaid Credit Card').getByRole('button', { name: 'Remove Plaid Credit Card' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this account?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row(page, 'Plaid Credit Card').getByRole('button', { name: 'Remove Plaid Credit Card' }).click();
    await confirm.getByRole('button', { name: 'Remove Account' }).click();
    await expectToast(page, 'Account Removed', 'Account has been successfully removed.');
    await section(page, 'Linked Credit Cards').waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows skeletons while loading and a message when the accounts cannot load', async () => {
    const { page, context } = await signedInOnOnboarding();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/accounts', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } });
    });
    await page.goto('/linked-accounts');
    await page.getByRole('status').filter({ hasText: 'Loading your accounts...' }).waitFor();
    await saveScreenshot(page, 'linked-accounts-loading');
    release();
    await page.getByText('Failed to load your accounts. Please try again.').waitFor({ timeout: 15_000 });
    await context.close();
  });
});
