import { describe, expect, it } from 'vitest';
import { paymentDueAlerts, type DueDebt } from './due-alert';

const card: DueDebt = {
  accountId: 'card-1',
  name: 'Visa',
  nextPaymentDueDate: '2026-12-20',
  minimumPaymentCents: 3500,
  lastPaymentDate: '2026-11-17',
};

describe('paymentDueAlerts', () => {
  it('alerts from 3 days before the due date until the day, once per account and date', () => {
    expect(paymentDueAlerts([card], '2026-12-16')).toEqual([]);
    const [alert] = paymentDueAlerts([card], '2026-12-17');
    expect(alert).toMatchObject({
      kind: 'payment_due',
      dedupeKey: 'payment_due:card-1:2026-12-20',
      title: 'Visa: payment due on Dec 20, 2026',
      href: '/debts',
      eventDate: '2026-12-20',
      amountCents: 3500,
    });
    expect(alert?.body).toContain('The minimum payment of $35.00 is due on Dec 20, 2026.');
    expect(paymentDueAlerts([card], '2026-12-19')[0]?.title).toBe('Visa: payment due tomorrow');
    expect(paymentDueAlerts([card], '2026-12-20')[0]?.title).toBe('Visa: payment due today');
    expect(paymentDueAlerts([card], '2026-12-21')).toEqual([]);
  });

  it('says nothing when a payment after the statement (21 days before the due date) already paid it', () => {
    expect(paymentDueAlerts([{ ...card, lastPaymentDate: '2026-11-29' }], '2026-12-18')).toEqual([]);
    // A payment on Nov 28 paid the statement before (due Nov 20, a day or more late): this one is unpaid.
    expect(paymentDueAlerts([{ ...card, lastPaymentDate: '2026-11-28' }], '2026-12-18')).toHaveLength(1);
  });

  it('says nothing 3 days before when the forecast already pays the minimum by the due date', () => {
    const autopay = { date: '2026-12-18', amountCents: 41_250 };
    expect(paymentDueAlerts([{ ...card, forecastPayments: [autopay] }], '2026-12-17')).toEqual([]);
    // Paid after the due date, or less than the minimum, is not paid.
    const late = { ...card, forecastPayments: [{ ...autopay, date: '2026-12-21' }] };
    expect(paymentDueAlerts([late], '2026-12-17')).toHaveLength(1);
    const part = { ...card, forecastPayments: [{ ...autopay, amountCents: 3_000 }] };
    expect(paymentDueAlerts([part], '2026-12-17')).toHaveLength(1);
    // Two payments (the minimum's part and the plan's extra) that together reach it do.
    const two = {
      ...card,
      forecastPayments: [
        { ...autopay, amountCents: 3_000 },
        { ...autopay, amountCents: 500 },
      ],
    };
    expect(paymentDueAlerts([two], '2026-12-17')).toEqual([]);
  });

  it('needs a due date', () => {
    expect(paymentDueAlerts([{ ...card, nextPaymentDueDate: null }], '2026-12-18')).toEqual([]);
  });
});
