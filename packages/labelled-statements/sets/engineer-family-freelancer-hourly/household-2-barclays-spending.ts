import { type Household, scatter } from '../../kit/household';
import type { Rng } from '../../kit/random';

/** Household 2, Barclays card: irregular everyday spending. */
export function familyBarclaysSpending(h: Household, r: Rng, card: string): void {
  const shops = ['PARMA OH', 'PARMA OH', 'CLEVELAND OH', 'STRONGSVILLE OH'];
  scatter(h, card, r, 2.0, [
    {
      make: () => `GIANT EAGLE #${r.digits(4)} ${r.pick(shops)}`,
      merchant: 'Giant Eagle',
      category: 'Groceries',
      lo: 22,
      hi: 210,
      weight: 4,
    },
    {
      make: () => `COSTCO WHSE #${r.digits(4)} ${r.pick(shops)}`,
      merchant: 'Costco',
      category: 'Wholesale Clubs',
      lo: 60,
      hi: 340,
      weight: 1.5,
    },
    {
      make: () => `COSTCO GAS #${r.digits(4)} ${r.pick(shops)}`,
      merchant: 'Costco',
      category: 'Gas',
      lo: 30,
      hi: 70,
      weight: 1,
    },
    {
      make: () => `MARATHON PETRO${r.digits(6)} ${r.pick(shops)}`,
      merchant: 'Marathon',
      category: 'Gas',
      lo: 25,
      hi: 66,
      weight: 1.5,
    },
    {
      make: () => `TST* MELT BAR AND GRILLED ${r.pick(shops)}`,
      merchant: '',
      category: 'Restaurants',
      lo: 18,
      hi: 72,
      weight: 1,
    },
    {
      make: () => `DUNKIN #${r.digits(6)} ${r.pick(shops)}`,
      merchant: "Dunkin'",
      category: 'Restaurants',
      lo: 3,
      hi: 14,
      weight: 2,
    },
    {
      make: () => `AMAZON.COM*${r.alnum(9)} AMZN.COM/BILL WA`,
      merchant: 'Amazon',
      category: 'Shopping',
      lo: 9,
      hi: 140,
      weight: 3,
    },
    {
      make: () => `TARGET T-${r.digits(4)} ${r.pick(shops)}`,
      merchant: 'Target',
      category: 'Shopping',
      lo: 8,
      hi: 150,
      weight: 2,
    },
    {
      make: () => `MALLEYS CHOCOLATES ${r.pick(shops)}`,
      merchant: "Malley's Chocolates",
      category: 'Shopping',
      lo: 6,
      hi: 38,
      weight: 0.3,
    },
    {
      make: () => `CHUCK E CHEESE ${r.digits(4)} ${r.pick(shops)}`,
      merchant: '',
      category: 'Entertainment',
      lo: 15,
      hi: 60,
      weight: 0.4,
    },
  ]);
}
