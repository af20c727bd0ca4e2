import { describe, expect, it } from 'vitest';
import { detectFees } from './detect-fees';
import { feeTotals } from './fee-totals';
import { CARD, CHECKING, row } from './fee-test-rows';

describe('detectFees', () => {
  const rows = [
    row('NON-CHASE ATM FEE-WITH', 300, { id: 't1' }),
    row('ATM WITHDRAWAL 1234 MAIN ST', 6000, { id: 't2' }),
    row('OVERDRAFT ITEM FEE', 3400, { id: 't3', date: '2026-03-16' }),
    row('OVERDRAFT FEE REFUND', -3400, { id: 't4', date: '2026-03-18' }),
    row('INTEREST', 2417, { id: 't5', accountId: 'acc-card' }),
    row('PAYMENT THANK YOU', -50000, { id: 't6', accountId: 'acc-card' }),
    row('INTEREST EARNED', -12, { id: 't7' }),
    row('STARBUCKS COFFEE', 550, { id: 't8', category: ['Bank Fees'] }),
    row('MONTHLY SERVICE FEE', 0, { id: 't9' }),
  ];

  it('splits fees from what offsets them and keeps the row facts', () => {
    const { fees, refunds } = detectFees(rows, [CHECKING, CARD]);
    expect(fees).toEqual([
      { transactionId: 't1', kind: 'atm', amountCents: 300, date: '2026-03-15', accountId: 'acc-checking' },
      {
        transactionId: 't3',
        kind: 'overdraft',
        amountCents: 3400,
        date: '2026-03-16',
        accountId: 'acc-checking',
      },
      { transactionId: 't5', kind: 'interest', amountCents: 2417, date: '2026-03-15', accountId: 'acc-card' },
    ]);
    expect(refunds).toEqual([
      {
        transactionId: 't4',
        kind: 'overdraft',
        amountCents: 3400,
        date: '2026-03-18',
        accountId: 'acc-checking',
      },
      {
        transactionId: 't7',
        kind: 'interest_earned',
        amountCents: 12,
        date: '2026-03-15',
        accountId: 'acc-checking',
      },
    ]);
    expect(feeTotals(fees, refunds)).toMatchObject({ totalCents: 6117, refundsCents: 3412, netCents: 2705 });
  });

  it('uses the account type when it is known', () => {
    const onChecking = row('INTEREST', 2417, { id: 'x' });
    expect(detectFees([onChecking], [CHECKING]).fees).toEqual([]);
    expect(detectFees([onChecking]).fees).toHaveLength(1);
  });
});
