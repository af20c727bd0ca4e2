/** Household 4's Chase Ink: purchase interest, a late fee, a manual payment and everyday business spending. */
import { irregularSpending, put } from './lib';
import type { Denver } from './household-4-setup';

export function addInkFeesAndSpending({ rng, ink }: Denver): void {
  for (const d of ['2025-03-25', '2025-04-25', '2026-02-25'])
    put(ink, d, 'PURCHASE INTEREST CHARGE', -rng.cents(1200, 6400), ['pint', '', 'Fees & Adjustments'], {
      fee: 'interest',
    });
  put(ink, '2025-04-19', 'LATE FEE', -3900, ['late', '', 'Fees & Adjustments'], { fee: 'late' });
  put(ink, '2025-04-21', 'Payment Thank You - Web', 80000, ['inkpayc2', '', '']);
  irregularSpending(ink, rng, 2.4, [
    {
      key: 'uline',
      clean: 'Uline',
      category: 'Shopping',
      minCents: 4000,
      maxCents: 42000,
      describe: () => 'ULINE *SHIP SUPPLIES 800-295-5510 WI',
    },
    {
      key: 'amz',
      clean: 'Amazon',
      category: 'Shopping',
      minCents: 1200,
      maxCents: 24000,
      describe: () => `AMZN Mktp US*${rng.code(9)} Amzn.com/bill WA`,
      weight: 3,
    },
    {
      key: 'ups',
      clean: 'UPS',
      category: 'Shipping',
      minCents: 900,
      maxCents: 12000,
      describe: () => `UPS*1Z${rng.code(16)} 800-811-1648 GA`,
      weight: 2,
    },
    {
      key: 'clay',
      clean: 'Laguna Clay',
      category: 'Shopping',
      minCents: 9000,
      maxCents: 60000,
      describe: () => 'LAGUNA CLAY CO CITY OF INDUSTRY CA',
    },
    {
      key: 'homedepot',
      clean: 'Home Depot',
      category: 'Home',
      minCents: 1500,
      maxCents: 26000,
      describe: () => 'THE HOME DEPOT #1504 DENVER CO',
    },
    {
      key: 'lunch',
      clean: "Illegal Pete's",
      category: 'Food & Drink',
      minCents: 1100,
      maxCents: 6000,
      describe: () => "TST* ILLEGAL PETE'S - RINO Denver CO",
    },
    {
      key: 'etsy',
      clean: 'Etsy',
      category: 'Shopping',
      minCents: 1500,
      maxCents: 8000,
      describe: () => 'ETSY.COM - SELLER FEES BROOKLYN NY',
      weight: 0.3,
    },
  ]);
}
