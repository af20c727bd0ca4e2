import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@tourniquet/domain';
import type { DebtsResponse } from '@tourniquet/domain/contracts';
import { transactions } from '../db/schema/index.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { createAlertRunner } from '../notifications/alert-runner.ts';
import { createSyncedUser } from '../testing/bank-fixtures.ts';
import { createTestContext, TEST_TODAY, type TestContext } from '../testing/test-app.ts';

interface Listed {
  kind: string;
  title: string;
  href: string;
}

describe('due-date alerts', () => {
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

  it('alerts 3 days before a card payment is due, once, not when the forecast pays it, nor for a payment made', async () => {
    const user = await createSyncedUser(ctx);
    // The recurring series stored (the refresh waits for the run the sync started): the forecast reads them.
    const refreshed = await user.client.post('/api/recurring/refresh', {});
    expect(refreshed.status, refreshed.text).toBe(200);
    const { debts } = (await user.client.get('/api/debts')).json as unknown as DebtsResponse;
    const card = debts.find((d) => d.kind === 'credit_card')!;
    const student = debts.find((d) => d.kind === 'student')!;
    const due = card.nextPaymentDueDate!;
    const dueAlerts = async () =>
      ((await user.client.get('/api/notifications')).json.notifications as unknown as Listed[]).filter(
        (n) => n.kind === 'payment_due',
      );

    ctx.clock.setToday(addDays(due, -4));
    await runner.run(user.userId);
    expect((await dueAlerts()).filter((n) => n.title.startsWith(card.name))).toEqual([]);

    // The card's autopay pays its statement before the due date: the forecast shows it paid, so nothing to say.
    ctx.clock.setToday(addDays(due, -3));
    type Events = { events: { date: string; amountCents: number; kind: string; paysAccountId?: string }[] };
    const autopayOf = async () =>
      ((await user.client.get('/api/forecast?days=30&accounts=all')).json as unknown as Events).events.filter(
        (e) => e.paysAccountId === card.accountId && e.date <= due,
      );
    // The series stored by the sync's detection run may still be rewritten by a later run: wait for them.
    await expect
      .poll(async () => (await autopayOf()).map((e) => e.kind), { timeout: 30_000 })
      .toEqual(['card_payment']);
    const autopay = await autopayOf();
    // The student loan's payments from checking come back on the loan: the forecast knows that series pays it.
    const { events } = (await user.client.get('/api/forecast?days=30&accounts=all'))
      .json as unknown as Events;
    expect(events.some((e) => e.kind === 'loan' && e.paysAccountId === student.accountId)).toBe(true);
    await runner.run(user.userId);
    expect((await dueAlerts()).filter((n) => n.title.startsWith(card.name))).toEqual([]);

    // A minimum above what the autopay pays (the user's own figure): the forecast no longer covers it.
    const minimum = autopay[0]!.amountCents + 1;
    const patched = await user.client.request('PATCH', `/api/accounts/${card.accountId}`, {
      minimumPaymentCents: minimum,
    });
    expect(patched.status, patched.text).toBe(200);
    await runner.run(user.userId);
    await runner.run(user.userId);
    const alerts = (await dueAlerts()).filter((n) => n.title.startsWith(card.name));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ href: '/debts' });
    expect(sent.filter((m) => m.subject.includes(card.name))).toHaveLength(1);

    // The student loan paid ahead (a payment row after its statement): nothing to say.
    const studentDue = student.nextPaymentDueDate!;
    await ctx.database.db.insert(transactions).values({
      id: '00000000-0000-4000-8000-0000000000d1',
      userId: user.userId,
      accountId: student.accountId,
      date: addDays(studentDue, -10),
      amountCents: -28700,
      pending: false,
      description: 'PAYMENT - THANK YOU',
    });
    ctx.clock.setToday(addDays(studentDue, -1));
    await runner.run(user.userId);
    expect((await dueAlerts()).filter((n) => n.title.startsWith(student.name))).toEqual([]);
    ctx.clock.setToday(TEST_TODAY);
  });
});
