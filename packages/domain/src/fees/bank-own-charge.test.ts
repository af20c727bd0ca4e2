import { describe, expect, it } from 'vitest';
import { bankOwnCharge } from './bank-own-charge';
import { classifyFee } from './classify-fee';
import { CARD, CHECKING, row } from './fee-test-rows';

describe('a charge the bank makes under a name of its own', () => {
  it.each([
    ['COURTESY PAY ITEM', 3_000, 'overdraft'],
    ['NSF RETURN ITEM', 3_000, 'insufficient_funds'],
    ['STMT PRINT CHG', 300, 'other'],
    ['CARD EXPEDITE', 2_500, 'other'],
    ['OUTGOING WIRE', 2_500, 'wire'],
    ['STOP PMT REQUEST', 3_000, 'other'],
    ['CASHIERS CHECK ORDER', 1_000, 'other'],
    ['EXCESS ACTIVITY', 1_000, 'other'],
    ['SAFE DEPOSIT BOX CHG', 4_500, 'other'],
  ])('%s is a fee (%s)', (text, cents, kind) => {
    expect(classifyFee(row(text, cents), CHECKING)).toBe(kind);
  });

  it.each([
    ['a movement that points somewhere', 'TRANSFER TO SAVINGS', 2_500],
    ['a movement with a period word', 'MONTHLY TRANSFER', 2_500],
    ['a transfer the overdraft cover makes', 'OVERDRAFT PROTECTION TRANSFER', 1_500],
    ['a cash withdrawal', 'ATM WITHDRAWAL', 4_000],
    ['a cheque', 'SHARE DRAFT 1207', 1_800],
    ['a merchant named', 'PLANET FITNESS ANNUAL', 4_900],
    ['a membership at a store', 'ANNUAL MEMBERSHIP', 4_900],
    ['a channel only', 'ONLINE TRANSFER', 2_000],
    ['more than a service costs', 'OUTGOING WIRE', 1_250_000],
  ])('not a fee: %s ("%s")', (_, text, cents) => {
    expect(classifyFee(row(text, cents), CHECKING)).toBeNull();
  });

  it('says who charged it and what it names, and is the same on a card', () => {
    const own = bankOwnCharge('CARD EXPEDITE', 2_500, {
      ...CHECKING,
      institutionName: 'Heartland Prairie CU',
    });
    expect(own).toEqual({
      kind: 'other',
      reason:
        'Charged by Heartland Prairie CU: the text names one of its services (expedite) and nobody else, for no more than such a service costs',
    });
    expect(classifyFee(row('CARD EXPEDITE', 2_500, { accountId: 'acc-card' }), CARD)).toBe('other');
  });

  it('takes the bank naming itself, by its name or its initials, as the bank', () => {
    const cu = { ...CHECKING, institutionName: 'Heartland Prairie Credit Union' };
    expect(classifyFee(row('HEARTLAND PRAIRIE SVC CHG', 500), cu)).toBe('other');
    expect(classifyFee(row('HPCU CARD EXPEDITE', 2_500), cu)).toBe('other');
    // Another bank's name, or a shop sharing a word of it, is somebody else.
    expect(classifyFee(row('HPCU CARD EXPEDITE', 2_500), CHECKING)).toBeNull();
    expect(classifyFee(row('PRAIRIE MEADOWS CASINO', 2_500), cu)).toBeNull();
  });
});
