/**
 * Household 1, the Discover card: streaming and Apple series, memberships, weekly Safeway (not a series),
 * cashback credits, the spending and the Italy trip.
 */
import { addDays } from '@tourniquet/domain';
import type { IsoDate } from '@tourniquet/domain';
import { END, irregularDates, irregularSpending, monthlyDates, put } from './lib';
import type { Tucson } from './household-1-setup';

export function addDiscover({ rng, h, card }: Tucson): void {
  // ---- Discover card ----
  const netflix = h.defineSeries('netflix', card.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 9))
    put(
      card,
      d,
      'NETFLIX.COM 866-579-7172 CA',
      d < '2025-02-01' ? -1549 : -1799,
      ['netflix', 'Netflix', 'Services'],
      { series: netflix },
    );
  const icloud = h.defineSeries('apple-icloud', card.file, 'monthly', 'subscription', true);
  const tvplus = h.defineSeries('apple-tv-plus', card.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 14))
    put(card, d, 'APPLE.COM/BILL 866-712-7753 CA', -299, ['apple', 'Apple', 'Services'], { series: icloud });
  for (const d of monthlyDates('2024-11-22', END, 22))
    put(
      card,
      d,
      'APPLE.COM/BILL 866-712-7753 CA',
      d < '2025-08-01' ? -999 : -1299,
      ['apple', 'Apple', 'Services'],
      { series: tvplus },
    );
  for (const d of irregularDates(rng, 20, 80))
    put(card, d, 'APPLE.COM/BILL 866-712-7753 CA', -rng.pick([99, 499, 699, 1499, 299]), [
      'apple',
      'Apple',
      'Services',
    ]);
  put(card, '2025-03-25', 'APPLE.COM/BILL 866-712-7753 CA', 999, ['apple', 'Apple', 'Services']);
  const peacock = h.defineSeries('peacock', card.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 3)) {
    if (d >= '2025-06-01' && d < '2025-10-01') continue;
    put(
      card,
      d,
      `PEACOCK ${rng.code(5)} PREMIUM NEW YORK NY`,
      d < '2025-10-01' ? -799 : -1099,
      ['peacock', 'Peacock', 'Services'],
      { series: peacock },
    );
  }
  const paramount = h.defineSeries('paramount-plus', card.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', '2025-03-31', 27))
    put(
      card,
      d,
      'PARAMOUNT+ 888-274-5343 NY',
      -799,
      ['paramount', 'Paramount+', 'Services', { merchant: 'CBS Interactive' }],
      { series: paramount },
    );
  const sirius = h.defineSeries('siriusxm', card.file, 'quarterly', 'subscription', true);
  for (const d of monthlyDates('2024-12-18', END, 18, 'none', 3))
    put(
      card,
      d,
      'SIRIUSXM RADIO 888-635-5144 NY',
      d < '2026-03-01' ? -4197 : -4797,
      ['sirius', 'SiriusXM', 'Services'],
      { series: sirius },
    );
  const aarp = h.defineSeries('aarp', card.file, 'annual', 'subscription', true);
  put(card, '2025-02-11', 'AARP MEMBERSHIP 888-687-2277 DC', -2000, ['aarp', 'AARP', 'Services'], {
    series: aarp,
  });
  put(card, '2026-02-11', 'AARP MEMBERSHIP 888-687-2277 DC', -2000, ['aarp', 'AARP', 'Services'], {
    series: aarp,
  });
  const prime = h.defineSeries('amazon-prime', card.file, 'annual', 'subscription', true);
  put(
    card,
    '2025-01-06',
    `AMAZON PRIME*${rng.code(9)} AMZN.COM/BILL WA`,
    -13900,
    ['amzn', 'Amazon', 'Merchandise'],
    { series: prime },
  );
  put(
    card,
    '2026-01-06',
    `AMAZON PRIME*${rng.code(9)} AMZN.COM/BILL WA`,
    -13900,
    ['amzn', 'Amazon', 'Merchandise'],
    { series: prime },
  );

  // Weekly Safeway, not a series.
  for (let d: IsoDate = '2024-11-22'; d <= END; d = addDays(d, 7))
    if (rng.chance(0.85))
      put(card, addDays(d, rng.int(-1, 2)), 'SAFEWAY #1734 TUCSON AZ', -rng.cents(4800, 18500), [
        'safeway',
        'Safeway',
        'Supermarkets',
      ]);
  for (const d of irregularDates(rng, 40, 120))
    put(card, d, 'CASHBACK BONUS REDEMPTION PYMT/STMT CRDT', rng.cents(1500, 6000), [
      'cbb',
      '',
      'Awards and Rebate Credits',
    ]);
  irregularSpending(card, rng, 3.4, [
    {
      key: 'amzmk',
      clean: 'Amazon',
      category: 'Merchandise',
      minCents: 800,
      maxCents: 12000,
      describe: () => `AMZN Mktp US*${rng.code(9)} Amzn.com/bill WA`,
      weight: 3,
    },
    {
      key: 'tst',
      clean: 'Blue Willow',
      category: 'Restaurants',
      minCents: 2200,
      maxCents: 7800,
      describe: () => 'TST* BLUE WILLOW RESTAURANT TUCSON AZ',
    },
    {
      key: 'coffee',
      clean: 'Exo Roast Coffee',
      category: 'Restaurants',
      minCents: 400,
      maxCents: 1600,
      describe: () => 'EXO ROAST COFFEE TUCSON AZ',
      weight: 2,
    },
    {
      key: 'choc',
      clean: 'Chocolate Iguana',
      category: 'Restaurants',
      minCents: 500,
      maxCents: 1800,
      describe: () => 'CHOCOLATE IGUANA TUCSON AZ',
      weight: 0.5,
    },
    {
      key: 'circlek',
      clean: 'Circle K',
      category: 'Gasoline',
      minCents: 2500,
      maxCents: 6800,
      describe: () => `CIRCLE K # ${rng.digits(5)} TUCSON AZ`,
      weight: 2,
    },
    {
      key: 'walg',
      clean: 'Walgreens',
      category: 'Merchandise',
      minCents: 500,
      maxCents: 6000,
      describe: () => 'WALGREENS #5122 TUCSON AZ',
    },
    {
      key: 'golf',
      clean: 'Randolph Golf Course',
      category: 'Travel/ Entertainment',
      minCents: 2800,
      maxCents: 6200,
      describe: () => 'SQ *RANDOLPH GOLF COURSE Tucson AZ',
    },
    {
      key: 'costco',
      clean: 'Costco',
      category: 'Warehouse Clubs',
      minCents: 4000,
      maxCents: 26000,
      describe: () => 'COSTCO WHSE #0479 TUCSON AZ',
      wrong: { category: 'Supermarkets' },
    },
    {
      key: 'feast',
      clean: 'Feast',
      category: 'Restaurants',
      minCents: 3500,
      maxCents: 12000,
      describe: () => 'FEAST TUCSON AZ',
    },
    {
      key: 'chewy',
      clean: 'Chewy',
      category: 'Merchandise',
      minCents: 2000,
      maxCents: 9000,
      describe: () => 'CHEWY.COM 800-672-4399 FL',
    },
  ]);
  // Italy trip on Discover (no foreign fee on this card).
  for (const d of ['2025-10-07', '2025-10-09', '2025-10-10', '2025-10-12', '2025-10-14'])
    put(
      card,
      d,
      `${rng.pick(['TRATTORIA DA ENZO', 'MUSEI VATICANI', 'OSTERIA DEL SOLE', 'TRENITALIA'])} ROMA ITA`,
      -rng.cents(3000, 18000),
      ['italy', '', 'Travel/ Entertainment'],
    );
}
