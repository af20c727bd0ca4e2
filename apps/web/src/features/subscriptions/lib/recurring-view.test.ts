import type { RecurringItem } from '@tourniquet/domain';
import { describe, expect, it } from 'vitest';
import { groupRecurring, serviceName, viewTransactionsHref } from './recurring-view.ts';

const item = (over: Partial<RecurringItem>): RecurringItem => ({
  id: 's1',
  description: 'NETFLIX.COM',
  merchantName: 'Netflix',
  amountCents: 1799,
  frequency: 'MONTHLY',
  lastDate: '2026-11-10',
  nextDate: '2026-12-10',
  type: 'subscription',
  transactionIds: ['t1', 't2'],
  ...over,
});

describe('groupRecurring', () => {
  it('splits subscriptions and bills in the spec order with monthly totals', () => {
    const groups = groupRecurring([
      item({ id: 'a' }),
      item({ id: 'b', type: 'bill', amountCents: 15600, frequency: 'ANNUALLY' }),
      item({ id: 'c', amountCents: 625, frequency: 'WEEKLY' }),
      item({ id: 'd', type: 'bill', frequency: 'UNKNOWN' }),
    ]);
    expect(groups.map((g) => g.title)).toEqual(['Subscriptions & Services', 'Bills & Utilities']);
    expect(groups[0]!.items.map((i) => i.id)).toEqual(['a', 'c']);
    expect(groups[0]!.monthlyCents).toBe(1799 + 2708);
    expect(groups[1]).toMatchObject({ monthlyCents: 1300, excludedCount: 1 });
  });

  it('keeps empty groups so both headings always show', () => {
    const groups = groupRecurring([item({})]);
    expect(groups[1]).toMatchObject({ items: [], monthlyCents: 0, emptyText: 'No bills found.' });
  });
});

describe('serviceName and viewTransactionsHref', () => {
  it('names the service by merchant, else by description', () => {
    expect(serviceName(item({}))).toBe('Netflix');
    expect(serviceName(item({ merchantName: null, description: 'SF WATER' }))).toBe('SF WATER');
    expect(serviceName(item({ merchantName: '  ', description: 'SF WATER' }))).toBe('SF WATER');
  });

  it('links the read-only view with comma-joined ids and the merchant', () => {
    expect(viewTransactionsHref(item({}))).toBe(
      '/account-transactions?transactionIds=t1,t2&merchant=Netflix',
    );
    const href = viewTransactionsHref(
      item({ merchantName: 'The New York Times & Co', transactionIds: ['x'] }),
    );
    const url = new URL(href, 'http://local');
    expect(url.searchParams.get('merchant')).toBe('The New York Times & Co');
    expect(url.searchParams.get('transactionIds')).toBe('x');
  });
});
