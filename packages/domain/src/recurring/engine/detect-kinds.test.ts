import { describe, expect, it } from 'vitest';
import type { LedgerAccount } from '../../ledger/ledger-transaction';
import { detectRecurring } from './index';
import { monthlyOn, noise, rows } from './test-rows';

const TODAY = '2026-11-24';
const accounts: LedgerAccount[] = [
  { id: 'checking', type: 'depository' },
  { id: 'savings', type: 'depository' },
  { id: 'card', type: 'credit' },
  { id: 'mortgage', type: 'loan' },
];

describe('detectRecurring: kinds', () => {
  it('names transfers on both sides, card payments on both sides, loans, pay and bills', () => {
    const rand = noise(5);
    const card = monthlyOn('2024-11-17', 17, 24).map(() => Math.round(40000 + rand() * 150000));
    const transactions = [
      ...rows(
        monthlyOn('2024-11-05', 5, 25),
        'Online Banking transfer to SAV 4821 Confirmation# 93792',
        20000,
      ),
      ...rows(
        monthlyOn('2024-11-05', 5, 25),
        'Online Banking transfer from CHK 7730 Confirmation# 93792',
        -20000,
        { accountId: 'savings' },
      ),
      ...rows(monthlyOn('2024-11-17', 17, 24), 'PAYMENT TO CHASE CARD ENDING IN 1234', (i) => card[i]!),
      ...rows(monthlyOn('2024-11-17', 17, 24), 'AUTOMATIC PAYMENT - THANK YOU', (i) => -card[i]!, {
        accountId: 'card',
      }),
      ...rows(monthlyOn('2024-11-01', 1, 25), 'ROCKET MORTGAGE DES:MTG PYMT', 184233),
      ...rows(monthlyOn('2024-11-01', 1, 25), 'PAYMENT RECEIVED', -184233, { accountId: 'mortgage' }),
      ...rows(monthlyOn('2024-11-12', 12, 25), 'NELNET STUDENT LN DES:NELNET LN ID:91075479', 21234),
      ...rows(monthlyOn('2024-11-15', 15, 25), 'ACME CORP DES:PAYROLL ID:XXXXX4 INDN:DOE PPD', -241212),
      ...rows(monthlyOn('2024-11-30', 31, 25), 'INTEREST PAYMENT', (i) => -(60 + i), {
        accountId: 'savings',
      }),
      ...rows(monthlyOn('2024-11-22', 22, 25), 'VERIZON WIRELESS PAYMENTS', 8500),
      ...rows(monthlyOn('2024-11-06', 6, 25), 'DRAFT 001101', 140000),
      ...rows(monthlyOn('2024-11-09', 9, 25), 'NETFLIX.COM', 1799, { accountId: 'card' }),
      ...rows(monthlyOn('2024-11-27', 27, 25), 'LEMONADE INSURANCE', 1500, { accountId: 'card' }),
    ];
    const streams = detectRecurring(transactions, { today: TODAY, accounts });
    const kinds = streams.map((s) => `${s.accountId} ${s.merchant}: ${s.kind}`).sort();
    expect(kinds).toEqual([
      'card Automatic Payment Thank You: transfer',
      'card Lemonade Insurance: bill',
      'card Netflix: subscription',
      'checking Acme Payroll: income',
      'checking Banking Transfer Sav: transfer',
      'checking Draft: bill',
      'checking Nelnet Student Ln: loan',
      'checking Payment Chase: transfer',
      'checking Rocket Mortgage Mtg Pymt: loan',
      'checking Verizon Wireless Payments: bill',
      'mortgage Payment Received: loan',
      'savings Banking Transfer Chk: transfer',
      'savings Interest Payment: income',
    ]);
  });

  it('keeps a stream key stable when more months arrive, including a price rise', () => {
    const dates = monthlyOn('2024-11-09', 9, 25);
    const early = rows(dates.slice(0, 12), 'NETFLIX.COM', 1549, { accountId: 'card' });
    const later = rows(dates.slice(12), 'NETFLIX.COM', 1799, { accountId: 'card' });
    const first = detectRecurring(early, { today: '2025-10-20', accounts });
    const second = detectRecurring([...early, ...later], { today: TODAY, accounts });
    expect(first.map((s) => s.key)).toEqual(second.map((s) => s.key));
    expect(first[0]?.key).toBe('card:netflix:outflow:monthly');
  });

  it('is pure: the same rows in another order give the same streams', () => {
    const transactions = [
      ...rows(monthlyOn('2024-11-09', 9, 25), 'NETFLIX.COM', 1799, { accountId: 'card' }),
      ...rows(monthlyOn('2024-11-15', 15, 25), 'ACME CORP DES:PAYROLL PPD', -241212),
    ];
    const forward = detectRecurring(transactions, { today: TODAY, accounts });
    const backward = detectRecurring([...transactions].reverse(), { today: TODAY, accounts });
    expect(backward).toEqual(forward);
  });
});
