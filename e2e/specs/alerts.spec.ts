import { createServer, type AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { NotificationSettings } from '@tourniquet/domain';
import type { NotificationsResponse } from '@tourniquet/domain/contracts';
import { saveScreenshot, seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { startServer } from '../support/server-process.ts';
import { linkBankAndSync, signInFreshUser } from '../support/transactions.ts';
import { STRONG_PASSWORD } from '../support/users.ts';

// Alerts that find the user (docs/product.md#alerts-and-notifications): a subscription's price rises at the bank, the sync after the
// simulator's webhook stores one notification, the bell counts it, the dev mailbox holds its e-mail and the
// e-mail's unsubscribe link works in a browser without a session. The price-rise story runs on a server of
// its own whose today is 2026-11-08, the day before Netflix's monthly charge is due: the charge the
// simulator appends then lands on schedule, at a new price.

const TODAY = '2026-11-08';

interface MailboxRow {
  to: string;
  subject: string;
  links: string[];
  headers: Record<string, string> | null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function notificationsOf(page: Page) {
  const res = await page.request.get('/api/notifications');
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as NotificationsResponse;
}

async function emailOf(page: Page): Promise<string> {
  const res = await page.request.get('/api/auth/get-session');
  return ((await res.json()) as { user: { email: string } }).user.email;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications, / });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('alerts', () => {
  it(
    'a price rise at the bank becomes one notification, one e-mail, and a working unsubscribe link',
    { timeout: 420_000 },
    async () => {
      const server = await startServer(await freePort(), {
        RATE_LIMIT_MULTIPLIER: '100',
        FIXED_TODAY: TODAY,
      });
      try {
        const { page, context, consoleErrors } = await newPage(browser, server.baseUrl);
        // Link hands the browser a public token; the simulator lets it name the item in sandbox calls.
        let publicToken = '';
        page.on('request', (req) => {
          if (req.url().endsWith('/api/bank/exchange-public-token-enhanced') && req.method() === 'POST')
            publicToken = (JSON.parse(req.postData() ?? '{}') as { public_token: string }).public_token;
        });
        await page.goto('/');
        await signInFreshUser(page, server.baseUrl);
        await linkBankAndSync(page);
        expect(publicToken).not.toBe('');
        const email = await emailOf(page);
        await expect
          .poll(async () => (await page.request.get('/api/recurring')).ok(), { timeout: 30_000 })
          .toBe(true);
        const before = await notificationsOf(page);
        expect(before.notifications.some((n) => n.kind === 'price_rise')).toBe(false);

        // The bank posts Netflix at a new price (it was $17.99).
        const created = await page.request.post('/sim/plaid/sandbox/transactions/create', {
          data: {
            client_id: 'e2e',
            secret: 'e2e',
            public_token: publicToken,
            transactions: [
              { date_transacted: TODAY, date_posted: TODAY, amount: 22.99, description: 'NETFLIX.COM' },
            ],
          },
        });
        expect(created.ok(), await created.text()).toBe(true);

        // The simulator's webhook makes the server sync; the engine, then the alert runner, run after it.
        await expect
          .poll(
            async () => (await notificationsOf(page)).notifications.filter((n) => n.kind === 'price_rise'),
            {
              timeout: 60_000,
            },
          )
          .toHaveLength(1);
        const after = await notificationsOf(page);
        const rise = after.notifications.find((n) => n.kind === 'price_rise')!;
        expect(rise.title).toBe('Netflix went up to $22.99');
        // Other alerts of the first sync may still land after `before` was read (a loaded machine): what
        // is new is the one price rise and, if any, those, each once and each unread.
        const seen = new Set(before.notifications.map((n) => n.id));
        const added = after.notifications.filter((n) => !seen.has(n.id));
        const described = JSON.stringify(added.map((n) => [n.kind, n.title]));
        expect(
          added.filter((n) => n.kind === 'price_rise'),
          described,
        ).toHaveLength(1);
        // Each once: two fees of the same size are two alerts, told apart by what their text says.
        expect(new Set(added.map((n) => `${n.kind} ${n.title} ${n.body}`)).size, described).toBe(
          added.length,
        );
        expect(after.unread, described).toBe(before.unread + added.length);

        // The bell says the count in its name and shows it.
        await page.goto('/dashboard');
        await bell(page).waitFor();
        await expect
          .poll(() => bell(page).getAttribute('aria-label'))
          .toBe(`Notifications, ${after.unread} unread`);
        await saveScreenshot(page, 'alerts-bell');

        // The list: newest first, the price rise among them; its title opens the recurring screen.
        await bell(page).click();
        await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
        const list = page.getByRole('list', { name: 'Notifications' });
        await list.getByRole('link', { name: /Netflix went up to \$22\.99/ }).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await saveScreenshot(page, 'alerts-list');
        await page.getByRole('button', { name: 'Mark as read: Netflix went up to $22.99' }).click();
        await expect
          .poll(() => bell(page).getAttribute('aria-label'))
          .toBe(
            after.unread === 1 ? 'Notifications, none unread' : `Notifications, ${after.unread - 1} unread`,
          );
        await page.getByRole('button', { name: 'Dismiss: Netflix went up to $22.99' }).click();
        await expect
          .poll(async () => (await notificationsOf(page)).notifications.some((n) => n.id === rise.id))
          .toBe(false);

        // The dev mailbox holds one e-mail for the rise, with RFC 8058 headers.
        const mailbox = await fetch(`${server.baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
        const mails = ((await mailbox.json()) as MailboxRow[]).filter((m) => m.subject === rise.title);
        expect(mails).toHaveLength(1);
        const mail = mails[0]!;
        expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
        expect(mail.headers?.['List-Unsubscribe']).toMatch(/\/api\/unsubscribe\?token=/);
        const unsubscribeLink = mail.links.find((l) => new URL(l).pathname === '/unsubscribe')!;
        expect(consoleErrors).toEqual([]);
        await context.close();

        // The link, opened in a browser that has never signed in: one press unsubscribes.
        const stranger = await newPage(browser, server.baseUrl);
        await stranger.page.goto(unsubscribeLink);
        await stranger.page.getByRole('heading', { name: 'Unsubscribe from price rise e-mails?' }).waitFor();
        await saveScreenshot(stranger.page, 'alerts-unsubscribe');
        await stranger.page.getByRole('button', { name: 'Unsubscribe' }).click();
        await stranger.page
          .getByRole('heading', { name: "You're unsubscribed from price rise e-mails" })
          .waitFor();
        await saveScreenshot(stranger.page, 'alerts-unsubscribed');
        await stranger.context.close();

        const owner = await newPage(browser, server.baseUrl);
        await owner.page.goto('/');
        // A fresh session of the same user: the settings say price rise e-mails are off, the app's stay on.
        const signIn = await owner.page.request.post('/api/auth/sign-in/email', {
          data: { email, password: STRONG_PASSWORD },
          headers: { Origin: server.baseUrl },
        });
        expect(signIn.ok(), await signIn.text()).toBe(true);
        const settings = await owner.page.request.get('/api/notification-settings');
        expect(
          ((await settings.json()) as { settings: { events: Record<string, unknown> } }).settings.events
            .price_rise,
        ).toEqual({
          inApp: true,
          email: false,
        });
        await owner.context.close();
      } finally {
        await server.stop();
      }
    },
  );
});

describe('notifications screens', () => {
  const baseUrl = inject('baseUrl');

  it('an empty list says what will show up; the settings save and refuse a bad amount', async () => {
    const { page, context, consoleErrors } = await newPage(browser, baseUrl);
    await page.goto('/');
    await signInFreshUser(page, baseUrl);
    await page.goto('/notifications');
    await page.getByRole('heading', { name: 'No notifications' }).waitFor();
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications, none unread');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'alerts-list-empty');

    await page.getByRole('link', { name: 'Notification Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const large = page.getByLabel('Large transaction amount');
    expect(await large.inputValue()).toBe('500.00');
    const feeEmail = page.getByRole('group', { name: 'New bank fee' }).getByLabel('By e-mail');
    expect(await feeEmail.isChecked()).toBe(false);
    await feeEmail.check();
    await large.fill('0.50');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Enter at least $1.00.').waitFor();
    expect(await large.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'alerts-settings-invalid');
    await large.fill('750');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Notification settings saved' }).waitFor();
    const saved = (await (await page.request.get('/api/notification-settings')).json()) as {
      settings: NotificationSettings;
    };
    expect(saved.settings.largeTransactionCents).toBe(75_000);
    expect(saved.settings.events.fee.email).toBe(true);
    await page.reload();
    await page.getByLabel('Large transaction amount').waitFor();
    expect(await page.getByLabel('Large transaction amount').inputValue()).toBe('750.00');
    await saveScreenshot(page, 'alerts-settings');

    // The Settings tile opens it.
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Notifications', exact: true }).click();
    await page.waitForURL('**/notification-settings');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
