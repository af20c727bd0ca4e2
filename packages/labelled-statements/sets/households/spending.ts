import { addDays, compareIso } from '@tourniquet/domain';
import type { IsoDate } from '@tourniquet/domain';
import type { HouseholdBuilder } from './household';
import type { Rng } from '../../kit/random';
import { WINDOW_END, WINDOW_START } from './schedule';

export interface Shop {
  /** Statement text for a purchase made on `date` (debit lines print the purchase day, not the posting day). */
  describe: (date: IsoDate, rng: Rng) => string;
  merchant: string;
  wrongMerchant?: string;
  /** Traps this shop's lines exercise ("LATE NIGHT PIZZA" is not a late fee). */
  traps?: string[];
}

export interface SpendingPool {
  file: string;
  category: string;
  shops: readonly Shop[];
  /** Mean days between purchases in this pool; gaps are drawn from 1 .. 2 * mean - 1, never a fixed step. */
  meanGapDays: number;
  minCents: number;
  maxCents: number;
  direction?: 'out' | 'in';
  from?: IsoDate;
  to?: IsoDate;
  /** Days between purchase and posting (debit cards post a day or two later). */
  postingLagDays?: number;
  /** Amounts this pool must never print: the prices of a subscription at the same merchant. */
  avoidCents?: readonly number[];
  traps?: string[];
}

/** Frequent, irregular spending: many lines at the same merchants that must NOT be read as a series. */
export function spend(household: HouseholdBuilder, pool: SpendingPool): number {
  const { rng } = household;
  const to = pool.to ?? WINDOW_END;
  let date = addDays(pool.from ?? WINDOW_START, rng.int(0, Math.max(1, Math.round(pool.meanGapDays))));
  let count = 0;
  while (compareIso(date, to) <= 0) {
    const shop = rng.pick(pool.shops);
    let cents = rng.cents(pool.minCents, pool.maxCents);
    while (pool.avoidCents?.includes(cents)) cents += 7;
    const posted = addDays(date, pool.postingLagDays ?? 0);
    if (compareIso(posted, to) <= 0) {
      household.row(pool.file, {
        date: posted,
        description: shop.describe(date, rng),
        amountCents: pool.direction === 'in' ? cents : -cents,
        merchant: shop.merchant,
        ...(shop.wrongMerchant ? { wrongMerchant: shop.wrongMerchant } : {}),
        category: pool.category,
        traps: ['irregular-spending', ...(pool.traps ?? []), ...(shop.traps ?? [])],
      });
      count++;
    }
    date = addDays(date, rng.int(1, Math.max(1, Math.round(2 * pool.meanGapDays - 1))));
  }
  return count;
}

/** A shop whose statement text never changes. */
export function plainShop(text: string, merchant: string, wrongMerchant?: string, traps?: string[]): Shop {
  return {
    describe: () => text,
    merchant,
    ...(wrongMerchant ? { wrongMerchant } : {}),
    ...(traps ? { traps } : {}),
  };
}

/** Adds one-off lines: [date, description, bank-signed cents, merchant, category, traps]. */
export function oneOffs(
  household: HouseholdBuilder,
  file: string,
  lines: readonly (readonly [IsoDate, string, number, string, string, string[]?])[],
): void {
  for (const [date, description, amountCents, merchant, category, traps] of lines) {
    household.row(file, { date, description, amountCents, merchant, category, traps: traps ?? [] });
  }
}
