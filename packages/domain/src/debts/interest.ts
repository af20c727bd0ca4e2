import type { Cents } from '../money';

/**
 * An APR is held to thousandths of a percent (24.99, 7.125): the precision Plaid and issuers print. Working
 * in whole thousandths keeps the monthly interest an integer division of cents, never a float sum.
 */
export function aprThousandths(aprPercent: number): number {
  if (!Number.isFinite(aprPercent) || aprPercent < 0) throw new RangeError(`Not an APR: ${aprPercent}`);
  return Math.round(aprPercent * 1000);
}

// APR/12 as a fraction of the balance: thousandths of a percent over 100 * 1000 * 12.
const MONTHLY_DENOMINATOR = 1_200_000;

/**
 * One month's interest at APR/12 on a balance, rounded half up to the cent, as Regulation Z's
 * appendix M1 assumes (a month is 365/12 days at APR/365 a day: the same APR/12).
 */
export function monthlyInterestCents(balanceCents: Cents, aprPercent: number): Cents {
  if (balanceCents <= 0) return 0;
  const numerator = balanceCents * aprThousandths(aprPercent);
  return Math.floor((2 * numerator + MONTHLY_DENOMINATOR) / (2 * MONTHLY_DENOMINATOR));
}
