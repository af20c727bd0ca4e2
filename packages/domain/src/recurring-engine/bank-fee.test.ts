import { describe, expect, it } from 'vitest';
import { isBankFee, isCashWithdrawal } from './bank-fee';

describe('isBankFee', () => {
  it.each([
    ['MONTHLY MAINTENANCE FEE', [], true],
    ['NON-BANK ATM FEE', [], true],
    ['OVERDRAFT ITEM FEE', [], true],
    ['INTEREST CHARGE ON PURCHASES', [], true],
    ['ANNUAL MEMBERSHIP FEE', [], true],
    ['INSUFFICIENT FUNDS FEE - RETURNED ITEM', [], true],
    ['MONTHLY SERVICE FEE PREMIER', ['Fees & Adjustments'], true],
    ['PLANET FITNESS ANNUAL FEE', [], false],
    ['DMV SERVICE FEE', [], false],
    ['NETFLIX.COM', ['Fees & Adjustments'], false],
    ['LATE NIGHT PIZZA', [], false],
  ])('%s (%j) -> %s', (description, category, expected) => {
    expect(isBankFee(description, category, '')).toBe(expected);
  });

  it('knows cash machine withdrawals', () => {
    expect(isCashWithdrawal('ATM WITHDRAWAL 1234 MARKET ST SAN FRANCISCO CA')).toBe(true);
    expect(isCashWithdrawal('ATM CASH WITHDRAWAL')).toBe(true);
    expect(isCashWithdrawal('CASH WITHDRAWAL AT BRANCH')).toBe(true);
    expect(isCashWithdrawal('CASH APP*JOHN')).toBe(false);
  });
});
