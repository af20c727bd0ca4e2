import { type Household, scatter } from '../../kit/household';
import type { Rng } from '../../kit/random';

/** Household 2, her Citizens checking: debit spending. */
export function familyCitizens(h: Household, r: Rng, cit: string, dbt: (text: string) => string): void {
  // Citizens checking: her debit spending.
  scatter(h, cit, r, 1.3, [
    {
      make: () => dbt(`ALDI ${r.digits(5)} PARMA OH`),
      merchant: 'Aldi',
      category: 'Groceries',
      lo: 18,
      hi: 90,
      weight: 3,
    },
    {
      make: () => dbt(`STARBUCKS STORE ${r.digits(5)} CLEVELAND OH`),
      merchant: 'Starbucks',
      category: 'Coffee Shops',
      lo: 4,
      hi: 9,
      weight: 2,
    },
    {
      make: () => dbt(`OLD NAVY US ${r.digits(4)} STRONGSVILLE OH`),
      merchant: 'Old Navy',
      category: 'Clothing',
      lo: 15,
      hi: 80,
    },
  ]);
}
