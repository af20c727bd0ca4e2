import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@tourniquet/domain';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser, mailsTo } from '../../testing/users.ts';
import { sendWeeklyDigests } from '../../notifications/weekly-digest.ts';
import { signUnsubscribeToken } from '../../notifications/unsubscribe-token.ts';

import type { NotificationDto as Notification } from '@tourniquet/domain/contracts';

const TODAY = '2026-11-21';
const SECRET = 'test-secret-'.padEnd(48, 'x');

/** A subscription whose price rose two days ago, and a bank fee yesterday, as a bank exports them. */
function statement(marker: string): string {
  const lines = ['Date,Description,Amount'];
  for (const month of ['05', '06', '07', '08', '09', '10'])
    lines.push(`2026-${month}-19,${marker} STREAMING,-15.49`);
  lines.push(`2026-11-19,${marker} STREAMING,-17.99`);
  lines.push('2026-11-20,OVERDRAFT FEE,-35.00');
  lines.push('2026-03-20,OVERDRAFT FEE,-35.00');
  return lines.join('\r\n') + '\r\n';
}

async function userWithStatement(ctx: TestContext, marker: string) {
  const user = await createVerifiedUser(ctx);
  const manual = await user.client.post('/api/accounts/manual', {
    name: `${marker} Checking`,
    type: 'depository',
    subtype: 'checking',
  });
  const accountId = (manual.json.account as unknown as { id: string }).id;
  const imported = await user.client.request('POST', `/api/accounts/${accountId}/import`, statement(marker), {
    'Content-Type': 'text/csv',
  });
  if (imported.status !== 200) throw new Error(`import failed: ${imported.text}`);
  await user.client.post('/api/recurring/refresh', {});
  return user;
}

const list = async (client: TestClient) =>
  (await client.get('/api/notifications')).json as unknown as {
    notifications: Notification[];
    unread: number;
  };

describe('notifications', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ today: TODAY, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());

  it('a price rise and a new fee alert once, newest first; only the urgent one is e-mailed, once', async () => {
    const user = await userWithStatement(ctx, 'ALPHAFLIX');
    const first = await list(user.client);
    expect(first.notifications.map((n) => n.kind).sort()).toEqual(['fee', 'price_rise']);
    expect(first.unread).toBe(2);
    const rise = first.notifications.find((n) => n.kind === 'price_rise')!;
    expect(rise.title).toMatch(/went up to \$17\.99$/);
    expect(rise.href).toBe('/recurring-transactions');
    expect(rise.readAt).toBeNull();
    // The March fee is old history: no alert.
    expect(first.notifications.filter((n) => n.kind === 'fee')).toHaveLength(1);
    // Alert e-mails leave through the job queue: read them once it has sent what was queued.
    const mails = async () => (await mailsTo(ctx, user.email)).filter((m) => m.subject === rise.title);
    expect(await mails()).toHaveLength(1);

    // The engine runs again (a second sync, a refresh): no new row, no second e-mail.
    await user.client.post('/api/recurring/refresh', {});
    await user.client.post('/api/recurring/refresh', {});
    const again = await list(user.client);
    expect(again.notifications.map((n) => n.id).sort()).toEqual(first.notifications.map((n) => n.id).sort());
    expect(await mails()).toHaveLength(1);
    expect((await mailsTo(ctx, user.email)).filter((m) => /fee/i.test(m.subject))).toHaveLength(0);
  });

  it('marks read and dismisses; another user gets 404 and sees none of it', async () => {
    const owner = await userWithStatement(ctx, 'BETAFLIX');
    const stranger = await createVerifiedUser(ctx);
    const [first, second] = (await list(owner.client)).notifications;
    expect((await list(stranger.client)).notifications).toEqual([]);

    for (const body of [{ read: true }, { dismissed: true }]) {
      const res = await stranger.client.request('PATCH', `/api/notifications/${first!.id}`, body);
      expect(res.status).toBe(404);
    }
    expect(
      (await stranger.client.request('PATCH', '/api/notifications/not-a-uuid', { read: true })).status,
    ).toBe(404);
    expect((await list(owner.client)).unread).toBe(2);

    expect(
      (await owner.client.request('PATCH', `/api/notifications/${first!.id}`, { read: true })).status,
    ).toBe(200);
    const afterRead = await list(owner.client);
    expect(afterRead.unread).toBe(1);
    expect(afterRead.notifications.find((n) => n.id === first!.id)?.readAt).not.toBeNull();

    expect(
      (await owner.client.request('PATCH', `/api/notifications/${second!.id}`, { dismissed: true })).status,
    ).toBe(200);
    const afterDismiss = await list(owner.client);
    expect(afterDismiss.notifications.map((n) => n.id)).toEqual([first!.id]);
    expect(afterDismiss.unread).toBe(0);
  });

  it.each([
    [{}],
    [{ read: false }],
    [{ read: true, dismissed: true }],
    [{ dismissed: 'yes' }],
    [{ read: true, userId: 'x' }],
  ])('PATCH %j is a 400 and changes nothing', async (body) => {
    const user = await userWithStatement(ctx, 'GAMMAFLIX');
    const [n] = (await list(user.client)).notifications;
    const res = await user.client.request('PATCH', `/api/notifications/${n!.id}`, body);
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(/stack|select|insert/i);
    expect((await list(user.client)).unread).toBe(2);
  });

  it('settings: defaults, saved, refused with field messages', async () => {
    const user = await createVerifiedUser(ctx);
    const read = await user.client.get('/api/notification-settings');
    expect(read.json.settings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);

    const bad = await user.client.put('/api/notification-settings', {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      largeTransactionCents: 5,
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('largeTransactionCents: enter at least $1.00');
    expect((await user.client.put('/api/notification-settings', { weeklyDigest: true })).status).toBe(400);
    expect((await user.client.get('/api/notification-settings')).json.settings).toEqual(
      DEFAULT_NOTIFICATION_SETTINGS,
    );

    const wanted = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      events: { ...DEFAULT_NOTIFICATION_SETTINGS.events, fee: { inApp: false, email: true } },
      lowBalanceCents: 25_000,
      weeklyDigest: true,
    };
    const saved = await user.client.put('/api/notification-settings', wanted);
    expect(saved.status).toBe(200);
    expect((await user.client.get('/api/notification-settings')).json.settings).toEqual(wanted);
  });

  it('an event kept out of the app is e-mailed but not listed', async () => {
    const user = await createVerifiedUser(ctx);
    await user.client.put('/api/notification-settings', {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      events: { ...DEFAULT_NOTIFICATION_SETTINGS.events, fee: { inApp: false, email: true } },
    });
    const manual = await user.client.post('/api/accounts/manual', {
      name: 'Fee Checking',
      type: 'depository',
      subtype: 'checking',
    });
    const accountId = (manual.json.account as unknown as { id: string }).id;
    await user.client.request(
      'POST',
      `/api/accounts/${accountId}/import`,
      'Date,Description,Amount\r\n2026-11-20,OVERDRAFT FEE,-35.00\r\n',
      {
        'Content-Type': 'text/csv',
      },
    );
    await user.client.post('/api/recurring/refresh', {});
    expect((await list(user.client)).notifications).toEqual([]);
    expect((await mailsTo(ctx, user.email)).filter((m) => m.subject === 'New bank fee: $35.00')).toHaveLength(
      1,
    );
  });

  describe('unsubscribe', () => {
    const path = (link: string) => {
      const url = new URL(link);
      return url.pathname + url.search;
    };
    const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
    /** A mail client's RFC 8058 one-click POST: no Origin, no cookie, a form body. */
    const oneClick = (p: string) =>
      ctx.app.request(p, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });

    it('every alert e-mail carries RFC 8058 headers; the one-click POST works without a session, for that kind only', async () => {
      const user = await userWithStatement(ctx, 'DELTAFLIX');
      const mail = (await mailsTo(ctx, user.email)).find((m) => /went up/.test(m.subject))!;
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const header = mail.headers!['List-Unsubscribe']!;
      expect(header).toMatch(/^<http:\/\/localhost:\d+\/api\/unsubscribe\?token=[\w.-]+>$/);
      const postUrl = header.slice(1, -1);
      expect(mail.text).toContain(`${ctx.env.PUBLIC_URL}/unsubscribe?token=${tokenOf(postUrl)}`);

      const res = await oneClick(path(postUrl));
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('unsubscribed from price rise e-mails');
      const settings = (await user.client.get('/api/notification-settings')).json
        .settings as unknown as typeof DEFAULT_NOTIFICATION_SETTINGS;
      expect(settings.events.price_rise).toEqual({ inApp: true, email: false });
      expect(settings.events.still_charging.email).toBe(true);
    });

    it('the page needs no sign-in and changes nothing until its button is pressed', async () => {
      const user = await createVerifiedUser(ctx);
      await user.client.put('/api/notification-settings', {
        ...DEFAULT_NOTIFICATION_SETTINGS,
        weeklyDigest: true,
      });
      // The user's first change: their settings are at version 1, as a digest sent now says.
      const token = signUnsubscribeToken(SECRET, { userId: user.userId, kind: 'digest', version: 1 });
      const page = await ctx.app.request(`/unsubscribe?token=${token}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('Unsubscribe from weekly digest e-mails?');
      expect(html).toContain(`action="/api/unsubscribe?token=${token}"`);
      expect(
        (
          (await user.client.get('/api/notification-settings')).json.settings as unknown as {
            weeklyDigest: boolean;
          }
        ).weeklyDigest,
      ).toBe(true);
      // The button's form post, from the page (same origin, a form body).
      const pressed = await ctx.app.request(`/api/unsubscribe?token=${token}`, {
        method: 'POST',
        headers: { Origin: ctx.env.PUBLIC_URL, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(pressed.status).toBe(200);
      expect(await pressed.text()).toContain('unsubscribed from weekly digest e-mails');
      expect(
        (
          (await user.client.get('/api/notification-settings')).json.settings as unknown as {
            weeklyDigest: boolean;
          }
        ).weeklyDigest,
      ).toBe(false);
    });

    it('cannot be forged, nor turned to another user or another kind', async () => {
      const victim = await createVerifiedUser(ctx);
      const attacker = await createVerifiedUser(ctx);
      const own = signUnsubscribeToken(SECRET, { userId: attacker.userId, kind: 'fee', version: 0 });
      const [, signature] = own.split('.');
      const payload = (userId: string, kind: string) =>
        Buffer.from(`${userId}\n${kind}`).toString('base64url');
      const forged = [
        `${payload(victim.userId, 'fee')}.${signature}`, // another user, same signature
        `${payload(attacker.userId, 'price_rise')}.${signature}`, // another kind
        signUnsubscribeToken('not-the-server-secret'.padEnd(48, 'y'), {
          userId: victim.userId,
          kind: 'fee',
          version: 0,
        }),
        `${own}x`,
        'garbage',
        '',
      ];
      for (const token of forged) {
        const res = await oneClick(`/api/unsubscribe?token=${encodeURIComponent(token)}`);
        expect(res.status, token).toBe(403);
        const page = await ctx.app.request(`/unsubscribe?token=${encodeURIComponent(token)}`);
        expect(page.status).toBe(400);
        expect(await page.text()).toContain('This unsubscribe link is not valid');
      }
      for (const who of [victim, attacker]) {
        const settings = (await who.client.get('/api/notification-settings')).json.settings;
        expect(settings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
      }
    });
  });

  it('sendWeeklyDigests mails opted-in users once a week, with the summary line', async () => {
    const user = await userWithStatement(ctx, 'EPSILONFLIX');
    await user.client.put('/api/notification-settings', {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      weeklyDigest: true,
    });
    const deps = {
      db: ctx.database.db,
      clock: ctx.clock,
      logger: ctx.logger,
      mailer: {
        kind: 'outbox' as const,
        send: async (m: (typeof ctx.mails)[number]) => void ctx.mails.push(m),
      },
      mail: { publicUrl: ctx.env.PUBLIC_URL, productName: 'Tourniquet', authSecret: SECRET },
    };
    await sendWeeklyDigests(deps);
    await sendWeeklyDigests(deps);
    const digests = ctx.mails.filter((m) => m.to === user.email && m.subject === 'Your week with Tourniquet');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toMatch(/^This week: 1 fee \(\$35\), 1 price rise \(\+\$30\/yr\)/);
    expect(digests[0]!.headers?.['List-Unsubscribe']).toContain('/api/unsubscribe?token=');
  });
  it('a large charge alerts; the rent of a known series, however large, does not', async () => {
    const user = await createVerifiedUser(ctx);
    const manual = await user.client.post('/api/accounts/manual', {
      name: 'Rent Checking',
      type: 'depository',
      subtype: 'checking',
    });
    const accountId = (manual.json.account as unknown as { id: string }).id;
    const lines = ['Date,Description,Amount'];
    for (const month of ['05', '06', '07', '08', '09', '10', '11'])
      lines.push(`2026-${month}-17,GREENWAY PROPERTY MGMT RENT,-1500.00`);
    lines.push('2026-11-18,BEST BUY #1234,-900.00');
    const imported = await user.client.request(
      'POST',
      `/api/accounts/${accountId}/import`,
      lines.join('\r\n') + '\r\n',
      { 'Content-Type': 'text/csv' },
    );
    expect(imported.status, imported.text).toBe(200);
    await user.client.post('/api/recurring/refresh', {});
    const large = (await list(user.client)).notifications.filter((n) => n.kind === 'large_transaction');
    expect(large.map((n) => n.title)).toEqual(['Large transaction: $900.00']);
    expect(large[0]!.body).toMatch(/at or above your \$500\.00 alert\.$/);
  });
});
