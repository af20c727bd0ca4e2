import { describe, expect, it } from 'vitest';
import { findBankContact } from './bank-phone-book';
import { buildRefundRequest } from './refund-request';

describe('findBankContact', () => {
  it.each([
    ['JPMorgan Chase Bank, N.A.', 'Chase'],
    ['Bank of America', 'Bank of America'],
    ['First Citizens Bank', 'First Citizens'],
    ['Citizens Bank', 'Citizens'],
    ['Capital One', 'Capital One'],
    ['American Express', 'American Express'],
    ['Tartan Bank', null],
    [null, null],
  ])('%s -> %s', (name, expected) => {
    expect(findBankContact(name)?.name ?? null).toBe(expected);
  });
});

describe('buildRefundRequest', () => {
  const base = {
    kind: 'overdraft' as const,
    amountCents: 3500,
    date: '2026-03-14',
    accountName: 'Everyday Checking',
    accountMask: '1234',
    institutionName: 'Chase',
  };

  it('fills the fee, account, years with the bank and "first time", with the bank number', () => {
    const request = buildRefundRequest({ ...base, yearsWithBank: 6, feesLast12Months: 1 });
    expect(request.message).toContain(
      'On Mar 14, 2026, my Everyday Checking account ending in 1234 was charged an overdraft fee of $35.00.',
    );
    expect(request.message).toContain(
      'I have been a customer for over 6 years, and this is the first time I have been charged a fee like this.',
    );
    expect(request.phoneScript[0]).toBe(
      "Hi, I'm calling about an overdraft fee of $35.00 charged on Mar 14, 2026 to my Everyday Checking account ending in 1234.",
    );
    expect(request.phone).toEqual({ bankName: 'Chase', number: '1-800-935-9935' });
  });

  it('counts the fees of the last 12 months and leaves out unknown years and unknown banks', () => {
    const request = buildRefundRequest({
      ...base,
      institutionName: 'Tartan Bank',
      accountMask: null,
      yearsWithBank: null,
      feesLast12Months: 3,
    });
    expect(request.message).toContain('my Everyday Checking account was charged');
    expect(request.message).toContain('This is one of only 3 fees in the last 12 months.');
    expect(request.message).not.toContain('customer for');
    expect(request.phone).toBeNull();
  });
});
