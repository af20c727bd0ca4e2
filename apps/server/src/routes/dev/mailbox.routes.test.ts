import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { lastMailedLink, STRONG_PASSWORD, uniqueEmail } from '../../testing/users.ts';

describe('/dev/mailbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('lists sent messages with their links, newest first, as HTML and JSON', async () => {
    const email = uniqueEmail('mailbox');
    const client = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    expect(
      (await client.post('/api/auth/sign-up/email', { email, password: STRONG_PASSWORD, name: email }))
        .status,
    ).toBe(200);
    // The message leaves through the job queue (a moment later on PostgreSQL): wait until it is sent.
    await lastMailedLink(ctx, email);

    const json = await client.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const messages = json.json as unknown as { to: string; subject: string; links: string[] }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toBe('Confirm your Tourniquet account');
    expect(messages[0]!.links[0]).toMatch(/\/api\/auth\/verify-email\?token=/);

    const html = await client.get('/dev/mailbox');
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    expect(html.text).toContain(email);
    expect(html.text).toContain(messages[0]!.links[0]!.replace(/&/g, '&amp;'));
  });

  it('does not exist in production', async () => {
    const prod = await createTestContext({
      database: ctx.database,
      env: {
        NODE_ENV: 'production',
        PLAID_ENV: 'sandbox',
        PLAID_CLIENT_ID: 'x',
        PLAID_SECRET: 'y',
        SMTP_URL: 'smtp://127.0.0.1:9',
      },
    });
    const res = await prod.app.request('/dev/mailbox');
    expect(res.status).toBe(404);
    expect((await prod.app.request('/dev/mailbox.json')).status).toBe(404);
    await prod.close();
  });
});
