import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@tourniquet/domain';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser, mailsTo } from '../../testing/users.ts';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '../../notifications/unsubscribe-token.ts';

const SECRET = 'test-secret-'.padEnd(48, 'x');

/** Other spellings of a valid token that Node's lenient base64url decoder reads as the same bytes. */
function respellings(token: string): string[] {
  const [payload, signature] = token.split('.') as [string, string];
  const sameBytes = (a: string) => Buffer.from(a, 'base64url').equals(Buffer.from(payload, 'base64url'));
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  // A last character that differs only in the bits the decoder drops (when the length leaves some).
  const trailing = [...alphabet]
    .map((c) => payload.slice(0, -1) + c)
    .filter((p) => p !== payload && sameBytes(p));
  return [
    `${payload}==.${signature}`,
    `${payload}!!.${signature}`,
    `${payload}=.${signature}`,
    `${payload.slice(0, 4)} ${payload.slice(4)}.${signature}`,
    `${payload.replaceAll('-', '+').replaceAll('_', '/')}.${signature}`,
    ...trailing.map((p) => `${p}.${signature}`),
    `${payload}.${signature}=`,
    `${token}.`,
  ].filter((t) => t !== token);
}

describe('unsubscribe tokens', () => {
  it('verify in their one canonical spelling only', () => {
    // '>>>???' encodes to 'Pj4-Pz8_' (both characters base64 and base64url spell apart), and 13 bytes
    // leave 4 bits of the last character that a lenient decoder ignores.
    const claim = { userId: '>>>???x', kind: 'fee', version: 3 } as const;
    const token = signUnsubscribeToken(SECRET, claim);
    expect(token.split('.')[0]).toMatch(/^Pj4-Pz8_/);
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual(claim);
    const tampered = respellings(token);
    expect(tampered.length).toBeGreaterThanOrEqual(20);
    for (const t of tampered) expect(verifyUnsubscribeToken(SECRET, t), t).toBeNull();
  });

  it('read a link sent before versions existed as version 0', () => {
    const payload = 'user-1\nprice_rise';
    const mac = createHmac('sha256', SECRET)
      .update(`tourniquet-unsubscribe-v1\n${payload}`)
      .digest('base64url');
    const legacy = `${Buffer.from(payload).toString('base64url')}.${mac}`;
    expect(verifyUnsubscribeToken(SECRET, legacy)).toEqual({
      userId: 'user-1',
      kind: 'price_rise',
      version: 0,
    });
  });
});

describe('unsubscribe links', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21', env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());

  /** A mail client's RFC 8058 one-click POST: no Origin, no cookie, a form body. */
  const oneClick = (token: string) =>
    ctx.app.request(`/api/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
  const pageFor = (token: string) => ctx.app.request(`/unsubscribe?token=${encodeURIComponent(token)}`);
  const settingsOf = async (client: TestClient) =>
    (await client.get('/api/notification-settings')).json.settings as unknown as NotificationSettings;

  /** A charge above the $500 default: a large-transaction alert, e-mailed by default. */
  async function largeChargeMail(client: TestClient, email: string) {
    const manual = await client.post('/api/accounts/manual', { name: 'Big Checking', type: 'depository' });
    const accountId = (manual.json.account as unknown as { id: string }).id;
    const file = 'Date,Description,Amount\r\n2026-11-18,BEST BUY #1234,-900.00\r\n';
    const imported = await client.request('POST', `/api/accounts/${accountId}/import`, file, {
      'Content-Type': 'text/csv',
    });
    expect(imported.status, imported.text).toBe(200);
    await client.post('/api/recurring/refresh', {});
    const mail = (await mailsTo(ctx, email)).find((m) => m.subject === 'Large transaction: $900.00');
    expect(mail).toBeDefined();
    return new URL(mail!.headers!['List-Unsubscribe']!.slice(1, -1)).searchParams.get('token')!;
  }

  it('refuse every other spelling of a valid link, and change nothing', async () => {
    const user = await createVerifiedUser(ctx);
    const token = signUnsubscribeToken(ctx.authSecret, { userId: user.userId, kind: 'fee', version: 0 });
    const tampered = respellings(token);
    for (const t of tampered) {
      expect((await oneClick(t)).status, t).toBe(403);
      const page = await pageFor(t);
      expect(page.status, t).toBe(400);
      expect(await page.text()).toContain('This unsubscribe link is not valid');
    }
    expect(await settingsOf(user.client)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect((await pageFor(token)).status).toBe(200); // the canonical one still works
  });

  it('a link from before the user turned the e-mail back on is refused with a page that says so', async () => {
    const user = await createVerifiedUser(ctx);
    // A change first: the mail then goes out under version 1, and its link carries it.
    const lower = { ...DEFAULT_NOTIFICATION_SETTINGS, lowBalanceCents: 5_000 };
    expect((await user.client.put('/api/notification-settings', lower)).status).toBe(200);
    const token = await largeChargeMail(user.client, user.email);
    expect(verifyUnsubscribeToken(ctx.authSecret, token)).toMatchObject({ version: 1 });

    expect((await oneClick(token)).status).toBe(200);
    expect((await settingsOf(user.client)).events.large_transaction.email).toBe(false);
    // Unsubscribing is not a settings change of the user's: their other links stay good.
    const other = signUnsubscribeToken(ctx.authSecret, { userId: user.userId, kind: 'fee', version: 1 });
    expect((await pageFor(other)).status).toBe(200);

    // The user turns the e-mail back on; the old e-mail's link must not turn it off again.
    const back = await settingsOf(user.client);
    back.events.large_transaction.email = true;
    expect((await user.client.put('/api/notification-settings', back)).status).toBe(200);
    for (const res of [await oneClick(token), await pageFor(token)]) {
      expect(res.status).toBe(410);
      const html = await res.text();
      expect(html).toContain('This unsubscribe link is out of date');
      expect(html).toContain('Nothing was changed');
    }
    expect((await settingsOf(user.client)).events.large_transaction.email).toBe(true);

    // Saving the same settings again is no change: a link of the current version keeps working.
    expect((await user.client.put('/api/notification-settings', back)).status).toBe(200);
    const current = signUnsubscribeToken(ctx.authSecret, {
      userId: user.userId,
      kind: 'large_transaction',
      version: 2,
    });
    expect((await oneClick(current)).status).toBe(200);
    expect((await settingsOf(user.client)).events.large_transaction.email).toBe(false);
  });
});
