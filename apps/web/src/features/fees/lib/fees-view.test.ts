import { FEE_AVOIDANCE_TIPS, FEE_KIND_LABELS, type FeeKind } from '@tourniquet/domain';
import { describe, expect, it } from 'vitest';
import { accountRows, feeLines, kindRows, offsetLines, pluralFees } from './fees-view.ts';
import type { FeesResponse } from '@tourniquet/domain/contracts';

const kinds = Object.fromEntries(
  Object.entries(FEE_KIND_LABELS).map(([k, label]) => [k, { label, tip: FEE_AVOIDANCE_TIPS[k as FeeKind] }]),
) as FeesResponse['kinds'];

const accounts = [
  { id: 'chk', nickname: '', accountName: 'Plaid Checking', institutionName: 'First Platypus Bank' },
  {
    id: 'card',
    nickname: 'Travel card',
    accountName: 'Plaid Credit Card',
    institutionName: 'First Platypus Bank',
  },
];

const refund = { status: 'none', askedAt: null, refundedTransactionId: null, refundedCents: null } as const;
const base = {
  merchantName: null,
  description: 'FEE',
  refund,
  refundable: false,
  reason: 'Charged by First Platypus Bank: the text names a bank charge and no merchant',
  businessUse: 'personal' as const,
};
const data: FeesResponse = {
  fees: [
    { ...base, transactionId: 'a', kind: 'atm', amountCents: 350, date: '2026-10-02', accountId: 'chk' },
    {
      ...base,
      transactionId: 'b',
      kind: 'interest',
      amountCents: 3044,
      date: '2026-11-01',
      accountId: 'card',
    },
    {
      transactionId: 'c',
      kind: 'foreign_transaction',
      amountCents: 299,
      date: '2026-11-01',
      accountId: 'gone',
      description: '  ',
      merchantName: 'Intl fee',
      refund,
      refundable: false,
      reason:
        'Charged by the bank holding the account: filed under bank fees, and the text names no merchant',
      businessUse: 'business',
    },
  ],
  refunds: [
    { ...base, transactionId: 'r', kind: 'atm', amountCents: 350, date: '2026-10-05', accountId: 'chk' },
    {
      ...base,
      transactionId: 'i',
      kind: 'interest_earned',
      amountCents: 81,
      date: '2026-10-31',
      accountId: 'chk',
    },
  ],
  recovered: { year: 2026, cents: 0 },
  totals: {
    totalCents: 3693,
    refundsCents: 431,
    netCents: 3262,
    count: 3,
    yearlyCents: 4000,
    byKind: [
      { kind: 'interest', totalCents: 3044, count: 1 },
      { kind: 'atm', totalCents: 350, count: 1 },
      { kind: 'foreign_transaction', totalCents: 299, count: 1 },
    ],
    byAccount: [
      { accountId: 'card', totalCents: 3044, count: 1 },
      { accountId: 'chk', totalCents: 350, count: 1 },
      { accountId: 'gone', totalCents: 299, count: 1 },
    ],
  },
  kinds,
};

describe('fees view', () => {
  it('lists fees newest first with kind labels and account names', () => {
    expect(feeLines(data, accounts)).toEqual([
      {
        transactionId: 'b',
        date: '2026-11-01',
        description: 'FEE',
        accountName: 'Travel card',
        kindLabel: 'Interest charges',
        amountCents: 3044,
        refund: { status: 'none', askedAt: null, reversal: null },
        refundable: false,
        business: false,
        // Why it is a fee, as the server said it.
        reason: 'Charged by First Platypus Bank: the text names a bank charge and no merchant',
      },
      {
        transactionId: 'c',
        date: '2026-11-01',
        description: 'Intl fee',
        accountName: 'Removed account',
        kindLabel: 'Foreign transaction fees',
        amountCents: 299,
        refund: { status: 'none', askedAt: null, reversal: null },
        refundable: false,
        // A business fee (issue 24) is marked for its "Business" badge.
        business: true,
        reason:
          'Charged by the bank holding the account: filed under bank fees, and the text names no merchant',
      },
      expect.objectContaining({ transactionId: 'a', accountName: 'Plaid Checking', kindLabel: 'ATM fees' }),
    ]);
  });

  it('labels refunds by the fee they give back, and interest earned as such', () => {
    expect(offsetLines(data, accounts).map((l) => [l.transactionId, l.kindLabel])).toEqual([
      ['i', 'Interest earned'],
      ['r', 'Refund · ATM fees'],
    ]);
  });

  it('gives each kind its avoidance tip and each account its name', () => {
    expect(kindRows(data)[0]).toMatchObject({ kind: 'interest', label: 'Interest charges', count: 1 });
    expect(kindRows(data)[1]!.tip).toBe(FEE_AVOIDANCE_TIPS.atm);
    expect(accountRows(data, accounts).map((r) => [r.name, r.institutionName])).toEqual([
      ['Travel card', 'First Platypus Bank'],
      ['Plaid Checking', 'First Platypus Bank'],
      ['Removed account', null],
    ]);
  });

  it('counts fees in words', () => {
    expect([0, 1, 2].map(pluralFees)).toEqual(['0 fees', '1 fee', '2 fees']);
  });

  it('gives a refunded fee its reversal, and its amount alone when the reversal is outside the period', () => {
    const refunded = {
      status: 'refunded',
      askedAt: null,
      refundedTransactionId: 'r',
      refundedCents: 350,
    } as const;
    const withRefund: FeesResponse = {
      ...data,
      fees: data.fees.map((f) =>
        f.transactionId === 'a' ? { ...f, refund: refunded, refundable: true } : f,
      ),
    };
    const line = feeLines(withRefund, accounts).find((l) => l.transactionId === 'a')!;
    expect(line.refund).toEqual({
      status: 'refunded',
      askedAt: null,
      reversal: { amountCents: 350, date: '2026-10-05' },
    });
    expect(line.refundable).toBe(true);
    const outside = feeLines({ ...withRefund, refunds: [] }, accounts).find((l) => l.transactionId === 'a')!;
    expect(outside.refund?.reversal).toEqual({ amountCents: 350, date: null });
  });
});
