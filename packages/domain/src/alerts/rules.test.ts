import { describe, expect, it } from 'vitest';
import {
  alertCandidates,
  feeAlerts,
  largeTransactionAlerts,
  loginRequiredAlerts,
  lowBalanceAlerts,
  newRecurringAlerts,
  priceRiseAlerts,
  renewalAlerts,
  stillChargingAlerts,
} from './rules';
import type { AlertState, AlertStream } from './types';

const TODAY = '2026-11-25'; // a Wednesday

const stream = (over: Partial<AlertStream> = {}): AlertStream => ({
  id: 'rs_1',
  name: 'Netflix',
  direction: 'outflow',
  cadence: 'monthly',
  kind: 'subscription',
  active: true,
  amountCents: 1899,
  firstDate: '2025-01-20',
  lastDate: '2026-11-20',
  nextDate: '2026-12-20',
  priceChanges: [],
  cancelledLastChargeDate: null,
  dismissed: false,
  ...over,
});

const state = (over: Partial<AlertState> = {}): AlertState => ({
  today: TODAY,
  streams: [],
  fees: [],
  transactions: [],
  accounts: [],
  items: [],
  largeTransactionCents: 50_000,
  lowBalanceCents: 10_000,
  ...over,
});

describe('priceRiseAlerts', () => {
  it.each([
    [
      'a rise this week',
      { date: '2026-11-20', fromCents: 1599, toCents: 1899 },
      ['price_rise:rs_1:2026-11-20'],
    ],
    ['a rise today', { date: TODAY, fromCents: 1599, toCents: 1899 }, [`price_rise:rs_1:${TODAY}`]],
    ['a rise 8 days ago (old history)', { date: '2026-11-17', fromCents: 1599, toCents: 1899 }, []],
    ['a price drop', { date: '2026-11-20', fromCents: 1899, toCents: 1599 }, []],
  ])('%s', (_name, change, keys) => {
    const found = priceRiseAlerts(state({ streams: [stream({ priceChanges: [change] })] }));
    expect(found.map((a) => a.dedupeKey)).toEqual(keys);
  });

  it('states the yearly cost of the rise, for the digest', () => {
    const [alert] = priceRiseAlerts(
      state({
        streams: [stream({ priceChanges: [{ date: '2026-11-20', fromCents: 1599, toCents: 1899 }] })],
      }),
    );
    expect(alert?.amountCents).toBe(3600);
    expect(alert?.title).toBe('Netflix went up to $18.99');
    expect(alert?.href).toBe('/recurring-transactions');
  });

  it('ignores streams the user dismissed, money coming in and money moved to the user’s own accounts', () => {
    const change = [{ date: '2026-11-20', fromCents: 1599, toCents: 1899 }];
    const streams = [
      stream({ priceChanges: change, dismissed: true }),
      stream({ id: 'rs_2', priceChanges: change, direction: 'inflow' }),
      stream({ id: 'rs_3', priceChanges: change, kind: 'transfer' }),
    ];
    expect(priceRiseAlerts(state({ streams }))).toEqual([]);
  });
});

describe('renewalAlerts', () => {
  it.each([
    ['annual in 7 days', 'annual', '2026-12-02', true],
    ['semi-annual today', 'semi_annual', TODAY, true],
    ['quarterly in 3 days', 'quarterly', '2026-11-28', true],
    ['annual in 8 days', 'annual', '2026-12-03', false],
    ['monthly in 3 days', 'monthly', '2026-11-28', false],
    ['annual overdue', 'annual', '2026-11-24', false],
  ])('%s', (_name, cadence, nextDate, alerts) => {
    const found = renewalAlerts(state({ streams: [stream({ cadence, nextDate })] }));
    expect(found.map((a) => a.dedupeKey)).toEqual(alerts ? [`renewal:rs_1:${nextDate}`] : []);
  });

  it('is about subscriptions only: a quarterly utility bill is not a renewal to cancel', () => {
    const s = stream({ kind: 'bill', cadence: 'quarterly', nextDate: '2026-11-28' });
    expect(renewalAlerts(state({ streams: [s] }))).toEqual([]);
  });

  it('says nothing of a stream the user cancelled', () => {
    const s = stream({ cadence: 'annual', nextDate: '2026-11-30', cancelledLastChargeDate: '2025-11-30' });
    expect(renewalAlerts(state({ streams: [s] }))).toEqual([]);
  });
});

describe('feeAlerts', () => {
  it('alerts fees of the last week only', () => {
    const fees = [
      {
        transactionId: 't1',
        kind: 'overdraft',
        label: 'Overdraft fee',
        amountCents: 3500,
        date: '2026-11-24',
      },
      {
        transactionId: 't2',
        kind: 'overdraft',
        label: 'Overdraft fee',
        amountCents: 3500,
        date: '2026-10-01',
      },
    ];
    const found = feeAlerts(state({ fees }));
    expect(found.map((a) => a.dedupeKey)).toEqual(['fee:t1']);
    expect(found[0]?.body).toBe('Your bank charged $35.00 on Nov 24, 2026: Overdraft fee.');
  });
});

describe('stillChargingAlerts', () => {
  it.each([
    ['charged after the cancellation', '2026-10-20', ['still_charging:rs_1:2026-11-20']],
    ['no charge since', '2026-11-20', []],
    ['not cancelled', null, []],
  ])('%s', (_name, cancelledLastChargeDate, keys) => {
    const found = stillChargingAlerts(state({ streams: [stream({ cancelledLastChargeDate })] }));
    expect(found.map((a) => a.dedupeKey)).toEqual(keys);
  });
});

describe('newRecurringAlerts', () => {
  it.each([
    ['started 2 months ago, charged this week', '2026-09-20', '2026-11-20', true],
    ['running for years', '2024-01-20', '2026-11-20', false],
    ['recent start but no charge this week', '2026-09-01', '2026-11-01', false],
  ])('%s', (_name, firstDate, lastDate, alerts) => {
    const found = newRecurringAlerts(state({ streams: [stream({ firstDate, lastDate })] }));
    expect(found.map((a) => a.dedupeKey)).toEqual(alerts ? ['new_recurring:rs_1'] : []);
  });
});

describe('largeTransactionAlerts', () => {
  const txn = (id: string, amountCents: number, date = '2026-11-24', pending = false, expected = false) => ({
    id,
    name: 'Best Buy',
    amountCents,
    date,
    pending,
    expected,
  });
  it.each([
    ['at the threshold', txn('a', 50_000), ['large:a']],
    ['a known charge (rent, a transfer to savings)', txn('a', 171_000, '2026-11-24', false, true), []],
    ['a cent below', txn('a', 49_999), []],
    ['money in', txn('a', -90_000), []],
    ['still pending', txn('a', 90_000, '2026-11-24', true), []],
    ['old', txn('a', 90_000, '2026-10-24'), []],
  ])('%s', (_name, t, keys) => {
    expect(largeTransactionAlerts(state({ transactions: [t] })).map((a) => a.dedupeKey)).toEqual(keys);
  });

  it('follows the threshold the user set', () => {
    const found = largeTransactionAlerts(
      state({ transactions: [txn('a', 2_000)], largeTransactionCents: 1_500 }),
    );
    expect(found.map((a) => a.body)).toEqual([
      'Best Buy took $20.00 on Nov 24, 2026, at or above your $15.00 alert.',
    ]);
  });
});

describe('lowBalanceAlerts', () => {
  const acct = (balanceCents: number, cash = true) => ({ id: 'acc', name: 'Checking', cash, balanceCents });
  it.each([
    ['below', acct(9_999), ['low_balance:acc:2026-11-23']],
    ['at the threshold', acct(10_000), []],
    ['a card (a debt, not cash)', acct(0, false), []],
  ])('%s', (_name, a, keys) => {
    expect(lowBalanceAlerts(state({ accounts: [a] })).map((x) => x.dedupeKey)).toEqual(keys);
  });

  it('keys one episode per week: the same key all week, a new one the next Monday', () => {
    const key = (today: string) => lowBalanceAlerts(state({ today, accounts: [acct(5)] }))[0]?.dedupeKey;
    expect(key('2026-11-23')).toBe(key('2026-11-29'));
    expect(key('2026-11-30')).toBe('low_balance:acc:2026-11-30');
  });
});

describe('loginRequiredAlerts', () => {
  it('alerts items that need a new login, once per episode', () => {
    const items = [
      {
        id: 'i1',
        institutionName: 'First Platypus Bank',
        status: 'login_required' as const,
        since: '2026-11-25',
      },
      { id: 'i2', institutionName: 'Tartan Bank', status: 'active' as const, since: '2026-11-01' },
    ];
    expect(loginRequiredAlerts(state({ items })).map((a) => a.dedupeKey)).toEqual([
      'login_required:i1:2026-11-25',
    ]);
  });
});

describe('alertCandidates (exactly once)', () => {
  it('gives the same keys for the same state, and no duplicate key', () => {
    const s = state({
      streams: [
        stream({ priceChanges: [{ date: '2026-11-20', fromCents: 1599, toCents: 1899 }] }),
        stream({ id: 'rs_2', cadence: 'annual', nextDate: '2026-11-30' }),
      ],
      fees: [{ transactionId: 't1', kind: 'atm', label: 'ATM fee', amountCents: 300, date: TODAY }],
      transactions: [
        { id: 'x', name: 'Rent', amountCents: 150_000, date: TODAY, pending: false, expected: false },
      ],
      accounts: [{ id: 'acc', name: 'Checking', cash: true, balanceCents: 50 }],
    });
    const first = alertCandidates(s).map((a) => a.dedupeKey);
    expect(first).toHaveLength(5);
    expect(new Set(first).size).toBe(first.length);
    expect(alertCandidates(s).map((a) => a.dedupeKey)).toEqual(first);
  });

  it('two years of old history alert nothing (no flood after linking)', () => {
    const oldFees = Array.from({ length: 200 }, (_, i) => ({
      transactionId: `f${i}`,
      kind: 'monthly_maintenance',
      label: 'Monthly maintenance fee',
      amountCents: 1200,
      date: `2025-${String((i % 12) + 1).padStart(2, '0')}-10`,
    }));
    expect(alertCandidates(state({ fees: oldFees }))).toEqual([]);
  });
});
