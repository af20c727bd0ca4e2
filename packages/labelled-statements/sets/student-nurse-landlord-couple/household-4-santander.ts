import { dayInMonth, mmSlashDd } from '../../kit/calendar';
import { type Household, MONTHS, scatter } from '../../kit/household';
import type { Rng } from '../../kit/random';

/** Household 4, her Santander checking: the monthly maintenance fee (waived some months) and her spending. */
export function coupleSantander(h: Household, r: Rng, san: string): void {
  // Santander: her spending and the monthly maintenance fee when the balance dipped.
  for (const [y, m] of MONTHS) {
    if (r.chance(0.35)) continue;
    h.add(san, dayInMonth(y, m, 28), 'MAINTENANCE FEE', -1000, {
      category: 'Service Charges/Fees',
      fee: 'monthly_maintenance',
    });
  }
  scatter(h, san, r, 1.5, [
    {
      make: (d) => `DEBIT CARD PURCHASE XXXXX8812 ${mmSlashDd(d)} SEPHORA TAMPA FL`,
      merchant: 'Sephora',
      category: 'Shopping',
      lo: 15,
      hi: 90,
    },
    {
      make: (d) => `DEBIT CARD PURCHASE XXXXX8812 ${mmSlashDd(d)} STARBUCKS COFFEE 0938 TAMPA FL`,
      merchant: 'Starbucks',
      category: 'Coffee Shops',
      lo: 4,
      hi: 11,
      weight: 2,
    },
    {
      make: (d) => `DEBIT CARD PURCHASE XXXXX8812 ${mmSlashDd(d)} TJ MAXX #0402 TAMPA FL`,
      merchant: 'TJ Maxx',
      category: 'Shopping',
      lo: 12,
      hi: 70,
    },
  ]);
}
