import { describe, expect, it } from 'vitest';
import type { DetectedFee, FeeRefund } from './fee-kinds';
import { isRefundableFee, matchFeeReversals } from './fee-reversal-matching';
import { classifyFeeRefund } from './fee-refunds';
import { CHECKING, row } from './fee-test-rows';

function fee(
  id: string,
  date: string,
  amountCents: number,
  kind: DetectedFee['kind'] = 'overdraft',
): DetectedFee {
  return { transactionId: id, kind, amountCents, date, accountId: 'chk' };
}
function reversal(
  id: string,
  date: string,
  amountCents: number,
  kind: FeeRefund['kind'] = 'overdraft',
): FeeRefund {
  return { transactionId: id, kind, amountCents, date, accountId: 'chk' };
}

describe('matchFeeReversals', () => {
  it('matches a reversal in a later month to its fee', () => {
    expect(matchFeeReversals([fee('f1', '2026-03-28', 3500)], [reversal('r1', '2026-04-06', 3500)])).toEqual([
      { feeTransactionId: 'f1', reversalTransactionId: 'r1', refundedCents: 3500 },
    ]);
  });

  it('matches a partial refund to the fee it is part of, with the refunded amount', () => {
    const fees = [fee('f1', '2026-03-02', 3400), fee('small', '2026-03-05', 1000)];
    expect(matchFeeReversals(fees, [reversal('r1', '2026-03-10', 1700)])).toEqual([
      { feeTransactionId: 'f1', reversalTransactionId: 'r1', refundedCents: 1700 },
    ]);
  });

  it('pairs two fees of the same amount one to one, nearest earlier first, the same way every time', () => {
    const fees = [fee('f-jan', '2026-01-10', 3500), fee('f-feb', '2026-02-10', 3500)];
    const one = matchFeeReversals(fees, [reversal('r1', '2026-02-20', 3500)]);
    expect(one).toEqual([{ feeTransactionId: 'f-feb', reversalTransactionId: 'r1', refundedCents: 3500 }]);
    const two = matchFeeReversals([...fees].reverse(), [
      reversal('r2', '2026-03-01', 3500),
      reversal('r1', '2026-02-20', 3500),
    ]);
    expect(two.map((m) => [m.reversalTransactionId, m.feeTransactionId])).toEqual([
      ['r1', 'f-feb'],
      ['r2', 'f-jan'],
    ]);
  });

  it('takes a fee of the exact amount over a nearer larger one', () => {
    const fees = [fee('exact', '2026-03-01', 1200, 'late'), fee('bigger', '2026-03-08', 3500, 'late')];
    expect(matchFeeReversals(fees, [reversal('r', '2026-03-09', 1200, 'other')])[0]?.feeTransactionId).toBe(
      'exact',
    );
  });

  it('never matches a later fee, another account, another kind, a smaller fee, interest or an old fee', () => {
    const fees = [
      fee('later', '2026-05-01', 3500),
      { ...fee('other-acct', '2026-03-01', 3500), accountId: 'sav' },
      fee('maint', '2026-03-01', 3500, 'monthly_maintenance'),
      fee('small', '2026-03-01', 2000),
      fee('old', '2025-06-01', 3500),
    ];
    const reversals = [
      reversal('r', '2026-04-01', 3500),
      reversal('i', '2026-04-01', 3500, 'interest_earned'),
    ];
    expect(matchFeeReversals(fees, reversals)).toEqual([]);
  });

  it('lets an overdraft reversal give back an insufficient funds fee (banks print either name)', () => {
    const fees = [fee('nsf', '2026-03-01', 3500, 'insufficient_funds')];
    expect(matchFeeReversals(fees, [reversal('r', '2026-03-03', 3500)])).toHaveLength(1);
  });
});

describe('isRefundableFee', () => {
  it.each([
    ['overdraft', 'OVERDRAFT FEE', null, true],
    ['insufficient_funds', 'NSF RETURNED ITEM FEE', null, true],
    ['monthly_maintenance', 'MONTHLY SERVICE FEE', null, true],
    ['late', 'LATE PAYMENT FEE', null, true],
    ['atm', 'ATM FEE', null, true],
    ['atm', 'NON-CHASE ATM FEE', null, false],
    ['atm', 'ATM SURCHARGE', null, false],
    ['foreign_transaction', 'FOREIGN TRANSACTION FEE', 'Chase', false],
    ['foreign_transaction', 'FOREIGN TRANSACTION FEE', 'Capital One', true],
    ['foreign_transaction', 'SAPPHIRE FOREIGN TRANSACTION FEE', null, true],
    ['interest', 'PURCHASE INTEREST CHARGE', null, false],
    ['annual_card', 'ANNUAL MEMBERSHIP FEE', null, false],
    ['wire', 'WIRE TRANSFER FEE', null, false],
  ] as const)('%s "%s" at %s -> %s', (kind, description, institutionName, expected) => {
    expect(isRefundableFee({ kind, description, institutionName })).toBe(expected);
  });
});

describe('reversal rows', () => {
  it.each([
    ['FEE REVERSAL', 'other'],
    ['REFUND OF OVERDRAFT FEE', 'overdraft'],
    ['OD FEE REFUND', 'overdraft'],
    ['COURTESY CREDIT', 'other'],
  ])('%s gives back a fee of kind %s', (description, kind) => {
    expect(classifyFeeRefund(row(description, -3500), CHECKING)).toBe(kind);
  });
});
