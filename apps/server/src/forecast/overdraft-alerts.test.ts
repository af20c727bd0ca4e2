import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../mail/mailer.ts';
import { recurringStreams } from '../db/schema/index.ts';
import { createAlertRunner } from '../notifications/alert-runner.ts';
import { createTestContext, TEST_TODAY, type TestContext } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { createVerifiedUser } from '../testing/users.ts';

interface Listed {
  kind: string;
  title: string;
  body: string;
  href: string;
}

// TEST_TODAY is Saturday 2026-11-21.
describe('the overdraft alert (issue 38)', () => {
  let ctx: TestContext;
  const sent: MailMessage[] = [];
  let runner: ReturnType<typeof createAlertRunner>;
  beforeAll(async () => {
    ctx = await createTestContext();
    runner = createAlertRunner({
      db: ctx.database.db,
      clock: ctx.clock,
      logger: ctx.logger,
      mailer: { kind: 'outbox', send: async (m) => void sent.push(m) },
      mail: { publicUrl: ctx.env.PUBLIC_URL, productName: ctx.env.PRODUCT_NAME, authSecret: ctx.authSecret },
    });
  });
  afterAll(() => ctx.close());

  async function userWithRent(nextDate: string) {
    const user = await createVerifiedUser(ctx);
    const created = await user.client.post('/api/accounts/manual', { name: 'Checking', type: 'asset' });
    const accountId = (created.json.account as unknown as { id: string }).id;
    await user.client.request('PATCH', `/api/accounts/${accountId}`, {
      balanceCents: 50_000,
      balanceDate: TEST_TODAY,
    });
    await insertStream(user.userId, accountId, 'rent', { name: 'Rent', amountCents: 120_000, nextDate });
    return { ...user, accountId };
  }

  async function insertStream(
    userId: string,
    accountId: string,
    id: string,
    over: { name: string; amountCents: number; nextDate: string; kind?: string },
  ) {
    await ctx.database.db.insert(recurringStreams).values({
      id: `${id}-${userId}`,
      userId,
      accountId,
      streamKey: id,
      source: 'detected',
      merchant: over.name,
      direction: over.amountCents < 0 ? 'inflow' : 'outflow',
      cadence: 'monthly',
      kind: over.kind ?? 'bill',
      active: true,
      typicalAmountCents: over.amountCents,
      firstDate: '2026-01-01',
      lastDate: '2026-10-25',
      transactionIds: [],
      priceChanges: [],
      confidence: 0.9,
      why: 'test',
      ...over,
    });
  }

  const overdraftAlerts = async (client: TestClient) =>
    ((await client.get('/api/notifications')).json.notifications as unknown as Listed[]).filter(
      (n) => n.kind === 'overdraft',
    );

  it('alerts once, in the app and by e-mail, with the day, the amount and what would fix it', async () => {
    const { client, userId, email } = await userWithRent('2026-11-25');
    await runner.run(userId);
    await runner.run(userId);
    const alerts = await overdraftAlerts(client);
    expect(alerts).toEqual(
      [
        {
          kind: 'overdraft',
          title: 'Your cash may go below zero on Nov 25, 2026',
          body:
            'Projected -$700.00 at the end of Nov 25, 2026. Move $700.00 from savings before that day, or put off a ' +
            'bill. Due before then: Rent $1,200.00 on Nov 25, 2026.',
          href: '/forecast',
        },
      ].map((a) => expect.objectContaining(a)),
    );
    const mails = sent.filter((m) => m.to === email);
    expect(mails.map((m) => m.subject)).toEqual(['Your cash may go below zero on Nov 25, 2026']);
  });

  it('withdraws the warning when it no longer holds, and never repeats it', async () => {
    const { client, userId, email, accountId } = await userWithRent('2026-11-25');
    await runner.run(userId);
    expect(await overdraftAlerts(client)).toHaveLength(1);
    // A pay the day before the rent: no overdraft any more.
    await insertStream(userId, accountId, 'pay', {
      name: 'Acme Payroll',
      amountCents: -200_000,
      nextDate: '2026-11-24',
      kind: 'income',
    });
    await runner.run(userId);
    expect(await overdraftAlerts(client)).toEqual([]);
    await runner.run(userId);
    expect(await overdraftAlerts(client)).toEqual([]);
    expect(sent.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('says nothing of an account whose balance nobody stated', async () => {
    const { client, userId, email } = await createVerifiedUser(ctx);
    const created = await client.post('/api/accounts/manual', { name: 'Checking', type: 'asset' });
    const accountId = (created.json.account as unknown as { id: string }).id;
    await insertStream(userId, accountId, 'rent', {
      name: 'Rent',
      amountCents: 120_000,
      nextDate: '2026-11-25',
    });
    await runner.run(userId);
    expect(await overdraftAlerts(client)).toEqual([]);
    expect(sent.filter((m) => m.to === email)).toEqual([]);
  });

  it('says nothing of an overdraft more than 7 days away', async () => {
    const { client, userId, email } = await userWithRent('2026-12-01');
    await runner.run(userId);
    expect(await overdraftAlerts(client)).toEqual([]);
    expect(sent.filter((m) => m.to === email)).toEqual([]);
    const forecast = (await client.get('/api/forecast')).json as unknown as {
      overdraft: { date: string } | null;
    };
    expect(forecast.overdraft?.date).toBe('2026-12-01');
  });

  it('warns below the cushion the user set in the notification settings, once', async () => {
    // $500.00 and rent of $400.00: $100.00 left, above zero but below a $200.00 cushion.
    const user = await createVerifiedUser(ctx);
    const created = await user.client.post('/api/accounts/manual', { name: 'Checking', type: 'asset' });
    const accountId = (created.json.account as unknown as { id: string }).id;
    await user.client.request('PATCH', `/api/accounts/${accountId}`, {
      balanceCents: 50_000,
      balanceDate: TEST_TODAY,
    });
    await insertStream(user.userId, accountId, 'rent', {
      name: 'Rent',
      amountCents: 40_000,
      nextDate: '2026-11-25',
    });
    await runner.run(user.userId);
    expect(await overdraftAlerts(user.client)).toEqual([]);
    const settings = (await user.client.get('/api/notification-settings')).json.settings as unknown as object;
    const saved = await user.client.request('PUT', '/api/notification-settings', {
      ...settings,
      overdraftCushionCents: 20_000,
    });
    expect(saved.status, saved.text).toBe(200);
    await runner.run(user.userId);
    await runner.run(user.userId);
    const alerts = await overdraftAlerts(user.client);
    expect(alerts.map((a) => a.title)).toEqual([
      'Your cash may go below your $200.00 cushion on Nov 25, 2026',
    ]);
    expect(alerts[0]!.body).toMatch(
      /^Projected \$100\.00 at the end of Nov 25, 2026\. Move \$100\.00 from savings before that day/,
    );
    // The API's first day below zero is still below zero: none here.
    expect(
      ((await user.client.get('/api/forecast')).json as unknown as { overdraft: unknown }).overdraft,
    ).toBeNull();
  });
});
