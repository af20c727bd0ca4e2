import { addDays } from '@tourniquet/domain';
import { type Household, scatter } from '../../kit/household';
import type { Rng } from '../../kit/random';

/**
 * Household 3, Discover card: irregular everyday spending, the Lisbon trip (no foreign fee), the weekly dog
 * walker.
 */
export function freelancerDiscoverSpending(h: Household, r: Rng, card: string): void {
  const spots = ['DENVER CO', 'DENVER CO', 'LAKEWOOD CO', 'BOULDER CO'];
  scatter(h, card, r, 2.6, [
    {
      make: () => `KING SOOPERS #${r.digits(4)} ${r.pick(spots)}`,
      merchant: 'King Soopers',
      category: 'Supermarkets',
      lo: 16,
      hi: 140,
      weight: 4,
    },
    {
      make: () => `SQ *HUCKLEBERRY ROASTERS ${r.pick(spots)}`,
      merchant: '',
      category: 'Restaurants',
      lo: 4,
      hi: 12,
      weight: 3,
    },
    {
      make: () => `SQ *CORVUS COFFEE ROASTERS ${r.pick(spots)}`,
      merchant: 'Square',
      category: 'Restaurants',
      lo: 4,
      hi: 11,
      weight: 1.5,
    },
    {
      make: () => `TST* SNOOZE AN AM EATERY ${r.pick(spots)}`,
      merchant: 'Snooze',
      category: 'Restaurants',
      lo: 18,
      hi: 55,
      weight: 1.5,
    },
    {
      make: () =>
        `LYFT *RIDE ${['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'][r.int(0, 5)]} ${r.digits(4)} LYFT.COM CA`,
      merchant: 'Lyft',
      category: 'Travel/ Entertainment',
      lo: 9,
      hi: 38,
      weight: 2,
    },
    {
      make: () => `AMAZON MKTPL*${r.alnum(9)} Amzn.com/bill WA`,
      merchant: 'Amazon',
      category: 'Merchandise',
      lo: 10,
      hi: 110,
      weight: 2,
    },
    {
      make: () => `REI #${r.digits(3)} ${r.pick(spots)}`,
      merchant: 'REI',
      category: 'Merchandise',
      lo: 20,
      hi: 180,
      weight: 0.6,
    },
    {
      make: () => `ROCKY MOUNTAIN CHOCOLATE ${r.pick(spots)}`,
      merchant: '',
      category: 'Merchandise',
      lo: 5,
      hi: 30,
      weight: 0.3,
    },
    {
      make: () => `CONOCO - SEI ${r.digits(5)} ${r.pick(spots)}`,
      merchant: 'Conoco',
      category: 'Gasoline',
      lo: 22,
      hi: 55,
      weight: 1,
    },
  ]);
  // Discover has no foreign fee; a Lisbon trip's purchases on it carry none.
  for (const [d, text] of [
    ['2025-10-14', 'PASTEIS DE BELEM LISBOA'],
    ['2025-10-15', 'TIME OUT MARKET LISBOA'],
  ] as const)
    h.add(card, d, text, -r.centsFromDollars(8, 60), { category: 'Restaurants' });

  // A dog walker paid weekly through Square on Mondays; two vacation weeks skipped; 80 -> 90 in 2026.
  const walker = h.defineSeries('dog-walker', card, 'weekly', 'bill', true);
  for (let d = '2025-03-03'; d <= '2026-11-16'; d = addDays(d, 7)) {
    if (d === '2025-07-14' || d === '2025-12-29' || d === '2026-07-06') continue;
    h.add(card, d, 'SQ *MILE HIGH PAWS gosq.com CO', d < '2026-04-01' ? -8000 : -9000, {
      merchant: r.chance(0.5) ? 'Square' : '',
      category: 'Services',
      series: walker,
    });
  }
}
