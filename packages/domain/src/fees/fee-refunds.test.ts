import { describe, expect, it } from 'vitest';
import { classifyFeeRefund, isFeeReversal } from './fee-refunds';
import { CARD, CHECKING, row } from './fee-test-rows';

describe('classifyFeeRefund', () => {
  it.each([
    ['FEE REVERSAL', 'other'],
    ['OVERDRAFT FEE REFUND', 'overdraft'],
    ['ATM FEE REBATE', 'atm'],
    ['ATM FEE REIMBURSEMENT', 'atm'],
    ['ATM REBATE', 'atm'],
    ['MONTHLY SERVICE FEE REVERSAL', 'monthly_maintenance'],
    ['FOREIGN TRANSACTION FEE CREDIT', 'foreign_transaction'],
    ['LATE FEE ADJUSTMENT', 'late'],
    ['PURCHASE INTEREST CHARGE REVERSAL', 'interest'],
    ['NSF FEE REFUND', 'insufficient_funds'],
    ['OVERDRAFT FEE', 'overdraft'],
    ['COURTESY PAY FEE REFUND', 'overdraft'],
    ['COURTESY CREDIT SERVICE CHARGE', 'monthly_maintenance'],
  ] as const)('%s -> %s', (description, kind) => {
    expect(classifyFeeRefund(row(description, -3500), CHECKING)).toBe(kind);
  });

  it.each(['INTEREST PAYMENT', 'INTEREST EARNED', 'INTEREST PAID', 'Interest', 'MONTHLY INTEREST CREDIT'])(
    '%s as money in is interest earned',
    (description) => {
      expect(classifyFeeRefund(row(description, -42), CHECKING)).toBe('interest_earned');
      expect(classifyFeeRefund(row(description, -42), CARD)).toBe('interest_earned');
    },
  );

  it('reads a credit union share dividend and the Plaid category as interest earned', () => {
    expect(classifyFeeRefund(row('SHARE DIVIDEND', -118))).toBe('interest_earned');
    expect(classifyFeeRefund(row('DEPOSIT', -118, { pfcDetailed: 'INCOME_INTEREST_EARNED' }))).toBe(
      'interest_earned',
    );
    expect(classifyFeeRefund(row('VANGUARD DIVIDEND', -118), { id: 'b', type: 'investment' })).toBeNull();
  });

  it.each([
    'PAYROLL DIRECT DEPOSIT',
    'PAYMENT THANK YOU',
    'AMAZON REFUND',
    'DOORDASH SERVICE FEE REFUND',
    'TRANSFER FROM INTEREST CHECKING',
    'ZELLE FROM JANE INTEREST',
    'ATM WITHDRAWAL REVERSAL',
  ])('%s is no fee refund', (description) => {
    expect(classifyFeeRefund(row(description, -2500), CHECKING)).toBeNull();
  });

  it('ignores money out', () => {
    expect(classifyFeeRefund(row('ATM FEE REBATE', 250))).toBeNull();
  });
});

describe('isFeeReversal', () => {
  it('is true for a fee given back and false for the fee itself', () => {
    expect(isFeeReversal(row('OVERDRAFT FEE REVERSAL', -3500))).toBe(true);
    expect(isFeeReversal(row('ATM FEE REBATE', -300))).toBe(true);
    expect(isFeeReversal(row('OVERDRAFT FEE', 3500))).toBe(false);
    expect(isFeeReversal(row('AMAZON REFUND', -3500))).toBe(false);
  });
});
