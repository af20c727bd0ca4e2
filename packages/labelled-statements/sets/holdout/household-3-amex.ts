/**
 * Household 3, the Amex card: Costco membership and shopping, streaming, Google series, gymnastics paused every
 * summer, Audible, the card fees and the spending.
 */
import { addDays } from '@tourniquet/domain';
import type { IsoDate } from '@tourniquet/domain';
import { END, irregularDates, irregularSpending, monthlyDates, put } from './lib';
import type { Columbus } from './household-3-setup';

export function addAmex({ rng, h, amex }: Columbus): void {
  // ---- Amex ----
  const costcoFee = h.defineSeries('costco-membership', amex.file, 'annual', 'subscription', true);
  put(
    amex,
    '2025-06-14',
    'COSTCO *ANNUAL RENEWAL 800-774-2678 WA',
    -6500,
    ['costco', 'Costco', 'Merchandise & Supplies-Wholesale Stores'],
    { series: costcoFee },
  );
  put(
    amex,
    '2026-06-14',
    'COSTCO *ANNUAL RENEWAL 800-774-2678 WA',
    -6500,
    ['costco', 'Costco', 'Merchandise & Supplies-Wholesale Stores'],
    { series: costcoFee },
  );
  for (let d: IsoDate = '2024-11-23'; d <= END; d = addDays(d, 7))
    if (rng.chance(0.8))
      put(amex, addDays(d, rng.int(0, 1)), 'COSTCO WHSE #0345 COLUMBUS OH', -rng.cents(7000, 34000), [
        'costco',
        'Costco',
        'Merchandise & Supplies-Wholesale Stores',
      ]);
  for (const d of irregularDates(rng, 10, 25))
    put(amex, d, 'COSTCO GAS #0345 COLUMBUS OH', -rng.cents(3500, 7000), [
      'costcogas',
      'Costco Gas',
      'Transportation-Fuel',
    ]);
  const disney = h.defineSeries('disney-bundle', amex.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 4))
    put(
      amex,
      d,
      'DISNEY PLUS BURBANK CA',
      d < '2025-10-21' ? -1699 : -1999,
      ['disney', 'Disney+', 'Entertainment-Other Entertainment'],
      { series: disney },
    );
  const yttv = h.defineSeries('youtube-tv', amex.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 11)) {
    if (d >= '2025-03-01' && d < '2025-08-01') continue;
    put(
      amex,
      d,
      'GOOGLE *YouTube TV g.co/helppay# CA',
      -8299,
      ['google', 'Google', 'Entertainment-Other Entertainment'],
      { series: yttv },
    );
  }
  const gone = h.defineSeries('google-one', amex.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 2))
    put(
      amex,
      d,
      'GOOGLE *Google One g.co/helppay# CA',
      -299,
      ['google', 'Google', 'Entertainment-Other Entertainment'],
      { series: gone },
    );
  for (const d of irregularDates(rng, 12, 50))
    put(
      amex,
      d,
      `GOOGLE *${rng.pick(['Roblox', 'Minecraft', 'Toca Boca', 'Disney Magic King'])} g.co/helppay# CA`,
      -rng.pick([499, 999, 199, 1999]),
      ['google', 'Google', 'Entertainment-Other Entertainment'],
    );
  const gym = h.defineSeries('tumble-town-gymnastics', amex.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 6)) {
    const m = Number(d.slice(5, 7));
    if (m >= 6 && m <= 8) continue;
    put(
      amex,
      d,
      `SQ *TUMBLE TOWN GYMNASTI Columbus OH`,
      d < '2025-09-01' ? -8900 : -9500,
      ['tumble', 'Tumble Town', 'Other'],
      { series: gym },
    );
  }
  const audible = h.defineSeries('audible', amex.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 31))
    put(
      amex,
      d,
      `Audible*${rng.code(9)} Amzn.com/bill NJ`,
      -1495,
      ['audible', 'Audible', 'Merchandise & Supplies-Internet Purchase', { merchant: 'Amazon' }],
      { series: audible },
    );
  put(amex, '2025-01-20', 'ANNUAL MEMBERSHIP FEE', -25000, ['amexfee', '', 'Fees & Adjustments'], {
    fee: 'annual_card',
  });
  put(amex, '2026-01-20', 'ANNUAL MEMBERSHIP FEE', -32500, ['amexfee', '', 'Fees & Adjustments'], {
    fee: 'annual_card',
  });
  put(amex, '2025-11-05', 'LATE PAYMENT FEE', -2900, ['amexlate', '', 'Fees & Adjustments'], { fee: 'late' });
  put(amex, '2025-11-19', 'LATE PAYMENT FEE REVERSAL', 2900, ['amexlater', '', 'Fees & Adjustments']);
  put(amex, '2025-11-14', 'ONLINE PAYMENT - THANK YOU', 50000, ['amexpayc', '', 'Payment']);
  put(amex, '2026-03-02', 'AMEX OFFER CREDIT', 3000, ['offer', '', 'Credits']);
  irregularSpending(amex, rng, 3.2, [
    {
      key: 'target',
      clean: 'Target',
      category: 'Merchandise & Supplies-General Retail',
      minCents: 1000,
      maxCents: 18000,
      describe: () => 'TARGET 00011862 COLUMBUS OH',
      weight: 2,
    },
    {
      key: 'amz',
      clean: 'Amazon',
      category: 'Merchandise & Supplies-Internet Purchase',
      minCents: 800,
      maxCents: 14000,
      describe: () => `AMZN Mktp US*${rng.code(9)} Amzn.com/bill WA`,
      weight: 3,
    },
    {
      key: 'raising',
      clean: "Raising Cane's",
      category: 'Restaurant-Restaurant',
      minCents: 1200,
      maxCents: 4800,
      describe: () => "RAISING CANE'S 0127 COLUMBUS OH",
    },
    {
      key: 'tst',
      clean: 'Northstar Cafe',
      category: 'Restaurant-Restaurant',
      minCents: 2500,
      maxCents: 11000,
      describe: () => 'TST* NORTHSTAR CAFE - SH Columbus OH',
    },
    {
      key: 'kohls',
      clean: "Kohl's",
      category: 'Merchandise & Supplies-Department Stores',
      minCents: 2000,
      maxCents: 15000,
      describe: () => "KOHL'S #0841 COLUMBUS OH",
    },
    {
      key: 'starbucks',
      clean: 'Starbucks',
      category: 'Restaurant-Bar & Café',
      minCents: 400,
      maxCents: 1700,
      describe: () => `STARBUCKS COFFEE ${rng.digits(5)} COLUMBUS OH`,
      weight: 1.5,
    },
    {
      key: 'ticket',
      clean: 'Ticketmaster',
      category: 'Entertainment-Event Tickets',
      minCents: 800,
      maxCents: 2200,
      describe: () => 'TICKETMASTER SERVICE FEE 800-653-8000 CA',
      weight: 0.2,
    },
    {
      key: 'parkmob',
      clean: 'ParkMobile',
      category: 'Transportation-Parking Charges',
      minCents: 100,
      maxCents: 300,
      describe: () => 'PARKMOBILE CONVENIENCE FEE ATLANTA GA',
      weight: 0.4,
    },
  ]);
}
