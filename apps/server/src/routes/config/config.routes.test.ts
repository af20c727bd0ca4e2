import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

describe('GET /api/config', () => {
  let ctx: TestContext | undefined;
  afterEach(() => ctx?.close());

  it('shares names and contact URLs, null when a URL is not configured', async () => {
    ctx = await createTestContext({ env: { SUPPORT_EMAIL: 'help@example.com' } });
    const body = await (await ctx.app.request('/api/config')).json();
    expect(body).toMatchObject({
      productName: 'Tourniquet',
      supportEmail: 'help@example.com',
      advisorMeetingUrl: null,
      schedulingUrl: null,
    });
  });

  it('passes the configured meeting and scheduling URLs, and never a secret', async () => {
    ctx = await createTestContext({
      env: {
        ADVISOR_MEETING_URL: 'https://meet.example.com/room',
        SCHEDULING_URL: 'https://book.example.com/advisor',
        PREMIUM_CODES: 'SECRET-CODE-1',
        AUTH_SECRET: 'x'.repeat(40),
      },
    });
    const text = await (await ctx.app.request('/api/config')).text();
    expect(JSON.parse(text)).toMatchObject({
      advisorMeetingUrl: 'https://meet.example.com/room',
      schedulingUrl: 'https://book.example.com/advisor',
    });
    expect(text).not.toContain('SECRET-CODE-1');
    expect(text).not.toContain('x'.repeat(40));
  });

  it('says whether transactions are read-only (off unless TRANSACTIONS_READ_ONLY=true)', async () => {
    ctx = await createTestContext();
    expect(await (await ctx.app.request('/api/config')).json()).toMatchObject({
      transactionsReadOnly: false,
    });
    await ctx.close();
    ctx = await createTestContext({ env: { TRANSACTIONS_READ_ONLY: 'true' } });
    expect(await (await ctx.app.request('/api/config')).json()).toMatchObject({ transactionsReadOnly: true });
  });

  it('says whether mail goes to the development mailbox (no SMTP_URL, on this machine only)', async () => {
    ctx = await createTestContext();
    expect(await (await ctx.app.request('/api/config')).json()).toMatchObject({ devMailbox: true });
    await ctx.close();
    // Served on a network address, the mailbox is closed (every reset link is in it): nothing to point to.
    ctx = await createTestContext({ env: { HOST: '0.0.0.0' } });
    expect(await (await ctx.app.request('/api/config')).json()).toMatchObject({ devMailbox: false });
  });
});
