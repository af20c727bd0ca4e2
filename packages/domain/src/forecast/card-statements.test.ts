import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { findStatementCloseDay, statementClose } from './card-statements';
import { projectForecast } from './project';
import type { ForecastCard, ForecastRow, ForecastStream } from './types';

// Sunday 2026-12-06. A card whose statement closes on the 22nd, paid in full by autopay on the 18th.
const ASOF = '2026-12-06';
const purchases = Array.from({ length: 150 }, (_, i) => ({
  date: addDays(ASOF, -i),
  // A spread of amounts, the same on every run.
  amountCents: 300 + ((((i + 7) * 2_654_435_761) >>> 0) % 9_000),
}));
const spent = (after: string, through: string) =>
  purchases.filter((p) => p.date > after && p.date <= through).reduce((sum, p) => sum + p.amountCents, 0);
const paid = [
  { date: '2026-09-18', cents: spent('2026-07-22', '2026-08-22') },
  { date: '2026-10-19', cents: spent('2026-08-22', '2026-09-22') },
  { date: '2026-11-18', cents: spent('2026-09-22', '2026-10-22') },
];
const payments = paid.map((p) => ({ date: p.date, amountCents: -p.cents }));
const card: ForecastCard = { id: 'card', rows: [...purchases, ...payments] };
const checkingRows: ForecastRow[] = paid.map((p, i) => ({
  id: `pay${i}`,
  accountId: 'chk',
  date: p.date,
  amountCents: p.cents,
  pending: false,
  streamId: 'autopay',
  transfer: true,
}));
const autopay: ForecastStream = {
  id: 'autopay',
  accountId: 'chk',
  name: 'CHASE CREDIT CRD AUTOPAY',
  merchant: 'Chase',
  kind: 'transfer',
  cadence: 'monthly',
  direction: 'outflow',
  active: true,
  status: 'active',
  amountCents: paid[2]!.cents,
  typicalAmountCents: 60_000,
  variableAmount: true,
  lastDate: '2026-11-18',
  nextDate: '2026-12-18',
};
const forecast = (days: number, cards: ForecastCard[]) =>
  projectForecast({
    asOf: ASOF,
    days,
    accounts: [{ id: 'chk', name: 'Checking', balanceCents: 500_000 }],
    streams: [autopay],
    rows: checkingRows,
    cards,
  });

describe('a card autopay from its statement', () => {
  it('finds the day the statement closes from payments that equal their cycles', () => {
    expect(statementClose('2026-12-18', 22)).toBe('2026-11-22');
    expect(statementClose('2026-12-10', 22)).toBe('2026-10-22'); // the 21 days before the due day
    expect(findStatementCloseDay(card, payments)).toBe(22);
    // Payments of a part (the minimum, a round sum) fit no day.
    const minimums = paid.map((p) => ({ date: p.date, amountCents: -5_000 }));
    expect(findStatementCloseDay({ id: 'card', rows: [...purchases, ...minimums] }, minimums)).toBeNull();
  });

  it('still finds the day when one cycle of a year does not equal its payment (a large refund, an extra payment)', () => {
    const year = Array.from({ length: 400 }, (_, i) => ({
      date: addDays(ASOF, -i),
      amountCents: 300 + ((((i + 3) * 2_654_435_761) >>> 0) % 9_000),
    }));
    const cycle = (after: string, through: string) =>
      year.filter((p) => p.date > after && p.date <= through).reduce((sum, p) => sum + p.amountCents, 0);
    const months = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08'];
    const paidYear = months.slice(1).map((m, i) => ({
      date: `${months[i + 1]}-18`,
      // The May statement was paid $300 short of its purchases (a refund the user took as cash back).
      amountCents: -(
        cycle(`${months[i - 1] ?? '2025-12'}-22`, `${months[i]}-22`) - (m === '2026-05' ? 30_000 : 0)
      ),
    }));
    expect(findStatementCloseDay({ id: 'card', rows: [...year, ...paidYear] }, paidYear)).toBe(22);
    // Three cycles in seven off is no longer a card paid in full.
    const threeOff = paidYear.map((p, i) =>
      i === 1 || i === 3 || i === 5 ? { ...p, amountCents: p.amountCents + 40_000 } : p,
    );
    expect(findStatementCloseDay({ id: 'card', rows: [...year, ...threeOff] }, threeOff)).toBeNull();
  });

  it('forecasts the payment as the closed statement, and a cycle still open at its spending so far and to come', () => {
    const events = forecast(60, [card]).events.filter((e) => e.streamId === 'autopay');
    const daily = spent(addDays(ASOF, -90), ASOF) / 90;
    expect(events.map((e) => [e.date, e.kind, e.amountCents])).toEqual([
      ['2026-12-18', 'card_payment', spent('2026-10-22', '2026-11-22')],
      ['2027-01-19', 'card_payment', Math.round(spent('2026-11-22', ASOF) + daily * 16)], // the 18th is MLK Day
    ]);
    // The payment names the card it pays (its due-date alert reads it as paid).
    expect(events.map((e) => e.paysAccountId)).toEqual(['card', 'card']);
    // Without the card's rows, the series' recent level: the median of its three payments.
    const median = paid.map((p) => p.cents).sort((a, b) => a - b)[1];
    expect(forecast(30, []).events.map((e) => e.amountCents)).toEqual([median]);
    expect(forecast(30, []).events[0]!.paysAccountId).toBeUndefined();
  });

  it("adds the adopted plan's extra payments of the days and accounts projected", () => {
    const extra = (date: string, accountId = 'chk') => ({
      date,
      accountId,
      name: 'Extra to Rewards Card (your debt plan)',
      amountCents: 20_000,
      kind: 'card_payment' as const,
      streamId: null,
      paysAccountId: 'card',
    });
    const planned = [extra('2026-12-20'), extra('2026-12-21', 'savings'), extra('2027-01-20')];
    const withPlan = projectForecast({
      asOf: ASOF,
      days: 30,
      accounts: [{ id: 'chk', name: 'Checking', balanceCents: 500_000 }],
      streams: [autopay],
      rows: checkingRows,
      cards: [card],
      plannedPayments: planned,
    });
    expect(withPlan.events.filter((e) => e.streamId === null && e.kind === 'card_payment')).toEqual([
      extra('2026-12-20'),
    ]);
    const without = forecast(30, [card]);
    expect(withPlan.daily.at(-1)!.balanceCents).toBe(without.daily.at(-1)!.balanceCents - 20_000);
  });
});
