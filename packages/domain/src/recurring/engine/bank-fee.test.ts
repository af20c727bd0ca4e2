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

  // Banks' own exports put the bank's name, a date, a sequence number or the place between the words.
  it.each([
    ['NON-CHASE ATM WITHDRAW 02/08 1800 N HIGH ST COLUMBUS OH CARD 4417', true],
    ['ATM WITHDRAWAL 001234 03/29 2 E BROAD ST COLUMBUS OH CARD 4417', true],
    ['BKOFAMERICA ATM 05/13 #000001234 WITHDRWL LISBOA PRT', true],
    ['WITHDRWL 0419 5 POINTS ATM RALEIGH NC 00001234', true],
    ['NON-WF ATM WITHDRAWAL AUTHORIZED ON 03/15 4010 W SPRUCE ST TAMPA FL', true],
    ['ATM W/D 7-ELEVEN 33411', true],
    ['NON-CHASE ATM FEE-WITH', false],
    ['ATM FEE - NON-BANK OF AMERICA ATM', false],
    ['ATM Fee Reimbursement', false],
    ['ONLINE TRANSFER REF #IB0Y9WTNTV TO EVERYDAY CHECKING ON 09/05/25', false],
    ['SATMAR BAKERY WITHDRAWN ORDERS', false],
  ])('%s is a cash withdrawal: %s', (description, expected) => {
    expect(isCashWithdrawal(description)).toBe(expected);
  });
});
