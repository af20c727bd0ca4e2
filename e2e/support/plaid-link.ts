import type { Page } from 'playwright-core';

/** The simulator's sandbox institution used unless a test says otherwise. */
export const DEFAULT_INSTITUTION = 'First Platypus Bank';

export interface LinkOptions {
  institution?: string;
  username?: string;
  password?: string;
  /** Names of the accounts to share (as Link lists them, e.g. 'Plaid Checking'); all when omitted. */
  accounts?: string[];
  /** Called on the institution step, before anything is chosen (for a screenshot). */
  onOpen?: () => Promise<void>;
}

/**
 * Walks the simulator's Link dialog (packages/plaid-sim/src/link) the way a person does: search and pick the
 * institution, sign in, tick the accounts to share, Continue. Link must already be opening (the app's link
 * button was clicked). Resolves once Link has closed and handed over to the app.
 */
export async function completePlaidLink(page: Page, opts: LinkOptions = {}) {
  const institution = opts.institution ?? DEFAULT_INSTITUTION;
  const link = page.locator('[data-plaid-simulator] [role="dialog"]');

  await page.getByRole('dialog', { name: 'Select your institution' }).waitFor();
  await opts.onOpen?.();
  await link.getByLabel('Search institutions').fill(institution);
  await link.getByRole('button', { name: institution, exact: true }).click();

  await page.getByRole('dialog', { name: `Sign in to ${institution}` }).waitFor();
  await link.getByLabel('Username').fill(opts.username ?? 'user_good');
  await link.getByLabel('Password').fill(opts.password ?? 'pass_good');
  await link.getByRole('button', { name: 'Submit' }).click();

  await page.getByRole('dialog', { name: 'Select accounts' }).waitFor();
  if (opts.accounts) {
    const wanted = opts.accounts;
    for (const box of await link.getByRole('checkbox').all()) {
      const label = (await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent)) ?? '';
      const keep = wanted.some((name) => label.startsWith(`${name} •`));
      await box.setChecked(keep);
    }
  }
  await link.getByRole('button', { name: 'Continue' }).click();
  await link.waitFor({ state: 'detached' });
}

/** Clicks the first link control once it is ready (it reads Loading... until then). */
export async function openPlaidLink(page: Page) {
  await page
    .getByRole('button', { name: /^Link (Another )?Account$/ })
    .first()
    .click();
}
