import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/axe.ts';
import { expectAccessible, pathOf, titleOf, useScreenBrowser } from '../support/screen-session.ts';
import { newPage } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

// The public screens (docs/product.md#reference-and-static-screens; no access check, docs/product.md#6-access): terms, chart of accounts, contact us,
// plus the landing and not-found pages in the accessibility sweep. Each gets an axe audit and a screenshot.

const { browser, open } = useScreenBrowser();

describe('public screens, signed out', () => {
  it('/terms is public: last updated, the seven sections, the support address', async () => {
    const { page, context, consoleErrors } = await open('/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(await page.title()).toBe(titleOf('Terms of Service'));
    expect(await page.getByText('Last updated: January 1, 2024').isVisible()).toBe(true);
    const sections = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(sections.map((s) => s.replace(/^\d+\.\s*/, ''))).toEqual([
      'Acceptance of Terms',
      'Description of Service',
      'Privacy and Data Protection',
      'User Responsibilities',
      'Limitation of Liability',
      'Changes to Terms',
      'Contact Information',
    ]);
    const support = page.getByRole('link', { name: 'support@tourniquet.example' });
    expect(await support.getAttribute('href')).toBe('mailto:support@tourniquet.example');
    expect(await page.getByRole('link', { name: 'Back to Settings' }).getAttribute('href')).toBe('/settings');
    await expectAccessible(page);
    await saveScreenshot(page, 'terms');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('/chart-of-accounts is public: one card per category with its standard accounts', async () => {
    const { page, context } = await open('/chart-of-accounts');
    await page.getByRole('heading', { level: 1, name: 'Chart of Accounts' }).waitFor();
    expect(await page.title()).toBe(titleOf('Chart of Accounts'));
    expect(await page.getByText('Standard business accounting categories and accounts').isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'Assets',
      'Liabilities',
      'Equity',
      'Income',
      'Expenses',
    ]);
    for (const account of [
      'Accumulated Depreciation - Furniture & Fixtures',
      "Owner's Draw",
      'Interest Expense',
    ]) {
      expect(await page.getByText(account, { exact: true }).isVisible()).toBe(true);
    }
    await expectAccessible(page);
    await saveScreenshot(page, 'chart-of-accounts');
    await context.close();
  });

  it('/contact-us is public and explains what is not configured instead of failing', async () => {
    const { page, context } = await open('/contact-us');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(await page.title()).toBe(titleOf('Contact Us'));
    await page.getByText('No video room is set up yet.', { exact: false }).waitFor();
    // What works out of the box: the request form.
    expect(await page.getByRole('button', { name: 'Send Request' }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Join Meeting Room' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Make an Appointment' }).isDisabled()).toBe(true);
    expect(await page.getByText('Online booking is not set up yet.', { exact: false }).isVisible()).toBe(
      true,
    );
    await expectAccessible(page);
    await saveScreenshot(page, 'contact-us');
    await context.close();
  });

  it('/contact-us Back goes one step back', async () => {
    const { page, context } = await open('/');
    await page.getByRole('link', { name: 'Need help?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it.each([
    ['/', 'landing'],
    ['/no/such/page', 'not-found'],
  ])('%s has no serious accessibility violation', async (path, name) => {
    const { page, context } = await open(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page);
    await saveScreenshot(page, name);
    await context.close();
  });
});

/** A free port on 127.0.0.1 for a second server. */
async function listeningPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('contact us with an advisor configured', () => {
  // Its own server: the advisor's status comes from a status URL (a tiny local service), as in production.
  let server: RunningServer;
  let statusService: HttpServer;
  beforeAll(async () => {
    statusService = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ online: true }));
    });
    await new Promise<void>((resolve) => statusService.listen(0, '127.0.0.1', resolve));
    const statusPort = (statusService.address() as AddressInfo).port;
    server = await startServer(await listeningPort(), {
      ADVISOR_STATUS_URL: `http://127.0.0.1:${statusPort}/status`,
      ADVISOR_MEETING_URL: 'https://meet.example.com/advisor-room',
      SCHEDULING_URL: 'https://book.example.com/advisor',
    });
  });
  afterAll(async () => {
    await server?.stop();
    statusService?.close();
  });

  it('Join Meeting Room and Make an Appointment open the external pages in a new tab', async () => {
    const { page, context } = await newPage(browser(), server.baseUrl);
    await page.goto('/contact-us');
    const join = page.getByRole('link', { name: /Join Meeting Room/ });
    await join.waitFor();
    expect(await page.getByText('Online', { exact: true }).isVisible()).toBe(true);
    expect(await join.getAttribute('href')).toBe('https://meet.example.com/advisor-room');
    expect(await join.getAttribute('target')).toBe('_blank');
    const book = page.getByRole('link', { name: /Make an Appointment/ });
    expect(await book.getAttribute('href')).toBe('https://book.example.com/advisor');
    expect(await book.getAttribute('target')).toBe('_blank');
    // The click opens a new tab (the outside page itself is not reachable from the test machine).
    await context.route('https://meet.example.com/**', (route) => route.fulfill({ body: 'meeting room' }));
    const [popup] = await Promise.all([context.waitForEvent('page'), join.click()]);
    await popup.waitForURL('https://meet.example.com/advisor-room');
    expect(pathOf(page)).toBe('/contact-us');
    await expectAccessible(page);
    await saveScreenshot(page, 'contact-us-online');
    await context.close();
  });
});
