/** Household 2's checking: everyday debit-card spending (gas, groceries, food). */
import { irregularSpending } from './lib';
import type { Houston } from './household-2-setup';

export function addCheckingSpending({ rng, chk, pos }: Houston): void {
  irregularSpending(chk, rng, 4.5, [
    {
      key: 'shell',
      clean: 'Shell',
      category: 'Gas',
      minCents: 2200,
      maxCents: 6400,
      describe: (d) => pos(d, `SHELL OIL ${rng.digits(8)} HOUSTON TX`),
      weight: 3,
    },
    {
      key: 'bucees',
      clean: "Buc-ee's",
      category: 'Gas',
      minCents: 3000,
      maxCents: 7200,
      describe: (d) => pos(d, "BUC-EE'S #34 KATY TX"),
    },
    {
      key: 'heb',
      clean: 'H-E-B',
      category: 'Groceries',
      minCents: 1200,
      maxCents: 14000,
      describe: (d) => pos(d, 'H-E-B #412 HOUSTON TX'),
      weight: 2,
    },
    {
      key: 'qt',
      clean: 'QuikTrip',
      category: 'Gas',
      minCents: 800,
      maxCents: 5500,
      describe: (d) => pos(d, `QT ${rng.digits(4)} HOUSTON TX`),
      weight: 2,
    },
    {
      key: 'carwash',
      clean: 'Mister Car Wash',
      category: 'Auto',
      minCents: 1000,
      maxCents: 2500,
      describe: (d) => pos(d, 'MISTER CAR WASH 1127 HOUSTON TX'),
      weight: 0.5,
    },
    {
      key: 'autozone',
      clean: 'AutoZone',
      category: 'Auto',
      minCents: 900,
      maxCents: 18000,
      describe: (d) => pos(d, 'AUTOZONE #3321 HOUSTON TX'),
      weight: 0.5,
    },
    {
      key: 'whata',
      clean: 'Whataburger',
      category: 'Restaurants',
      minCents: 700,
      maxCents: 1900,
      describe: (d) => pos(d, 'WHATABURGER 627 HOUSTON TX'),
    },
    {
      key: 'coffee',
      clean: 'Java Coffee',
      category: 'Coffee',
      minCents: 300,
      maxCents: 900,
      describe: (d) => pos(d, 'SQ *BOOMTOWN COFFEE Houston TX'),
      weight: 1,
    },
  ]);
}
