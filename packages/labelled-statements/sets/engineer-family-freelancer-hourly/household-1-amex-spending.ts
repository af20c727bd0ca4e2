import { type Household, scatter } from '../../kit/household';
import type { Rng } from '../../kit/random';

/** Household 1, Amex card: irregular everyday spending and same-amount lookalikes on subscription days. */
export function engineerAmexSpending(
  h: Household,
  r: Rng,
  amex: string,
  aplpay: (text: string) => string,
): void {
  // Irregular Amex spending.
  const places = ['AUSTIN TX', 'AUSTIN TX', 'ROUND ROCK TX', 'CEDAR PARK TX'];
  scatter(h, amex, r, 2.2, [
    {
      make: () => aplpay(`H-E-B #${r.digits(3)} ${r.pick(places)}`),
      merchant: 'H-E-B',
      category: 'Groceries',
      lo: 14,
      hi: 160,
      weight: 4,
    },
    {
      make: () => aplpay(`TST* TORCHYS TACOS ${r.pick(places)}`),
      merchant: "Torchy's Tacos",
      category: 'Restaurant',
      lo: 9,
      hi: 38,
      weight: 2,
    },
    {
      make: () => aplpay(`SQ *CUVEE COFFEE ${r.pick(places)}`),
      merchant: 'Cuvee Coffee',
      category: 'Restaurant',
      lo: 4,
      hi: 11,
      weight: 3,
    },
    {
      make: () => aplpay(`STARBUCKS STORE ${r.digits(5)} ${r.pick(places)}`),
      merchant: 'Starbucks',
      category: 'Restaurant',
      lo: 4,
      hi: 9,
      weight: 2,
    },
    {
      make: () => `UBER *TRIP HELP.UBER.COM CA`,
      merchant: 'Uber',
      category: 'Travel',
      lo: 8,
      hi: 34,
      weight: 2,
    },
    {
      make: () => `AMZN Mktp US*${r.alnum(9)} Amzn.com/bill WA`,
      merchant: 'Amazon',
      category: 'Merchandise & Supplies',
      lo: 7,
      hi: 120,
      weight: 3,
    },
    {
      make: () => `AMAZON.COM*${r.alnum(9)} AMZN.COM/BILLWA`,
      merchant: 'Amazon',
      category: 'Merchandise & Supplies',
      lo: 12,
      hi: 90,
      weight: 1,
    },
    {
      make: () => `SHELL OIL ${r.digits(11)} ${r.pick(places)}`,
      merchant: 'Shell',
      category: 'Gas',
      lo: 28,
      hi: 61,
      weight: 1.5,
    },
    {
      make: () => `SQ *DELYSIA CHOCOLATIER AUSTIN TX`,
      merchant: '',
      category: 'Restaurant',
      lo: 8,
      hi: 42,
      weight: 0.3,
    },
    {
      make: () => `PAYPAL *${r.pick(['EBAY', 'ETSY', 'STEAM', 'REI'])} 402-935-7733 CA`,
      merchant: 'PayPal',
      category: 'Merchandise & Supplies',
      lo: 9,
      hi: 80,
      weight: 1,
    },
    {
      make: () => `TARGET ${r.digits(8)} ${r.pick(places)}`,
      merchant: 'Target',
      category: 'Merchandise & Supplies',
      lo: 8,
      hi: 90,
      weight: 1.5,
    },
  ]);
  // The same 12.99 / 14.99 at other merchants on subscription days.
  for (const [d, text, c] of [
    ['2025-07-10', 'CHUYS AUSTIN TX', -1299],
    ['2026-01-10', 'BOOKPEOPLE AUSTIN TX', -1299],
    ['2025-10-17', 'ALAMO DRAFTHOUSE AUSTIN TX', -1499],
    ['2026-06-17', 'ALAMO DRAFTHOUSE AUSTIN TX', -1499],
  ] as const)
    h.add(amex, d, text, c, { category: 'Entertainment' });
}
