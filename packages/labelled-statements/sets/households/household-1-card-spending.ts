import { dayOfWeek } from '../../kit/calendar';
import type { HouseholdBuilder } from './household';
import { oneOffs, plainShop, spend } from './spending';

const APPLE = 'APPLE.COM/BILL 866-712-7753 CA';

/** Household 1 card: everyday spending at the same merchants, one-offs beside subscriptions, and fees. */
export function household1CardSpending(h: HouseholdBuilder, file: string): void {
  const { rng } = h;
  const coffeeTraps = ['coffee-not-fee'];
  spend(h, {
    file,
    category: 'Food & Drink',
    meanGapDays: 13,
    minCents: 345,
    maxCents: 895,
    shops: [
      plainShop('STARBUCKS STORE 08712 CHARLOTTE NC', 'Starbucks'),
      plainShop('SQ *NOT JUST COFFEE CHARLOTTE NC', 'Not Just Coffee', 'Square', coffeeTraps),
      plainShop('SQ *BLUE BOTTLE COFFEE NEW YORK NY', 'Blue Bottle Coffee', 'Square', coffeeTraps),
    ],
  });
  spend(h, {
    file,
    category: 'Food & Drink',
    meanGapDays: 15,
    minCents: 1150,
    maxCents: 6480,
    avoidCents: [1199, 1099],
    shops: [
      plainShop('TST* SHAKE SHACK 1234 CHARLOTTE NC', 'Shake Shack', 'Toast'),
      plainShop('CHIPOTLE 2231 CHARLOTTE NC', 'Chipotle'),
      plainShop('LATE NIGHT PIZZA CHARLOTTE NC', 'Late Night Pizza', undefined, ['late-word-not-fee']),
      plainShop('TST* THE COPPER PLATE CHARLOTTE NC', 'The Copper Plate', 'Toast', ['plate-word-not-fee']),
    ],
  });
  spend(h, {
    file,
    category: 'Travel',
    meanGapDays: 16,
    minCents: 810,
    maxCents: 3860,
    avoidCents: [999],
    shops: [
      plainShop('UBER *TRIP HELP.UBER.COM CA', 'Uber'),
      { describe: (d) => `LYFT *RIDE ${weekday(d)} ${rng.int(1, 11)}PM`, merchant: 'Lyft' },
    ],
  });
  spend(h, {
    file,
    category: 'Food & Drink',
    meanGapDays: 21,
    minCents: 1890,
    maxCents: 5240,
    shops: [plainShop('UBER *EATS HELP.UBER.COM CA', 'Uber Eats', 'Uber')],
    traps: ['purchases-beside-subscription'],
  });
  spend(h, {
    file,
    category: 'Groceries',
    meanGapDays: 15,
    minCents: 1260,
    maxCents: 11840,
    shops: [
      plainShop('HARRIS TEETER #0123 CHARLOTTE NC', 'Harris Teeter'),
      plainShop('TRADER JOE S #745 CHARLOTTE NC', "Trader Joe's"),
    ],
  });
  spend(h, {
    file,
    category: 'Shopping',
    meanGapDays: 24,
    minCents: 899,
    maxCents: 8640,
    avoidCents: [14873, 1495],
    shops: [
      { describe: () => `AMAZON MKTPL*${rng.code(9)}`, merchant: 'Amazon' },
      { describe: () => `AMZN Mktp US*${rng.code(9)}`, merchant: 'Amazon' },
    ],
    traps: ['purchases-beside-subscription', 'order-id'],
  });
  spend(h, {
    file,
    category: 'Gas',
    meanGapDays: 18,
    minCents: 2810,
    maxCents: 5420,
    shops: [
      plainShop('SHELL OIL 57444 CHARLOTTE NC', 'Shell'),
      plainShop('EXXONMOBIL 4721 CHARLOTTE NC', 'Exxon'),
    ],
  });
  spend(h, {
    file,
    category: 'Shopping',
    meanGapDays: 30,
    minCents: 1499,
    maxCents: 12900,
    shops: [
      plainShop('TARGET 00012345 CHARLOTTE NC', 'Target'),
      plainShop('SP * ALLBIRDS SAN FRANCISCO CA', 'Allbirds', 'Shopify'),
    ],
  });
  const appleOneOff = ['purchases-beside-subscription', 'one-off-at-series-merchant'];
  const refund = ['refund-at-subscription-merchant'];
  oneOffs(h, file, [
    ['2024-12-14', APPLE, -499, 'Apple', 'Shopping', appleOneOff],
    ['2025-02-02', APPLE, -99, 'Apple', 'Shopping', appleOneOff],
    ['2025-04-26', APPLE, -699, 'Apple', 'Entertainment', appleOneOff],
    ['2025-04-29', APPLE, 699, 'Apple', 'Entertainment', refund],
    ['2025-08-13', APPLE, -199, 'Apple', 'Shopping', appleOneOff],
    ['2025-11-29', APPLE, -999, 'Apple', 'Shopping', appleOneOff],
    ['2026-03-09', APPLE, -499, 'Apple', 'Shopping', appleOneOff],
    ['2026-06-21', APPLE, -149, 'Apple', 'Shopping', appleOneOff],
    ['2026-09-30', APPLE, -399, 'Apple', 'Entertainment', appleOneOff],
    ['2025-01-19', 'GOOGLE *Google Play g.co/helppay#CA', -499, 'Google', 'Shopping', appleOneOff],
    ['2025-10-06', 'GOOGLE *Google Play g.co/helppay#CA', -199, 'Google', 'Shopping', appleOneOff],
    ['2025-03-14', 'AMZN Mktp US*2R71K40Q2', 3199, 'Amazon', 'Shopping', refund],
    ['2025-12-27', 'AMAZON MKTPL*ZB4KL18T0', 4599, 'Amazon', 'Shopping', refund],
    ['2026-05-02', 'AMAZON.COM*NA3QY7TZ1', 2148, 'Amazon', 'Shopping', refund],
    [
      '2025-08-08',
      'CHIPOTLE 2231 CHARLOTTE NC',
      -1199,
      'Chipotle',
      'Food & Drink',
      ['same-amount-other-merchant'],
    ],
    [
      '2026-02-19',
      'SQ *NOT JUST COFFEE CHARLOTTE NC',
      -1099,
      'Not Just Coffee',
      'Food & Drink',
      ['same-amount-other-merchant'],
    ],
    ['2025-06-14', 'TICKETMASTER 800-653-8000 CA', -8900, 'Ticketmaster', 'Entertainment'],
    [
      '2025-06-14',
      'TICKETMASTER SERVICE FEE',
      -1275,
      'Ticketmaster',
      'Entertainment',
      ['service-fee-not-bank-fee'],
    ],
    [
      '2026-04-11',
      'TICKETMASTER SERVICE FEE',
      -1540,
      'Ticketmaster',
      'Entertainment',
      ['service-fee-not-bank-fee'],
    ],
    [
      '2025-02-15',
      'SQ *FRENCH BROAD CHOCOLATE ASHEVILLE NC',
      -1875,
      'French Broad Chocolates',
      'Food & Drink',
      ['chocolate-not-fee'],
    ],
    [
      '2025-10-11',
      'SQ *FRENCH BROAD CHOCOLATE ASHEVILLE NC',
      -2240,
      'French Broad Chocolates',
      'Food & Drink',
      ['chocolate-not-fee'],
    ],
  ]);
  // The missed August 2025 payment: a late fee, then interest on the carried balance.
  h.fee(file, 'late', {
    date: '2025-08-26',
    description: 'LATE FEE',
    cents: 3200,
    merchant: '',
    category: 'Fees & Adjustments',
  });
  h.fee(file, 'interest', {
    date: '2025-09-24',
    description: 'PURCHASE INTEREST CHARGE',
    cents: 2341,
    merchant: '',
    category: 'Fees & Adjustments',
    categoryExact: '',
    traps: ['fee-uncategorised'],
  });
}

function weekday(date: string): string {
  return ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'][dayOfWeek(date)] ?? 'MON';
}
