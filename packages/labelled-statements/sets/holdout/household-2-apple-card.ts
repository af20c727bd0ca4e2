/** Household 2's Apple Card: its subscriptions, one-off 9.99 purchases, interest, a refund and everyday spending. */
import { END, irregularDates, irregularSpending, monthlyDates, put } from './lib';
import type { Houston } from './household-2-setup';

export function addAppleCard({ rng, h, card }: Houston): void {
  // ---- Apple Card ----
  const addr = 'ONE APPLE PARK WAY 866-712-7753 CUPERTINO CA 95014 USA';
  const spotify = h.defineSeries('spotify', card.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 12))
    put(
      card,
      d,
      'SPOTIFY USA 877-7781161 NEW YORK NY 10011 USA',
      d < '2025-09-01' ? -1199 : -1299,
      ['spotify', 'Spotify', 'Entertainment'],
      { series: spotify },
    );
  const uberOne = h.defineSeries('uber-one', card.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 8))
    put(
      card,
      d,
      'UBER *ONE MEMBERSHIP HELP.UBER.COM CA 94103 USA',
      -999,
      ['uberone', 'Uber', 'Transportation', { category: 'Transportation' }],
      { series: uberOne },
    );
  const dashpass = h.defineSeries('dashpass', card.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', '2025-11-30', 21))
    put(
      card,
      d,
      'DOORDASH DASHPASS 855-973-1040 CA 94107 USA',
      -999,
      ['dashpass', 'DoorDash', 'Restaurants'],
      { series: dashpass },
    );
  const hulu = h.defineSeries('hulu-paypal', card.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-26', END, 26))
    put(
      card,
      d,
      'PAYPAL *HULU 402-935-7733 CA 95131 USA',
      d < '2025-10-15' ? -999 : -1199,
      ['hulu', 'PayPal', 'Entertainment'],
      { series: hulu },
    );
  const icloud = h.defineSeries('icloud', card.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-30', END, 30))
    put(card, d, `APPLE.COM/BILL ${addr}`, d < '2025-05-01' ? -99 : -299, ['apple', 'Apple', 'Other'], {
      series: icloud,
    });
  for (const d of irregularDates(rng, 25, 90))
    put(card, d, `APPLE.COM/BILL ${addr}`, -rng.pick([199, 499, 999]), ['apple', 'Apple', 'Other']);
  for (const [d, m] of [
    ['2025-02-14', "MCDONALD'S F2134 HOUSTON TX 77002 USA"],
    ['2025-06-03', 'STEAMGAMES.COM 4259522985 WA 98005 USA'],
    ['2025-12-19', 'GOOGLE *Google Play Ap G.CO/HELPPAY# CA 94043 USA'],
    ['2026-03-08', 'CVS/PHARMACY #07711 HOUSTON TX 77008 USA'],
    ['2026-09-21', 'DOORDASH*WINGSTOP SAN FRANCISCO CA 94107 USA'],
  ] as const)
    put(card, d, m, -999, [m.slice(0, 8), '', 'Other']);
  for (const d of ['2025-03-28', '2025-05-28', '2025-06-27', '2026-01-28'])
    put(card, d, 'INTEREST CHARGED ON PURCHASES', -rng.cents(400, 1900), ['int', '', 'Interest'], {
      fee: 'interest',
    });
  put(card, '2025-10-02', 'DOORDASH DASHPASS 855-973-1040 CA 94107 USA', 999, [
    'dashpass',
    'DoorDash',
    'Restaurants',
  ]);
  irregularSpending(card, rng, 2.2, [
    {
      key: 'eats',
      clean: 'Uber Eats',
      category: 'Restaurants',
      minCents: 1200,
      maxCents: 4500,
      describe: () => 'UBER *EATS HELP.UBER.COM CA 94103 USA',
      wrong: { merchant: 'Uber' },
    },
    {
      key: 'amz',
      clean: 'Amazon',
      category: 'Shopping',
      minCents: 600,
      maxCents: 9500,
      describe: () => `AMZN Mktp US*${rng.code(9)} Amzn.com/bill WA 98109 USA`,
      weight: 2,
    },
    {
      key: 'target',
      clean: 'Target',
      category: 'Shopping',
      minCents: 800,
      maxCents: 12000,
      describe: () => 'TARGET 00017103 HOUSTON TX 77007 USA',
    },
    {
      key: 'walmart',
      clean: 'Walmart',
      category: 'Grocery',
      minCents: 1000,
      maxCents: 15000,
      describe: () => 'WAL-MART #5312 HOUSTON TX 77008 USA',
      weight: 1.5,
    },
    {
      key: 'tacos',
      clean: 'Torchys Tacos',
      category: 'Restaurants',
      minCents: 900,
      maxCents: 3200,
      describe: () => "TST* TORCHY'S TACOS HOUSTON TX 77006 USA",
    },
  ]);
}
