import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../dates';
import { dailyAllowance } from './allowance';
import { projectForecast } from './project';
import type { ForecastInput, ForecastRow, ForecastStream } from './types';

// Sunday 2026-12-06; Friday 2026-12-25 is Christmas.
const ASOF = '2026-12-06';
const checking = { id: 'chk', name: 'Everyday Checking', balanceCents: 150_000 };

function stream(over: Partial<ForecastStream> & Pick<ForecastStream, 'id' | 'nextDate'>): ForecastStream {
  return {
    accountId: 'chk',
    name: over.id,
    merchant: over.id,
    kind: 'bill',
    cadence: 'monthly',
    direction: 'outflow',
    active: true,
    status: 'active',
    amountCents: 10_000,
    typicalAmountCents: 10_000,
    variableAmount: false,
    lastDate: addDays(over.nextDate, -30),
    ...over,
  };
}

function row(over: Partial<ForecastRow> & Pick<ForecastRow, 'id' | 'date' | 'amountCents'>): ForecastRow {
  return { accountId: 'chk', pending: false, streamId: null, transfer: false, ...over };
}

function input(over: Partial<ForecastInput>): ForecastInput {
  return { asOf: ASOF, days: 30, accounts: [checking], streams: [], rows: [], ...over };
}

describe('projectForecast', () => {
  it('projects each day from tomorrow, moved by the known events on business days', () => {
    const salary = stream({
      id: 'pay',
      kind: 'income',
      direction: 'inflow',
      cadence: 'biweekly',
      nextDate: '2026-12-12', // a Saturday: paid Friday the 11th
      amountCents: -250_000,
      typicalAmountCents: -250_000,
    });
    const rent = stream({ id: 'rent', nextDate: '2026-12-26', amountCents: 180_000 }); // Saturday -> Monday 28th
    const forecast = projectForecast(input({ streams: [salary, rent] }));
    expect(forecast.daily).toHaveLength(30);
    expect(forecast.daily[0]!.date).toBe('2026-12-07');
    expect(forecast.daily.at(-1)!.date).toBe('2027-01-05');
    expect(forecast.events.map((e) => [e.date, e.streamId, e.kind, e.amountCents])).toEqual([
      ['2026-12-11', 'pay', 'income', -250_000],
      ['2026-12-24', 'pay', 'income', -250_000], // the 26th is a Saturday
      ['2026-12-28', 'rent', 'bill', 180_000],
    ]);
    expect(forecast.nextIncome).toEqual({ date: '2026-12-11', amountCents: -250_000 });
    expect(forecast.lowest).toEqual({ date: '2026-12-07', balanceCents: 150_000 });
    expect(forecast.overdraft).toBeNull();
    expect(forecast.safeToSpendCents).toBe(150_000);
  });

  it('takes the next pay as the next income, not a few cents of interest before it', () => {
    const interest = stream({
      id: 'interest',
      kind: 'income',
      direction: 'inflow',
      nextDate: '2026-12-08',
      amountCents: -81,
      typicalAmountCents: -81,
    });
    const pay = stream({
      id: 'pay',
      kind: 'income',
      direction: 'inflow',
      nextDate: '2026-12-15',
      amountCents: -300_000,
      typicalAmountCents: -300_000,
    });
    const rent = stream({ id: 'rent', nextDate: '2026-12-10', amountCents: 100_000 });
    const forecast = projectForecast(input({ streams: [interest, pay, rent] }));
    expect(forecast.nextIncome).toEqual({ date: '2026-12-15', amountCents: -300_000 });
    // Safe to spend covers the rent due before the pay.
    expect(forecast.safeToSpendCents).toBe(150_000 + 81 - 100_000);
  });

  it('finds the first day below zero and what can be spent before the next income', () => {
    const rent = stream({ id: 'rent', nextDate: '2026-12-08', amountCents: 180_000 });
    const pay = stream({
      id: 'pay',
      kind: 'income',
      direction: 'inflow',
      nextDate: '2026-12-15',
      amountCents: -300_000,
      typicalAmountCents: -300_000,
    });
    const forecast = projectForecast(input({ streams: [rent, pay] }));
    expect(forecast.overdraft).toEqual({ date: '2026-12-08', balanceCents: -30_000 });
    expect(forecast.lowest).toEqual({ date: '2026-12-08', balanceCents: -30_000 });
    expect(forecast.safeToSpendCents).toBe(0);
    const cushioned = projectForecast(input({ streams: [pay], cushionCents: 200_000 }));
    expect(cushioned.overdraft).toEqual({ date: '2026-12-07', balanceCents: 150_000 });
  });

  it('counts a pending row once: off the starting balance, and its event leaves the forecast', () => {
    const phone = stream({ id: 'phone', nextDate: '2026-12-07', amountCents: 8_000 });
    const pending = row({ id: 'p1', date: '2026-12-05', amountCents: 8_000, pending: true });
    const forecast = projectForecast(input({ streams: [phone], rows: [pending], days: 60 }));
    expect(forecast.startBalanceCents).toBe(142_000);
    expect(forecast.accounts).toEqual([{ id: 'chk', name: 'Everyday Checking', startBalanceCents: 142_000 }]);
    // Next month's phone bill is still there; this month's is the pending row.
    expect(forecast.events.filter((e) => e.streamId === 'phone').map((e) => e.date)).toEqual(['2027-01-07']);
    // ... and is not everyday spending either.
    expect(forecast.dailyAllowanceCents).toBe(0);
  });

  it('never forecasts a cancelled or dismissed subscription, nor a series that stopped', () => {
    const streams = [
      stream({ id: 'tv', kind: 'subscription', nextDate: '2026-12-10', status: 'cancelled' }),
      stream({ id: 'gym', kind: 'subscription', nextDate: '2026-12-10', status: 'dismissed' }),
      stream({ id: 'old', kind: 'subscription', nextDate: '2026-12-10', active: false }),
      stream({ id: 'music', kind: 'subscription', nextDate: '2026-12-10', amountCents: 1_199 }),
    ];
    const forecast = projectForecast(input({ streams }));
    expect(forecast.events.map((e) => e.streamId)).toEqual(['music']);
  });

  it('charges a price rise at the new price and a varying bill at its usual level', () => {
    const streams = [
      stream({ id: 'stream-tv', nextDate: '2026-12-09', amountCents: 1_799, typicalAmountCents: 1_549 }),
      stream({
        id: 'power',
        nextDate: '2026-12-09',
        amountCents: 21_000,
        typicalAmountCents: 12_500,
        variableAmount: true,
      }),
    ];
    const amounts = projectForecast(input({ streams })).events.map((e) => [e.streamId, e.amountCents]);
    expect(amounts).toEqual([
      ['power', 12_500],
      ['stream-tv', 1_799],
    ]);
  });

  it('expects a late bill tomorrow, drops one missing too long, and takes a posted one as paid', () => {
    const late = stream({ id: 'late', nextDate: '2026-12-02' });
    const gone = stream({ id: 'gone', nextDate: '2026-11-20' });
    const paid = stream({ id: 'paid', nextDate: '2026-12-04' });
    const rows = [row({ id: 'r1', date: '2026-12-04', amountCents: 10_000, streamId: 'paid' })];
    const forecast = projectForecast(input({ streams: [late, gone, paid], rows }));
    expect(forecast.events.map((e) => [e.streamId, e.date])).toEqual([
      ['late', '2026-12-07'],
      ['gone', '2026-12-21'],
      ['late', '2027-01-04'], // the 2nd is a Saturday
      ['paid', '2027-01-04'],
    ]);
  });

  it('names a card autopay a card payment and only forecasts the selected accounts', () => {
    const streams = [
      stream({ id: 'card', name: 'Chase Card Autopay', kind: 'transfer', nextDate: '2026-12-15' }),
      stream({ id: 'elsewhere', accountId: 'other', nextDate: '2026-12-15' }),
    ];
    const events = projectForecast(input({ streams })).events;
    expect(events.map((e) => [e.streamId, e.kind])).toEqual([['card', 'card_payment']]);
  });

  it("knows the loan a series pays from its charges coming back as the loan's payments (a year back)", () => {
    const nelnet = stream({ id: 'nelnet', kind: 'loan', nextDate: '2026-12-15', amountCents: 28_700 });
    const gym = stream({ id: 'gym', nextDate: '2026-12-10', amountCents: 2_499 });
    // Two charges older than the recent rows reach, each back on the loan two days later.
    const seriesCharges = ['2026-09-15', '2026-10-15'].map((date, i) =>
      row({ id: `n${i}`, date, amountCents: 28_700, streamId: 'nelnet', transfer: true }),
    );
    const loan = {
      id: 'student',
      rows: [
        { date: '2026-09-17', amountCents: -28_700 },
        { date: '2026-10-17', amountCents: -28_700 },
      ],
    };
    const paying = (loans: ForecastInput['loans']) =>
      projectForecast(input({ streams: [nelnet, gym], seriesCharges, loans })).events.map((e) => [
        e.streamId,
        e.paysAccountId ?? null,
      ]);
    expect(paying([loan])).toEqual([
      ['gym', null],
      ['nelnet', 'student'],
    ]);
    // One payment back is not enough to tell, and a loan paid by other amounts is not this series'.
    expect(paying([{ id: 'student', rows: loan.rows.slice(1) }])).toContainEqual(['nelnet', null]);
    const other = loan.rows.map((r) => ({ ...r, amountCents: -30_000 }));
    expect(paying([{ id: 'student', rows: other }])).toContainEqual(['nelnet', null]);
  });

  it('adds everyday spending as its own daily event, learned from rows in no series', () => {
    const rows = [
      row({ id: 'g1', date: '2026-11-10', amountCents: 9_000 }),
      row({ id: 'g2', date: '2026-12-05', amountCents: 6_000 }),
      row({ id: 'bill', date: '2026-11-20', amountCents: 50_000, streamId: 'rent' }),
      row({ id: 'xfer', date: '2026-11-21', amountCents: 70_000, transfer: true }),
      row({ id: 'refund', date: '2026-11-22', amountCents: -4_000 }),
      row({ id: 'old', date: '2026-08-01', amountCents: 99_000 }),
    ];
    // 150.00 over the 27 days from 11-10 to 12-06.
    expect(dailyAllowance(rows, ASOF)).toEqual({ cents: 556, accountId: 'chk' });
    const forecast = projectForecast(input({ rows }));
    expect(forecast.dailyAllowanceCents).toBe(556);
    expect(forecast.events).toHaveLength(30);
    expect(forecast.events.every((e) => e.kind === 'spending' && e.name === 'Everyday spending')).toBe(true);
    expect(forecast.daily.at(-1)!.balanceCents).toBe(150_000 - 30 * 556);
  });

  it('holds its sums: the last balance is the start less every event, and the lowest is the minimum', () => {
    const cadences = ['weekly', 'biweekly', 'semi_monthly', 'monthly', 'quarterly', 'annual'] as const;
    const streamArb = fc.record({
      id: fc.uuid(),
      cadence: fc.constantFrom(...cadences),
      offset: fc.integer({ min: -10, max: 40 }),
      amountCents: fc.integer({ min: -400_000, max: 400_000 }),
    });
    const rowArb = fc.record({
      offset: fc.integer({ min: -100, max: 0 }),
      amountCents: fc.integer({ min: -50_000, max: 50_000 }),
      pending: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(streamArb, { maxLength: 8 }),
        fc.array(rowArb, { maxLength: 20 }),
        fc.integer({ min: -100_000, max: 1_000_000 }),
        fc.constantFrom(30, 60, 90),
        (streamSpecs, rowSpecs, balanceCents, days) => {
          const streams = streamSpecs.map((s) =>
            stream({
              id: s.id,
              cadence: s.cadence,
              nextDate: addDays(ASOF, s.offset),
              amountCents: s.amountCents,
              typicalAmountCents: s.amountCents,
              kind: s.amountCents < 0 ? 'income' : 'bill',
              direction: s.amountCents < 0 ? 'inflow' : 'outflow',
            }),
          );
          const rows = rowSpecs.map((r, i) =>
            row({
              id: `r${i}`,
              date: addDays(ASOF, r.offset),
              amountCents: r.amountCents,
              pending: r.pending,
            }),
          );
          const f = projectForecast(
            input({ accounts: [{ ...checking, balanceCents }], streams, rows, days }),
          );
          expect(f.daily).toHaveLength(days);
          f.daily.forEach((d, i) => expect(d.date).toBe(addDays(ASOF, i + 1)));
          const out = f.events.reduce((sum, e) => sum + e.amountCents, 0);
          expect(f.daily.at(-1)!.balanceCents).toBe(f.startBalanceCents - out);
          const pendingOut = rows.filter((r) => r.pending).reduce((sum, r) => sum + r.amountCents, 0);
          expect(f.startBalanceCents).toBe(balanceCents - pendingOut);
          expect(f.daily.every((d) => d.balanceCents >= f.lowest.balanceCents)).toBe(true);
          expect(f.events.every((e) => e.date > ASOF && e.date <= addDays(ASOF, days))).toBe(true);
          expect(f.overdraft === null).toBe(f.daily.every((d) => d.balanceCents >= 0));
          // Spending the safe amount today keeps every day before the next income at zero or above.
          expect(f.safeToSpendCents).toBeGreaterThanOrEqual(0);
          const beforeIncome = f.daily.filter((d) => !f.nextIncome || d.date < f.nextIncome.date);
          const floor = Math.min(f.startBalanceCents, ...beforeIncome.map((d) => d.balanceCents));
          // ... and no more: with more, some day would go below zero.
          expect(f.safeToSpendCents).toBe(Math.max(0, floor));
          if (f.safeToSpendCents > 0) {
            for (const d of beforeIncome)
              expect(d.balanceCents - f.safeToSpendCents).toBeGreaterThanOrEqual(0);
          }
          expect(Number.isInteger(f.safeToSpendCents)).toBe(true);
        },
      ),
    );
  });
});
