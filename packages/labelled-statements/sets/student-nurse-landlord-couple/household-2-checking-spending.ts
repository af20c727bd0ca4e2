import { addDays } from '@tourniquet/domain';
import { mmSlashDd } from '../../kit/calendar';
import { type Household, scatter } from '../../kit/household';
import type { Rng } from '../../kit/random';

/** Household 2, spending on Navy Federal checking: groceries, ATM, overdrafts. */
export function nurseCheckingSpending(h: Household, r: Rng, chk: string): void {
  const pos = (d: string, text: string) =>
    `POS Debit- Debit Card 4471 ${mmSlashDd(d)}/${d.slice(2, 4)} ${text}`;

  // Checking: weekly groceries at one Giant Eagle, ATM, overdrafts.
  for (let d = '2024-11-24'; d <= '2026-11-20'; d = addDays(d, 7)) {
    if (r.chance(0.15)) continue;
    h.add(chk, d, pos(d, 'GIANT EAGLE #6512 COLUMBUS OH'), -r.centsFromDollars(35, 120), {
      merchant: 'Giant Eagle',
      category: 'Groceries',
    });
  }
  scatter(h, chk, r, 0.8, [
    {
      make: (d) => pos(d, 'DUNKIN #343210 COLUMBUS OH'),
      merchant: 'Dunkin',
      category: 'Restaurants',
      lo: 2.5,
      hi: 9,
    },
    {
      make: (d) => pos(d, 'TARGET T-1852 COLUMBUS OH'),
      merchant: 'Target',
      category: 'Shopping',
      lo: 10,
      hi: 75,
    },
    {
      make: (d) => pos(d, 'CVS/PHARMACY #03398 COLUMBUS OH'),
      merchant: 'CVS',
      category: 'Health',
      lo: 5,
      hi: 40,
    },
  ]);
  for (const d of [
    '2025-01-11',
    '2025-03-29',
    '2025-06-21',
    '2025-09-06',
    '2025-12-20',
    '2026-04-04',
    '2026-07-18',
    '2026-10-10',
  ]) {
    const out = r.chance(0.6);
    h.add(
      chk,
      d,
      `ATM Withdrawal - ${out ? 'PNC BANK COLUMBUS OH' : 'NFCU ATM LEWIS CTR OH'}`,
      -r.pick([4000, 6000, 10000]),
      { category: 'Cash' },
    );
    if (out) h.add(chk, d, 'NON-NFCU ATM FEE', -100, { fee: 'atm' });
  }
  for (const d of ['2025-08-14', '2026-05-28']) {
    h.add(chk, d, pos(d, 'TARGET T-1852 COLUMBUS OH'), -r.centsFromDollars(40, 90), {
      merchant: 'Target',
      category: 'Shopping',
    });
    h.add(chk, d, 'OD ITEM FEE', -2000, { fee: 'overdraft' });
  }
  h.add(chk, '2026-05-29', 'OD ITEM FEE REFUND', 2000, {});
}
