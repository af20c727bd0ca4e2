import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The toast showing now (one at a time), waiting for one whose title matches. */
export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const toast = page.locator('[data-variant]').filter({ has: page.getByText(title, { exact: true }) });
  await toast.waitFor({ timeout: 10_000 });
  if (description !== undefined) {
    const text = await toast.innerText();
    if (typeof description === 'string') expect(text).toContain(description);
    else expect(text).toMatch(description);
  }
  return toast;
}

/** Dismisses the current toast so the next assertion cannot see a stale one. */
export async function dismissToast(page: Page) {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  if (await close.isVisible()) await close.click();
}

export function pathname(page: Page) {
  return new URL(page.url()).pathname;
}

/** The header's Sign Out, which returns to /. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
