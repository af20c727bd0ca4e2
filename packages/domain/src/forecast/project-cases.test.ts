import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { dailyIrregularIncome } from './allowance';
import { estimatedTaxDates } from './estimated-tax';
import { projectForecast } from './project';
import type { ForecastInput, ForecastRow, ForecastStream } from './types';

// Sunday 2026-12-06, as in project.test.ts.
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

/** Money in with no series every 14 days over the last year. */
const payouts = (cents: number, streamId: string | null = null) =>
  Array.from({ length: 26 }, (_, i) =>
    row({ id: `p${i}`, date: addDays(ASOF, -3 - 14 * i), amountCents: -cents, streamId }),
  );

describe('projectForecast, by kind of case', () => {
  it('forecasts varying pay at its recent level (the median of its last five), not its yearly usual', () => {
    const pay = stream({
      id: 'pay',
      kind: 'income',
      direction: 'inflow',
      cadence: 'weekly',
      nextDate: '2026-12-11',
      amountCents: -80_000,
      typicalAmountCents: -64_000,
      variableAmount: true,
    });
    // Overtime since mid-November; one short week among them.
    const rows = [
      ['2026-12-04', -80_000],
      ['2026-11-27', -77_500],
      ['2026-11-20', -81_000],
      ['2026-11-13', -79_000],
      ['2026-11-06', -63_000],
      ['2026-10-30', -64_000],
    ].map(([date, cents], i) =>
      row({ id: `w${i}`, date: String(date), amountCents: Number(cents), streamId: 'pay' }),
    );
    const amounts = projectForecast(input({ streams: [pay], rows }))
      .events.filter((e) => e.streamId === 'pay')
      .map((e) => e.amountCents);
    expect(amounts).toEqual([-79_000, -79_000, -79_000, -79_000]);
    // With two charges seen, the usual amount.
    const few = projectForecast(input({ streams: [pay], rows: rows.slice(0, 2) }));
    expect(few.events.find((e) => e.streamId === 'pay')!.amountCents).toBe(-64_000);
  });

  it('adds income with no schedule a week at a time, learned over a year, apart from the next income', () => {
    const rows = payouts(70_000);
    // 26 x $700.00 over the 354 days from the first payout.
    expect(dailyIrregularIncome(rows, ASOF)).toEqual({ cents: 5_141, accountId: 'chk' });
    const forecast = projectForecast(input({ rows }));
    expect(forecast.dailyIrregularIncomeCents).toBe(5_141);
    expect(forecast.events.map((e) => [e.date, e.name, e.kind, e.amountCents, e.streamId])).toEqual(
      [7, 14, 21, 28].map((d) => [addDays(ASOF, d), 'Income with no schedule', 'income', -35_987, null]),
    );
    expect(forecast.nextIncome).toBeNull();
    expect(forecast.daily.at(-1)!.balanceCents).toBe(150_000 + 4 * 35_987);
    // A few dollars of refunds or interest a day are not income to count on.
    expect(dailyIrregularIncome(payouts(600), ASOF)).toEqual({ cents: 0, accountId: null });
  });

  it("counts a stopped series' rows as money with no schedule, and a cancelled one's never", () => {
    const stopped = stream({
      id: 'client',
      kind: 'income',
      direction: 'inflow',
      nextDate: '2026-09-01',
      active: false,
    });
    const cancelled = { ...stopped, id: 'gone', active: true, status: 'cancelled' as const };
    const fromStopped = projectForecast(input({ streams: [stopped], rows: payouts(70_000, 'client') }));
    expect(fromStopped.dailyIrregularIncomeCents).toBe(5_141);
    const fromCancelled = projectForecast(input({ streams: [cancelled], rows: payouts(70_000, 'gone') }));
    expect(fromCancelled.dailyIrregularIncomeCents).toBe(0);
    expect(fromCancelled.events).toEqual([]);
  });

  it('puts estimated tax on the IRS due days (Jan 15, Apr 15, Jun 15, Sep 15), not every three months', () => {
    expect(estimatedTaxDates('2026-09-15', '2027-09-30')).toEqual([
      '2027-01-15',
      '2027-04-15',
      '2027-06-15',
      '2027-09-15',
    ]);
    const tax = stream({
      id: 'tax',
      name: 'IRS USATAXPYMT',
      cadence: 'quarterly',
      lastDate: '2026-09-15',
      nextDate: '2026-12-15',
      amountCents: 110_000,
    });
    expect(projectForecast(input({ streams: [tax] })).events).toEqual([]);
    const sixty = projectForecast(input({ streams: [tax], days: 60 }));
    expect(sixty.events.map((e) => [e.date, e.amountCents])).toEqual([['2027-01-15', 110_000]]);
    // Another quarterly bill keeps its three months.
    const water = { ...tax, id: 'water', name: 'City Water' };
    expect(projectForecast(input({ streams: [water] })).events.map((e) => e.date)).toEqual(['2026-12-15']);
  });
});
