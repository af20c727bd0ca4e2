import { addDays } from '@tourniquet/domain';
import { mmdd } from '../../kit/calendar';
import { type Household, scatter } from '../../kit/household';
import type { Rng } from '../../kit/random';

/** Household 1, everyday spending: on the Bilt card, then on Chime checking (groceries, ATM, fees). */
export function gradStudentSpending(h: Household, r: Rng, chk: string, card: string): void {
  const pos = (d: string, text: string) => `POS PURCHASE - ${mmdd(d)} ${text}`;

  // Irregular spending.
  const places = ['ANN ARBOR MI', 'ANN ARBOR MI', 'YPSILANTI MI'];
  scatter(h, card, r, 3.6, [
    {
      make: () =>
        `DOORDASH*${r.pick(['PANERA BREAD', 'CHIPOTLE', 'NO THAI', 'JERUSALEM GARDEN', 'BLAZE PIZZA', 'SAVAS'])}`,
      merchant: 'DoorDash',
      category: 'Restaurants',
      lo: 11,
      hi: 42,
      weight: 4,
    },
    { make: () => 'UBER *EATS', merchant: 'Uber Eats', category: 'Travel', lo: 12, hi: 38, weight: 3 },
    {
      make: () => `GRUBHUB*${r.pick(['FRITA BATIDOS', 'PIZZA HOUSE', 'BIGALORA'])}`,
      merchant: 'Grubhub',
      category: 'Restaurants',
      lo: 14,
      hi: 36,
      weight: 2,
    },
    {
      make: () => `TST* ${r.pick(['SLURPING TURTLE', 'BEYU CAFFE', 'ZINGERMANS DELI'])}`,
      merchant: '',
      category: 'Restaurants',
      lo: 8,
      hi: 31,
    },
    {
      make: () => `SQ *${r.pick(['ROOS ROAST COFFEE', 'MIGHTY GOOD COFFEE', 'LITTLE CITY COFFEE'])}`,
      merchant: 'Square',
      category: 'Restaurants',
      lo: 3.5,
      hi: 9,
    },
    { make: () => `AMZN Mktp US*${r.alnum(9)}`, merchant: 'Amazon', category: 'Shopping', lo: 9, hi: 64 },
    {
      make: () => `TARGET 000${r.digits(5)} ${r.pick(places)}`,
      merchant: 'Target',
      category: 'Shopping',
      lo: 6,
      hi: 55,
    },
    {
      make: () => `STEAMGAMES.COM 4259522985`,
      merchant: 'Steam',
      category: 'Entertainment',
      lo: 4.99,
      hi: 29.99,
      weight: 0.3,
    },
  ]);
  // The same $9.99 at other merchants on the DashPass/Uber One days.
  for (const d of ['2025-03-05', '2025-08-05', '2026-05-22', '2026-09-22']) {
    h.add(card, d, r.pick(['CHIPOTLE 1123', 'STEAMGAMES.COM 4259522985', 'MICHIGAN THEATER']), -999, {
      merchant: '',
      category: 'Entertainment',
    });
  }
  // Weekly groceries at one Kroger (not a series), coffee, chocolate, ATM.
  for (let d = '2024-11-23'; d <= '2026-11-20'; d = addDays(d, 7)) {
    if (r.chance(0.12)) continue;
    const day = addDays(d, r.pick([0, 0, 0, 1, -1]));
    h.add(chk, day, pos(day, 'KROGER #638 ANN ARBOR MI'), -r.centsFromDollars(28, 96), {
      merchant: 'Kroger',
      category: 'Groceries',
    });
  }
  scatter(h, chk, r, 1.4, [
    {
      make: (d) => pos(d, 'SWEETWATERS COFFEE & TEA ANN ARBOR MI'),
      merchant: 'Sweetwaters Coffee',
      category: 'Restaurants',
      lo: 3,
      hi: 8,
      weight: 3,
    },
    {
      make: (d) => pos(d, `SHELL OIL 57444${r.digits(4)} ANN ARBOR MI`),
      merchant: 'Shell',
      category: 'Gas',
      lo: 18,
      hi: 44,
    },
    {
      make: (d) => pos(d, 'KILWINS CHOCOLATE ANN ARBOR MI'),
      merchant: '',
      category: 'Shopping',
      lo: 4,
      hi: 16,
      weight: 0.3,
    },
    {
      make: (d) => pos(d, 'MEIJER #258 ANN ARBOR MI'),
      merchant: 'Meijer',
      category: 'Groceries',
      lo: 12,
      hi: 70,
    },
    {
      make: (d) => pos(d, `UM PARKING SVCS ${r.digits(4)} ANN ARBOR MI`),
      merchant: 'University of Michigan',
      category: 'Travel',
      lo: 2,
      hi: 7,
    },
  ]);
  for (const d of [
    '2025-01-18',
    '2025-04-05',
    '2025-07-26',
    '2025-11-08',
    '2026-02-14',
    '2026-06-20',
    '2026-09-12',
  ]) {
    const out = d === '2025-04-05' || d === '2025-11-08' || d === '2026-06-20' || d === '2026-09-12';
    h.add(
      chk,
      d,
      `ATM WITHDRAWAL - ${mmdd(d)} ${out ? 'CARDTRONICS 7-ELEVEN' : 'ALLPOINT UM UNION'} ANN ARBOR MI`,
      -r.pick([2000, 4000, 6000]),
      { category: 'Cash' },
    );
    if (out) h.add(chk, d, 'OUT-OF-NETWORK ATM FEE', -250, { fee: 'atm' });
  }
  h.add(chk, '2025-10-21', pos('2025-10-21', 'AADL LATE FEE ANN ARBOR MI'), -340, {
    merchant: 'Ann Arbor District Library',
    category: 'Education',
  });
  h.add(chk, '2026-09-02', 'MOBILE CHECK DEPOSIT 1043', 15000, { category: 'Deposit' });
  h.add(chk, '2026-09-08', 'RETURN ITEM CHARGEBACK CK 1043', -15000, { category: 'Deposit' });
  h.add(chk, '2026-09-08', 'RETURN ITEM CHARGEBACK FEE', -1500, { fee: 'insufficient_funds' });
}
