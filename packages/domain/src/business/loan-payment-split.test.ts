import { describe, expect, it } from 'vitest';
import { isLoanPayment, loanSplitFromText, loanSplitsFromRate } from './loan-payment-split';

describe('a loan payment split into interest and principal', () => {
  it('tells a loan payment from a card payment, loan proceeds and other money out', () => {
    expect(isLoanPayment('SBA LOAN PMT 7731', null, 100_000)).toBe(true);
    expect(isLoanPayment('ACH DEBIT ONDECK TERM LOAN', null, 100_000)).toBe(true);
    expect(isLoanPayment('FORD CREDIT', 'LOAN_PAYMENTS_CAR_PAYMENT', 45_000)).toBe(true);
    expect(isLoanPayment('CHASE CARD AUTOPAY', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', 45_000)).toBe(false);
    expect(isLoanPayment('SBA LOAN PROCEEDS DISBURSEMENT', null, -5_000_000)).toBe(false);
    expect(isLoanPayment('SBA LOAN PMT REVERSAL', null, -100_000)).toBe(false);
    expect(isLoanPayment('HOME DEPOT 4411', null, 100_000)).toBe(false);
  });

  it('reads the split the statement gives, in several wordings, and only when it adds up', () => {
    expect(loanSplitFromText('SBA LOAN PMT PRIN 812.40 INT 187.60', 100_000)).toMatchObject({
      interestCents: 18_760,
      principalCents: 81_240,
    });
    expect(loanSplitFromText('LOAN PAYMENT 0042 INTEREST $1,187.60', 250_000)).toMatchObject({
      interestCents: 118_760,
      principalCents: 131_240,
    });
    expect(loanSplitFromText('NOTE PMT INT:45.10 PRN:454.90', 50_000)?.interestCents).toBe(4_510);
    // Parts that do not add up to the payment, no interest amount, or interest larger than the payment.
    expect(loanSplitFromText('SBA LOAN PMT PRIN 800.00 INT 187.60', 100_000)).toBeNull();
    expect(loanSplitFromText('SBA LOAN PMT 7731', 100_000)).toBeNull();
    expect(loanSplitFromText('LOAN PMT INT 2000.00', 100_000)).toBeNull();
  });

  it('works the interest out from the yearly rate and the balance now, walking back over the payments', () => {
    // 12% a year (1% a month) on $10,000: the first payment of $1,000 is $100 of interest, then the balance
    // is $9,100 and the next month's interest is $91, leaving $8,191 after the second payment.
    const payments = [
      { id: 'b', date: '2026-02-01', amountCents: 100_000 },
      { id: 'a', date: '2026-01-01', amountCents: 100_000 },
    ];
    const splits = loanSplitsFromRate(payments, 12_000, 819_100);
    expect(splits.get('a')).toMatchObject({ interestCents: 10_000, principalCents: 90_000 });
    expect(splits.get('b')).toMatchObject({ interestCents: 9_100, principalCents: 90_900 });
    expect(splits.get('a')!.reason).toBe(
      "A month's interest at 12% a year on the loan's balance; the rest pays back the loan",
    );
    // No rate, or a payment that does not cover its month's interest: no split.
    expect(loanSplitsFromRate(payments, 0, 819_100).size).toBe(0);
    expect(
      loanSplitsFromRate([{ id: 'x', date: '2026-01-01', amountCents: 50 }], 12_000, 1_000_000).size,
    ).toBe(0);
  });
});
