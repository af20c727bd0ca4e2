import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  earningsAndSpending,
  isObligation,
  netIncomeVerdict,
  netWorth,
  netWorthVerdict,
  type NetWorthAccount,
} from './net-worth';

const linked = (
  accountType: NetWorthAccount['accountType'],
  balance: number | null,
  subtype: string | null = null,
) =>
  ({
    accountType,
    accountSubtype: subtype,
    accountTypeCustom: null,
    isManual: false,
    balanceCurrentCents: balance,
  }) satisfies NetWorthAccount;

const manual = (kind: 'asset' | 'liability' | 'investment', balance: number) =>
  ({
    accountType: 'other',
    accountSubtype: null,
    accountTypeCustom: kind,
    isManual: true,
    balanceCurrentCents: balance,
  }) satisfies NetWorthAccount;

describe('netWorth', () => {
  it('is zero for no accounts', () => {
    expect(netWorth([])).toEqual({ assetsCents: 0, liabilitiesCents: 0, netWorthCents: 0 });
  });

  it('subtracts credit obligations from bank and asset balances, using absolute values', () => {
    expect(
      netWorth([
        linked('depository', 250_000, 'checking'),
        linked('depository', -5_000, 'savings'),
        linked('credit', 120_000, 'credit card'),
        linked('other', -30_000, 'credit card'),
        manual('asset', 10_000),
        manual('investment', 40_000),
      ]),
    ).toEqual({ assetsCents: 305_000, liabilitiesCents: 150_000, netWorthCents: 155_000 });
  });

  it('counts loans and manual liabilities as obligations and missing balances as zero', () => {
    expect(netWorth([linked('loan', 2_000_000), manual('liability', 500), linked('checking', null)])).toEqual(
      {
        assetsCents: 0,
        liabilitiesCents: 2_000_500,
        netWorthCents: -2_000_500,
      },
    );
  });

  it('classifies obligations', () => {
    expect(isObligation(linked('credit', 1))).toBe(true);
    expect(isObligation(linked('loan', 1))).toBe(true);
    expect(isObligation(linked('investment', 1))).toBe(false);
    expect(isObligation(manual('liability', 1))).toBe(true);
    expect(isObligation(manual('asset', 1))).toBe(false);
  });

  it('equals assets minus liabilities and ignores balance signs', () => {
    const accountArb = fc.record({
      accountType: fc.constantFrom('depository', 'checking', 'savings', 'credit', 'loan', 'investment'),
      accountSubtype: fc.constantFrom(null, 'checking', 'credit card'),
      accountTypeCustom: fc.constantFrom(null, 'asset', 'liability', 'investment'),
      isManual: fc.boolean(),
      balanceCurrentCents: fc.option(fc.integer({ min: -1e10, max: 1e10 })),
    }) as fc.Arbitrary<NetWorthAccount>;
    fc.assert(
      fc.property(fc.array(accountArb), (accounts) => {
        const result = netWorth(accounts);
        expect(result.netWorthCents).toBe(result.assetsCents - result.liabilitiesCents);
        expect(result.assetsCents).toBeGreaterThanOrEqual(0);
        expect(result.liabilitiesCents).toBeGreaterThanOrEqual(0);
        const flipped = accounts.map((a) => ({ ...a, balanceCurrentCents: -(a.balanceCurrentCents ?? 0) }));
        expect(netWorth(flipped)).toEqual(result);
      }),
    );
  });
});

describe('verdicts', () => {
  it.each([
    [1, 'Looking good. You have positive net worth'],
    [0, 'Looking good. You have positive net worth'],
    [-1, 'Needs improvement. You owe more money than you own.'],
  ])('net worth %d', (cents, text) => expect(netWorthVerdict(cents)).toBe(text));

  it.each([
    [1, 'Not too bad. You made more than you spent'],
    [0, 'Not too bad. You made more than you spent'],
    [-1, "Careful. You're burning through more cash than you made."],
  ])('net income %d', (cents, text) => expect(netIncomeVerdict(cents)).toBe(text));
});

describe('earningsAndSpending', () => {
  it('splits by the Plaid sign', () => {
    expect(earningsAndSpending([-500_000, 1_250, 3_000, -100, 0])).toEqual({
      earningsCents: 500_100,
      spendingCents: 4_250,
      netIncomeCents: 495_850,
    });
    expect(earningsAndSpending([])).toEqual({ earningsCents: 0, spendingCents: 0, netIncomeCents: 0 });
  });

  it('nets to minus the sum of amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 })), (amounts) => {
        const result = earningsAndSpending(amounts);
        expect(result.netIncomeCents).toBe(-amounts.reduce((a, b) => a + b, 0) || 0);
      }),
    );
  });

  it('refuses float amounts', () => {
    expect(() => earningsAndSpending([1.5])).toThrow(RangeError);
  });
});
