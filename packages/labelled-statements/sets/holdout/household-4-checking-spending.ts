/** Household 4's business checking: everyday debit-card spending. */
import { irregularSpending } from './lib';
import type { Denver } from './household-4-setup';

export function addCheckingSpending({ rng, bus }: Denver): void {
  irregularSpending(bus, rng, 0.9, [
    {
      key: 'usps',
      clean: 'USPS',
      category: 'Shipping',
      minCents: 800,
      maxCents: 9500,
      describe: () => `DEBIT PURCHASE -VISA USPS PO ${rng.digits(10)} DENVER CO`,
      weight: 2,
    },
    {
      key: 'kingsoopers',
      clean: 'King Soopers',
      category: 'Groceries',
      minCents: 1200,
      maxCents: 7000,
      describe: () => 'DEBIT PURCHASE -VISA KING SOOPERS #0012 DENVER CO',
    },
    {
      key: 'coffee',
      clean: 'Huckleberry Roasters',
      category: 'Coffee',
      minCents: 400,
      maxCents: 2200,
      describe: () => 'DEBIT PURCHASE -VISA SQ *HUCKLEBERRY ROAST Denver CO',
    },
  ]);
}
