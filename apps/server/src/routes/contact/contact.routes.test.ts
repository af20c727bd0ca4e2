import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { mailsTo } from '../../testing/users.ts';

// The assisted services work out of the box: a request reaches the operator's mailbox (the development
// outbox here), answerable by replying to it.

describe('POST /api/contact-requests', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { SUPPORT_EMAIL: 'help@operator.example' } });
  });
  afterAll(() => ctx.close());
  const anonymous = () => new TestClient(ctx.app, ctx.env.PUBLIC_URL);

  it('sends the request to the support address with the sender as Reply-To', async () => {
    const res = await anonymous().post('/api/contact-requests', {
      topic: 'taxes',
      name: 'Robin Vale',
      email: 'robin@example.com',
      message: 'I sell prints online.\nWhat can I deduct?',
    });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ sent: true, to: 'help@operator.example' });
    const [mail] = (await mailsTo(ctx, 'help@operator.example')).filter((m) =>
      /request: Taxes/.test(m.subject),
    );
    expect(mail?.subject).toBe(`${ctx.env.PRODUCT_NAME} request: Taxes from Robin Vale`);
    expect(mail?.headers?.['Reply-To']).toBe('robin@example.com');
    expect(mail?.text).toContain('I sell prints online.');
    expect(mail?.text).toContain('What can I deduct?');
  });

  it.each([
    ['no topic', { name: 'A', email: 'a@example.com', message: 'hi' }, 'topic'],
    ['an unknown topic', { topic: 'crypto', name: 'A', email: 'a@example.com', message: 'hi' }, 'topic'],
    ['a bad e-mail', { topic: 'taxes', name: 'A', email: 'not-mail', message: 'hi' }, 'email'],
    ['an empty message', { topic: 'taxes', name: 'A', email: 'a@example.com', message: '  ' }, 'message'],
    [
      'a message too long',
      { topic: 'taxes', name: 'A', email: 'a@example.com', message: 'x'.repeat(4001) },
      'message',
    ],
  ])('refuses %s with 400 naming the field, and sends nothing', async (_what, body, field) => {
    const before = (await mailsTo(ctx, 'help@operator.example')).length;
    const res = await anonymous().post('/api/contact-requests', body);
    expect(res.status).toBe(400);
    expect(res.text).toContain(field);
    expect((await mailsTo(ctx, 'help@operator.example')).length).toBe(before);
  });
});
