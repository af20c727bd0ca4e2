import { addDays } from '@tourniquet/domain';
import type { Payment } from './card-payments';
import type { HouseholdBuilder } from './household';
import { everyNDays, monthlyDates, without } from './schedule';
import { ALWAYS, fixedSeries, sameText } from './series-helpers';

const APPLE = 'APPLE.COM/BILL 866-712-7753 CA';

/** Household 1, Chase Freedom card: the subscriptions live here, several of them at one merchant. */
export function household1Card(h: HouseholdBuilder, file: string, payments: readonly Payment[]): void {
  const { rng } = h;
  const sub = { file, cadence: 'monthly', kind: 'subscription', active: true } as const;
  fixedSeries(h, {
    ...sub,
    id: 'h1-spotify',
    dates: monthlyDates({ day: 8 }),
    prices: [
      [ALWAYS, 1099],
      ['2025-07-01', 1199],
    ],
    line: () => ({ description: `Spotify P${rng.code(9)}`, merchant: 'Spotify', category: 'Entertainment' }),
    traps: ['changing-description', 'order-id', 'price-up'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h1-icloud',
    dates: monthlyDates({ day: 3 }),
    prices: [[ALWAYS, 299]],
    line: sameText(APPLE, 'Apple', 'Shopping', 'iTunes'),
    traps: ['several-series-one-merchant'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h1-apple-music',
    dates: monthlyDates({ day: 19 }),
    prices: [[ALWAYS, 1099]],
    line: sameText(APPLE, 'Apple', 'Entertainment', 'iTunes'),
    traps: ['several-series-one-merchant'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h1-apple-annual',
    cadence: 'annual',
    dates: monthlyDates({ day: 18, stepMonths: 12, firstMonth: '2025-01-01' }),
    prices: [[ALWAYS, 9900]],
    line: sameText(APPLE, 'Apple', 'Shopping'),
    traps: ['annual', 'several-series-one-merchant'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h1-google-one',
    dates: monthlyDates({ day: 6 }),
    prices: [[ALWAYS, 199]],
    line: sameText('GOOGLE *Google One g.co/helppay#CA', 'Google', 'Shopping'),
    traps: ['processor-prefix', 'several-series-one-merchant'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h1-youtube-premium',
    dates: monthlyDates({ day: 27 }),
    prices: [[ALWAYS, 1399]],
    line: sameText('GOOGLE *YouTubePremium g.co/helppay#CA', 'YouTube', 'Entertainment', 'Google'),
    traps: ['processor-prefix', 'several-series-one-merchant'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h1-hulu',
    active: false,
    // Cancelled after the May 2025 charge; the last month was refunded two days later.
    dates: monthlyDates({ day: 21, to: '2025-05-31' }),
    prices: [
      [ALWAYS, 799],
      ['2025-01-01', 999],
    ],
    line: sameText('PAYPAL *HULU 402-935-7733 CA', 'Hulu', 'Entertainment', 'PayPal'),
    traps: ['processor-prefix', 'ended', 'price-up'],
  });
  h.row(file, {
    date: '2025-05-23',
    description: 'PAYPAL *HULU 402-935-7733 CA',
    amountCents: 999,
    merchant: 'Hulu',
    wrongMerchant: 'PayPal',
    category: 'Entertainment',
    traps: ['refund-at-subscription-merchant'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h1-crunch-dues',
    // A three-month membership freeze in summer 2025.
    dates: without(monthlyDates({ day: 17 }), '2025-07-01', '2025-09-30'),
    prices: [
      [ALWAYS, 2499],
      ['2026-03-01', 2999],
    ],
    line: sameText('CRUNCH FITNESS 0432 CHARLOTTE NC', 'Crunch Fitness', 'Health & Wellness'),
    traps: ['pause-resume', 'price-up', 'several-series-one-merchant'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h1-crunch-annual',
    cadence: 'annual',
    dates: monthlyDates({ day: 5, stepMonths: 12, firstMonth: '2025-03-01' }),
    prices: [[ALWAYS, 4900]],
    line: sameText('CRUNCH FIT ANNUAL MEMBERSHIP 0432', 'Crunch Fitness', 'Health & Wellness'),
    traps: ['annual', 'several-series-one-merchant', 'annual-word-not-card-fee'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h1-uber-one',
    dates: monthlyDates({ day: 11 }),
    prices: [[ALWAYS, 999]],
    line: sameText('UBER *ONE HELP.UBER.COM CA', 'Uber One', 'Travel', 'Uber'),
    traps: ['subscription-beside-purchases'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h1-tmobile',
    kind: 'bill',
    dates: monthlyDates({ day: 21 }),
    // A promotional plan: the price steps DOWN after she switched plans.
    prices: [
      [ALWAYS, 7500],
      ['2025-08-01', 6000],
    ],
    line: sameText('TMOBILE*AUTO PAY 800-937-8997 WA', 'T-Mobile', 'Bills & Utilities'),
    traps: ['price-down'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h1-lemonade',
    kind: 'bill',
    dates: monthlyDates({ day: 2 }),
    prices: [[ALWAYS, 1250]],
    line: sameText('LEMONADE I* LEMONADE INSURANCE 844-733-8666 NY', 'Lemonade', 'Bills & Utilities'),
  });
  fixedSeries(h, {
    ...sub,
    id: 'h1-amazon-prime',
    cadence: 'annual',
    dates: monthlyDates({ day: 3, stepMonths: 12, firstMonth: '2024-12-01' }),
    prices: [[ALWAYS, 14873]],
    line: () => ({
      description: `AMAZON PRIME*${rng.code(9)}`,
      merchant: 'Amazon Prime',
      category: 'Shopping',
    }),
    traps: ['annual', 'order-id', 'subscription-beside-purchases'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h1-audible',
    // Anchored on the 31st: the charge lands on the last day of shorter months.
    dates: monthlyDates({ day: 31 }),
    prices: [[ALWAYS, 1495]],
    line: () => ({
      description: `AUDIBLE*${rng.code(9)} AMZN.COM/BILL NJ`,
      merchant: 'Audible',
      category: 'Entertainment',
      wrongMerchant: 'Amazon',
    }),
    traps: ['month-end-clamp', 'order-id'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h1-hellofresh',
    cadence: 'weekly',
    // Started at the end of August 2026; one week skipped in the app.
    dates: without(everyNDays('2026-08-26', 7), '2026-10-14'),
    prices: [[ALWAYS, 7994]],
    line: sameText('HELLOFRESH 646-846-3663 NY', 'HelloFresh', 'Food & Drink'),
    traps: ['weekly', 'started-recently', 'skipped-week'],
  });
  h.addSeries({
    id: 'h1-chase-payment-received',
    file,
    cadence: 'monthly',
    kind: 'transfer',
    fixed: false,
    active: true,
    traps: ['own-transfer', 'card-payment', 'variable-amount'],
    dates: payments.map((p) => p.date),
    direction: 'in',
    amountCents: (_date, index) => payments[index]?.cents ?? 0,
    line: () => ({ description: 'AUTOMATIC PAYMENT - THANK YOU', merchant: '', category: 'Payment' }),
  });
  h.row(file, {
    date: addDays('2025-09-02', 0),
    description: 'PAYMENT THANK YOU - WEB',
    amountCents: 138422,
    merchant: '',
    category: 'Payment',
    traps: ['own-transfer'],
  });
}
