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

  it('alerts 3 days before a card payment is due, once, and not for a payment already made', async () => {
    const user = await createSyncedUser(ctx);
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

    ctx.clock.setToday(addDays(due, -3));
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
