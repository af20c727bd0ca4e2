import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';

describe('app shell', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('renders the landing page inside the phone column', async () => {
    const { page, context, consoleErrors } = await newPage(browser, baseUrl, { width: 1280, height: 900 });
    await page.goto('/');
    const column = page.getByTestId('phone-column');
    await column.getByRole('heading', { level: 1 }).waitFor();
    expect(await column.getByRole('heading', { level: 1 }).innerText()).toContain('Stop the Bleeding.');
    const box = (await column.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(430);
    // On a wide screen the column keeps the phone's 1 : 2.5 aspect ratio.
    expect(box.height / box.width).toBeCloseTo(2.5, 1);
    expect(box.x).toBeGreaterThan(300); // centred
    await expect.poll(() => column.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await column.getByRole('link', { name: 'Need help?' }).getAttribute('href')).toBe('/contact-us');
    expect(await column.getByRole('img', { name: /Tourniquet on a phone/ }).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('fills the width on a phone', async () => {
    const { page, context } = await newPage(browser, baseUrl, { width: 375, height: 700 });
    await page.goto('/');
    const box = (await page.getByTestId('phone-column').boundingBox())!;
    expect(box.width).toBe(375);
    await context.close();
  });

  it('Get Started navigates to /get-started', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL('**/get-started');
    expect(new URL(page.url()).pathname).toBe('/get-started');
    await context.close();
  });

  it('shows the 404 page for an unknown path and links home', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const logged = page.waitForRequest((r) => r.url().endsWith('/api/client-events/not-found'));
    await page.goto('/no/such/page');
    await page.getByText('Oops! Page not found').waitFor();
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    expect(JSON.parse((await logged).postData() ?? '{}')).toEqual({ path: '/no/such/page' });
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(baseUrl + '/');
    await context.close();
  });

  it('keeps a client route on reload', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await page.goto('/no/such/page');
    await page.getByText('Oops! Page not found').waitFor();
    await page.reload();
    await page.getByText('Oops! Page not found').waitFor();
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    await context.close();
  });

  it('starts each screen at its top', async () => {
    const { page, context } = await newPage(browser, baseUrl, { width: 390, height: 500 });
    await page.goto('/');
    await page.getByRole('img', { name: /Tourniquet on a phone/ }).scrollIntoViewIfNeeded();
    expect(
      await page.evaluate(() => window.scrollY + document.getElementById('main')!.scrollTop),
    ).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Need help?' }).click();
    await page.waitForURL('**/contact-us');
    await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
    expect(await page.evaluate(() => window.scrollY + document.getElementById('main')!.scrollTop)).toBe(0);
    await context.close();
  });
});
