import { addDays } from '@tourniquet/domain';
import { mmSlashDd } from '../../kit/calendar';
import { type Household, scatter } from '../../kit/household';
import type { Rng } from '../../kit/random';

/** Household 4, spending on Regions joint checking: weekly Publix, coffee, gas, ATM, the county tax collector. */
export function coupleCheckingSpending(h: Household, r: Rng, chk: string): void {
  const purchase = (d: string, text: string) =>
    `PURCHASE AUTHORIZED ON ${mmSlashDd(addDays(d, -r.int(0, 2)))} ${text} S${r.digits(15)} CARD 4410`;

  // Joint checking: weekly Publix (not a series), coffee, gas, ATM.
  for (let d = '2024-11-23'; d <= '2026-11-20'; d = addDays(d, 7)) {
    if (r.chance(0.1)) continue;
    h.add(chk, d, purchase(d, 'PUBLIX #1412 TAMPA FL'), -r.centsFromDollars(60, 210), {
      merchant: 'Publix',
      category: 'Groceries',
    });
  }
  scatter(h, chk, r, 2.2, [
    {
      make: (d) => purchase(d, 'DUNKIN #302981 TAMPA FL'),
      merchant: 'Dunkin',
      category: 'Coffee Shops',
      lo: 3,
      hi: 12,
      weight: 2,
    },
    {
      make: (d) => purchase(d, `WAWA ${r.digits(4)} TAMPA FL`),
      merchant: 'Wawa',
      category: 'Gas',
      lo: 28,
      hi: 70,
      weight: 2,
    },
    {
      make: (d) => purchase(d, 'TARGET T-2156 TAMPA FL'),
      merchant: 'Target',
      category: 'Shopping',
      lo: 12,
      hi: 120,
    },
    {
      make: (d) =>
        purchase(d, `SQ *${r.pick(['BAY CUBAN SANDWICH', 'OXFORD EXCHANGE', 'HYDE PARK BARBER'])} TAMPA FL`),
      merchant: 'Square',
      category: 'Restaurants',
      lo: 9,
      hi: 45,
    },
  ]);
  for (const d of ['2025-02-15', '2025-05-24', '2025-11-29', '2026-03-21', '2026-08-01']) {
    const out = d !== '2025-05-24';
    h.add(
      chk,
      d,
      `ATM WITHDRAWAL ${out ? 'NON-REGIONS 4120 BAYSHORE BLVD TAMPA FL' : 'REGIONS ATM 2101 W SWANN AVE'}`,
      -r.pick([6000, 10000, 20000]),
      { category: 'Cash' },
    );
    if (out) h.add(chk, d, 'NON-REGIONS ATM FEE', -300, { fee: 'atm' });
  }
  h.add(chk, '2025-12-05', purchase('2025-12-05', 'HILLSBOROUGH CNTY TAX COLLECTOR'), -14220, {
    merchant: 'Hillsborough County',
    category: 'Government',
  });
  h.add(chk, '2025-12-05', purchase('2025-12-05', 'HILLSBOROUGH TAX CONVENIENCE FEE'), -355, {
    merchant: 'Hillsborough County',
    category: 'Government',
  });
}
