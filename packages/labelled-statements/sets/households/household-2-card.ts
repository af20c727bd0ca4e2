import type { Payment } from './card-payments';
import type { HouseholdBuilder } from './household';
import { everyNDays, monthlyDates, without } from './schedule';
import { ALWAYS, fixedSeries, sameText } from './series-helpers';

/** Household 2, Capital One Venture card: family subscriptions, the lawn service, insurance, Costco. */
export function household2Card(h: HouseholdBuilder, file: string, payments: readonly Payment[]): void {
  const { rng } = h;
  const sub = { file, cadence: 'monthly', kind: 'subscription', active: true } as const;
  fixedSeries(h, {
    ...sub,
    id: 'h2-disney-plus',
    // Cancelled after April 2025, back in October 2025 at the new price.
    dates: without(monthlyDates({ day: 9 }), '2025-05-01', '2025-09-30'),
    prices: [
      [ALWAYS, 1399],
      ['2025-10-01', 1599],
    ],
    line: sameText('DisneyPLUS 888-905-7888 CA', 'Disney+', 'Entertainment'),
    traps: ['pause-resume', 'price-up'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h2-spotify-family',
    dates: monthlyDates({ day: 23 }),
    prices: [
      [ALWAYS, 1699],
      ['2025-08-01', 1999],
    ],
    line: sameText('SPOTIFY USA 877-778-1161 NY', 'Spotify', 'Entertainment'),
    traps: ['price-up'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h2-kindle-unlimited',
    dates: monthlyDates({ day: 13 }),
    prices: [[ALWAYS, 1199]],
    line: () => ({
      description: `Kindle Svcs*${rng.code(9)}`,
      merchant: 'Kindle Unlimited',
      category: 'Shopping',
      wrongMerchant: 'Amazon',
    }),
    traps: ['order-id', 'subscription-beside-purchases'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h2-dashpass',
    dates: monthlyDates({ day: 4 }),
    prices: [[ALWAYS, 999]],
    line: sameText('DOORDASH DASHPASS SAN FRANCISCO CA', 'DoorDash', 'Food & Drink'),
    traps: ['subscription-beside-purchases'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h2-costco-membership',
    cadence: 'annual',
    dates: monthlyDates({ day: 8, stepMonths: 12 }),
    prices: [[ALWAYS, 6500]],
    line: sameText('COSTCO *MEMBERSHIP RENEWAL 800-774-2678 WA', 'Costco', 'Shopping'),
    traps: ['annual', 'subscription-beside-purchases'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h2-la-fitness-dues',
    dates: monthlyDates({ day: 1 }),
    prices: [
      [ALWAYS, 3999],
      ['2026-01-01', 4499],
    ],
    line: sameText('LA FITNESS 949-255-7200 CA', 'LA Fitness', 'Health & Wellness'),
    traps: ['price-up', 'several-series-one-merchant'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h2-la-fitness-annual',
    cadence: 'annual',
    dates: monthlyDates({ day: 15, stepMonths: 12, firstMonth: '2025-02-01' }),
    prices: [[ALWAYS, 4900]],
    line: sameText('LA FITNESS ANNUAL FEE 949-255-7200 CA', 'LA Fitness', 'Health & Wellness'),
    traps: ['annual', 'several-series-one-merchant', 'annual-word-not-card-fee'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h2-cox',
    kind: 'bill',
    dates: monthlyDates({ day: 16 }),
    prices: [
      [ALWAYS, 8999],
      ['2026-04-01', 9499],
    ],
    line: sameText('COX COMM PHX 800-234-3993 AZ', 'Cox Communications', 'Bills & Utilities'),
    traps: ['price-up'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h2-geico',
    cadence: 'semi_annual',
    kind: 'bill',
    dates: monthlyDates({ day: 8, stepMonths: 6, firstMonth: '2025-01-01' }),
    prices: [
      [ALWAYS, 112460],
      ['2026-01-01', 123840],
    ],
    line: sameText('GEICO *AUTO 800-841-3000 DC', 'GEICO', 'Automotive'),
    traps: ['semi-annual', 'price-up'],
  });
  // Weekly on Wednesdays; no visit Thanksgiving week, Christmas week and two monsoon weeks.
  const lawn = [
    '2024-11-27',
    '2024-12-25',
    '2025-07-30',
    '2025-08-13',
    '2025-11-26',
    '2025-12-24',
    '2026-08-05',
  ].reduce((dates, skip) => without(dates, skip), everyNDays('2024-11-06', 7));
  fixedSeries(h, {
    ...sub,
    id: 'h2-lawn-care',
    cadence: 'weekly',
    kind: 'bill',
    dates: lawn,
    prices: [
      [ALWAYS, 4500],
      ['2026-03-01', 5000],
    ],
    line: sameText('SQ *DESERT GREEN LAWN CARE Mesa AZ', 'Desert Green Lawn Care', 'Home', 'Square'),
    traps: ['weekly', 'processor-prefix', 'price-up', 'skipped-week'],
  });
  h.addSeries({
    id: 'h2-capital-one-payment-received',
    file,
    cadence: 'monthly',
    kind: 'transfer',
    fixed: false,
    active: true,
    traps: ['own-transfer', 'card-payment', 'variable-amount'],
    dates: payments.map((p) => p.date),
    direction: 'in',
    amountCents: (_date, index) => payments[index]?.cents ?? 0,
    line: () => ({ description: 'CAPITAL ONE MOBILE PYMT', merchant: 'Capital One', category: 'Payment' }),
  });
  h.fee(file, 'annual_card', {
    date: '2025-04-30',
    description: 'CAPITAL ONE ANNUAL MEMBERSHIP FEE',
    cents: 9500,
    merchant: 'Capital One',
    category: 'Fees & Adjustments',
  });
  h.fee(file, 'annual_card', {
    date: '2026-04-30',
    description: 'CAPITAL ONE ANNUAL MEMBERSHIP FEE',
    cents: 9500,
    merchant: 'Capital One',
    category: 'Other',
    categoryExact: 'Other',
    traps: ['fee-miscategorised'],
  });
  h.fee(file, 'interest', {
    date: '2026-01-18',
    description: 'INTEREST CHARGE:PURCHASES',
    cents: 4112,
    merchant: '',
    category: 'Fees & Adjustments',
  });
}
