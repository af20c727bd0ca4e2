import { describe, expect, it } from 'vitest';
import { streamFixture as stream } from './stream-fixture.ts';
import {
  bleedTotal,
  cancelledStreams,
  groupStreams,
  incomeStreams,
  serviceName,
  viewTransactionsHref,
} from './recurring-view.ts';

describe('groupStreams', () => {
  it('puts subscriptions, then bills and loans, in the spec order with their costs', () => {
    const groups = groupStreams([
      stream({ id: 'a' }),
      stream({ id: 'b', kind: 'bill', monthlyCostCents: 1300, yearlyCostCents: 15600 }),
      stream({ id: 'c', kind: 'loan', monthlyCostCents: 38941, yearlyCostCents: 467292 }),
      stream({ id: 'd', monthlyCostCents: 2708, yearlyCostCents: 32500 }),
    ]);
    expect(groups.map((g) => g.title)).toEqual(['Subscriptions & Services', 'Bills & Utilities']);
    expect(groups.map((g) => g.items.map((s) => s.id))).toEqual([
      ['a', 'd'],
      ['b', 'c'],
    ]);
    expect(groups[0]).toMatchObject({ monthlyCents: 1799 + 2708, yearlyCents: 21588 + 32500 });
    expect(bleedTotal(groups)).toEqual({
      monthlyCents: 1799 + 2708 + 1300 + 38941,
      yearlyCents: 21588 + 32500 + 15600 + 467292,
    });
  });

  it('lists only running money-out charges the user kept', () => {
    const groups = groupStreams([
      stream({ id: 'ended', active: false }),
      stream({ id: 'dismissed', status: 'dismissed' }),
      stream({ id: 'cancelled', status: 'cancelled' }),
      stream({ id: 'pay', kind: 'income', direction: 'inflow', amountCents: -250000 }),
      stream({ id: 'transfer', kind: 'transfer' }),
      stream({ id: 'loan-side', kind: 'loan', direction: 'inflow', amountCents: -38941 }),
      stream({ id: 'kept' }),
    ]);
    expect(groups.flatMap((g) => g.items.map((s) => s.id))).toEqual(['kept']);
  });

  it('brings still-charging items to the top of their group', () => {
    const groups = groupStreams([stream({ id: 'a' }), stream({ id: 'b', stillCharging: true })]);
    expect(groups[0]!.items.map((s) => s.id)).toEqual(['b', 'a']);
  });

  it('keeps empty groups so both headings always show', () => {
    const groups = groupStreams([stream({})]);
    expect(groups[1]).toMatchObject({
      items: [],
      monthlyCents: 0,
      yearlyCents: 0,
      emptyText: 'No bills found.',
    });
  });
});

describe('incomeStreams and cancelledStreams', () => {
  it('keeps running pay and benefits apart', () => {
    const pay = stream({ id: 'pay', kind: 'income', direction: 'inflow', amountCents: -369296 });
    const oldPay = stream({ id: 'old', kind: 'income', direction: 'inflow', active: false });
    expect(incomeStreams([pay, oldPay, stream({})]).map((s) => s.id)).toEqual(['pay']);
  });

  it('lists cancelled charges, ended or not, but never a still-charging one', () => {
    const list = cancelledStreams([
      stream({ id: 'a', status: 'cancelled' }),
      stream({ id: 'b', status: 'cancelled', active: false }),
      stream({ id: 'c', status: 'active', stillCharging: true }),
    ]);
    expect(list.map((s) => s.id)).toEqual(['a', 'b']);
  });
});

describe('serviceName and viewTransactionsHref', () => {
  it('names the service by the stream name, else its merchant', () => {
    expect(serviceName(stream({}))).toBe('Netflix');
    expect(serviceName(stream({ name: '  ', merchant: 'SFPUC' }))).toBe('SFPUC');
  });

  it('links the read-only view with the comma-joined transaction ids and the name', () => {
    expect(viewTransactionsHref(stream({}))).toBe(
      '/account-transactions?transactionIds=t1,t2&merchant=Netflix',
    );
    const url = new URL(
      viewTransactionsHref(stream({ name: 'The New York Times & Co', transactionIds: ['x'] })),
      'http://local',
    );
    expect(url.searchParams.get('merchant')).toBe('The New York Times & Co');
    expect(url.searchParams.get('transactionIds')).toBe('x');
  });
});
