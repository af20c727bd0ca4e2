import { describe, expect, it } from 'vitest';
import { monthlyInterestCents } from './interest';
import { issuerMinimumCents } from './minimum-payment';
import { minimumOnlyPayoff, payoffIn36Months } from './payoff';

describe('monthlyInterestCents', () => {
  it('charges APR/12 on the balance, rounded half up to the cent', () => {
    // $1,000.00 at 24%: 2% a month = $20.00.
    expect(monthlyInterestCents(100000, 24)).toBe(2000);
    // $1,234.56 at 19.99%: 1234.56 x 0.1999 / 12 = 20.5657 -> $20.57.
    expect(monthlyInterestCents(123456, 19.99)).toBe(2057);
    // $70.45 at 12%: 0.7045 -> $0.70; $0.50 at 12%: 0.005 -> $0.01 (half up).
    expect(monthlyInterestCents(7045, 12)).toBe(70);
    expect(monthlyInterestCents(50, 12)).toBe(1);
  });

  it('charges nothing on nothing owed or at 0%', () => {
    expect(monthlyInterestCents(0, 24)).toBe(0);
    expect(monthlyInterestCents(-5000, 24)).toBe(0);
    expect(monthlyInterestCents(100000, 0)).toBe(0);
  });
});

describe('issuerMinimumCents', () => {
  it('is interest plus 1% of the balance', () => {
    // $5,000 with $100 interest: 100 + 50 = $150.
    expect(issuerMinimumCents(500000, 10000)).toBe(15000);
  });

  it('is at least $35, or everything owed when that is less', () => {
    // $1,000 with $20 interest: 20 + 10 = $30, raised to $35.
    expect(issuerMinimumCents(100000, 2000)).toBe(3500);
    // $20 with $0.40 interest: owes $20.40 in all, below the floor.
    expect(issuerMinimumCents(2000, 40)).toBe(2040);
    expect(issuerMinimumCents(0, 0)).toBe(0);
  });
});

describe('minimumOnlyPayoff (Regulation Z appendix M1/M2: minimum payments only)', () => {
  it('counts the months and the interest, worked by hand', () => {
    // $100 at 12%: month 1 interest $1.00, pays $35 -> $66.00; month 2 interest $0.66, pays $35 -> $31.66;
    // month 3 interest $0.32, pays the $31.98 owed. Three months, $1.98 of interest.
    expect(minimumOnlyPayoff(10000, 12, { kind: 'issuer' })).toEqual({ months: 3, totalInterestCents: 198 });
  });

  it('pays a fixed instalment to the end', () => {
    // $100 at 0% with $40 a month: 40, 40, 20.
    expect(minimumOnlyPayoff(10000, 0, { kind: 'fixed', cents: 4000 })).toEqual({
      months: 3,
      totalInterestCents: 0,
    });
  });

  it('says never (null) when the minimum does not cover the interest', () => {
    // $10,000 at 24% accrues $200 a month; a $150 instalment never gets there.
    expect(minimumOnlyPayoff(1_000_000, 24, { kind: 'fixed', cents: 15000 })).toBeNull();
  });

  it('takes years at the issuer minimum on a typical card', () => {
    // $5,000 at 22.99%: the minimum starts at $95.79 + $50 = $145.79 and shrinks with the balance.
    const payoff = minimumOnlyPayoff(500000, 22.99, { kind: 'issuer' });
    expect(payoff).not.toBeNull();
    expect(payoff!.months).toBeGreaterThan(120);
    expect(payoff!.totalInterestCents).toBeGreaterThan(500000);
  });
});

describe("the minimum-payment trap as a statement prints it (Regulation Z appendix M2's method)", () => {
  it('works the disclosure of $1,000 at 17% with the issuer minimum, by hand', () => {
    // M2's sample balance at its regular rate. M1/M2's periodic rate: APR/365 x 365/12 days = 0.17/12 =
    // 1.416667% a month. The issuer minimum (interest + 1% of the balance, at least $35): month 1 is 14.17 +
    // 10.00 = $24.17, so $35; both parts only shrink, so it is a level $35 to the end.
    //   Month 1: 1,000.00 + 14.17 - 35 = 979.17; month 2: + 13.87 - 35 = 958.04; month 3: + 13.57 - 35 = 936.61.
    //   After 36 months: 1000 x 1.0141667^36 - 35 x (1.0141667^36 - 1) / 0.0141667
    //     = 1,659.34 - 35 x 46.541 = $30.39 (month by month to the cent: 30.39).
    //   Month 37: 30.39 x 0.0141667 = $0.43 of interest; the last payment is $30.82.
    // Minimum payment repayment estimate: 37 months (the statement prints "3 years"); total cost
    // 36 x 35 + 30.82 = $1,290.82, so $290.82 of interest.
    expect(minimumOnlyPayoff(100000, 17, { kind: 'issuer' })).toEqual({
      months: 37,
      totalInterestCents: 29082,
    });
    // Repayment in 36 months: 1000 x 0.0141667 / (1 - 1.0141667^-36) = 1000 x 0.0141667 / 0.397344 = $35.65;
    // its interest month by month to the cent, the last payment taking the rounding: $283.50.
    const in36 = payoffIn36Months(100000, 17)!;
    expect(in36).toEqual({ monthlyCents: 3565, totalInterestCents: 28350 });
    // M1's savings estimate: the two total costs, each rounded to the dollar: $1,291 - $1,284 = $7.
    const minimumTotal = 100000 + 29082;
    const total36 = 100000 + in36.totalInterestCents;
    expect(Math.round(minimumTotal / 100) - Math.round(total36 / 100)).toBe(7);
  });
});

describe('payoffIn36Months (appendix M1: the payment that repays in 36 months)', () => {
  it('is the level annuity payment at APR/12, rounded to the cent', () => {
    // $1,000 at 12%: 1000 x 0.01 / (1 - 1.01^-36) = 33.2143 -> $33.21. 35 payments of $33.21 and a last
    // one that clears the cents rounding left ($33.44) pay $195.79 of interest in all.
    expect(payoffIn36Months(100000, 12)).toEqual({ monthlyCents: 3321, totalInterestCents: 19579 });
  });

  it('matches the 36-month figure a statement prints for $1,000 at 17%', () => {
    // Appendix M2's sample balance at its regular rate: 1000 x (0.17/12) / (1 - (1 + 0.17/12)^-36) = $35.65.
    const payoff = payoffIn36Months(100000, 17);
    expect(payoff?.monthlyCents).toBe(3565);
    // 36 x $35.65 = $1,283.40, so about $283 of interest (to the cent after each month's rounding).
    expect(payoff?.totalInterestCents).toBe(28350);
  });

  it('divides evenly at 0%, the last payment taking what is left', () => {
    expect(payoffIn36Months(100000, 0)).toEqual({ monthlyCents: 2778, totalInterestCents: 0 });
    expect(payoffIn36Months(0, 20)).toBeNull();
  });
});
