import { describe, expect, it } from 'vitest';
import type { ForecastEvent } from '@tourniquet/domain/contracts';
import { daysWithEvents } from './forecast-days.ts';

const event = (
  date: string,
  name: string,
  kind: ForecastEvent['kind'],
  amountCents: number,
): ForecastEvent => ({
  date,
  accountId: 'a',
  name,
  amountCents,
  kind,
  streamId: kind === 'spending' || name === 'Income with no schedule' ? null : name,
});

describe('daysWithEvents', () => {
  it('keeps the days with a known event, in order, with their balance, and leaves the learned amounts out', () => {
    const daily = [
      { date: '2026-12-07', balanceCents: 100 },
      { date: '2026-12-08', balanceCents: 50 },
      { date: '2026-12-09', balanceCents: 40 },
    ];
    const events = [
      event('2026-12-07', 'Everyday spending', 'spending', 10),
      event('2026-12-08', 'Rent', 'bill', 40),
      event('2026-12-08', 'Pay', 'income', -30),
      event('2026-12-09', 'Everyday spending', 'spending', 10),
      event('2026-12-09', 'Income with no schedule', 'income', -700),
    ];
    expect(daysWithEvents(daily, events)).toEqual([
      { date: '2026-12-08', balanceCents: 50, events: [events[1], events[2]] },
    ]);
  });
});
