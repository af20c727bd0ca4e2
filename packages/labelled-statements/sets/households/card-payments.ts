import type { IsoDate } from '@tourniquet/domain';
import type { Rng } from '../../kit/random';

/** One card payment as both statements show it: out of checking, into the card, same amount. */
export interface Payment {
  date: IsoDate;
  cents: number;
}

/** Statement balances paid in full: a different amount every month, between min and max. */
export function cardPayments(
  rng: Rng,
  dates: readonly IsoDate[],
  minCents: number,
  maxCents: number,
): Payment[] {
  return dates.map((date) => ({ date, cents: rng.cents(minCents, maxCents) }));
}
