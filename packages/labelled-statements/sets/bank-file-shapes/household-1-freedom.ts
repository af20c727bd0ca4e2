/**
 * Household 1, Chase Freedom card: the subscriptions and memberships, HelloFresh, App Store one-offs, shopping
 * noise, same-amount decoys, and the card fees (interest, late, foreign transaction).
 */
import { addDays } from '@tourniquet/domain';
import { dayInMonth } from '../../kit/calendar';
import { MONTHS, scatter } from '../../kit/household';
import type { Columbus } from './household-1-setup';

export function addFreedomCard({ r, h, card }: Columbus): void {
  // Chase Freedom subscriptions.
  const netflix = h.defineSeries('netflix', card, 'monthly', 'subscription', true);
  const spotify = h.defineSeries('spotify', card, 'monthly', 'subscription', true);
  const icloud = h.defineSeries('icloud', card, 'monthly', 'subscription', true);
  const appleMusic = h.defineSeries('apple-music', card, 'monthly', 'subscription', true);
  const planet = h.defineSeries('planet-fitness', card, 'monthly', 'subscription', true);
  const planetAnnual = h.defineSeries('planet-fitness-annual', card, 'annual', 'subscription', true);
  const disney = h.defineSeries('disney-plus', card, 'monthly', 'subscription', true);
  const paramount = h.defineSeries('paramount-plus', card, 'monthly', 'subscription', true);
  const costco = h.defineSeries('costco-membership', card, 'annual', 'subscription', true);
  const prime = h.defineSeries('amazon-prime-annual', card, 'annual', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(card, dayInMonth(y, m, 4), 'NETFLIX.COM', ym < '2025-02' ? -1549 : -1799, {
      category: 'Entertainment',
      series: netflix,
    });
    h.add(card, dayInMonth(y, m, 19), 'Spotify USA', ym < '2025-07' ? -1699 : -1999, {
      category: 'Entertainment',
      series: spotify,
    });
    h.add(card, dayInMonth(y, m, 8), 'APPLE.COM/BILL', -999, { category: 'Shopping', series: icloud });
    h.add(card, dayInMonth(y, m, 26), 'APPLE.COM/BILL', -1099, { category: 'Shopping', series: appleMusic });
    h.add(
      card,
      dayInMonth(y, m, 17),
      'PLANET FIT CLUB FEES 844-880-7180 NH',
      ym < '2025-03' ? -1500 : -2499,
      {
        category: 'Health & Wellness',
        series: planet,
      },
    );
    if (!(ym >= '2025-09' && ym <= '2025-11'))
      h.add(card, dayInMonth(y, m, 22), 'DISNEY PLUS', ym < '2025-09' ? -999 : -1199, {
        category: 'Entertainment',
        series: disney,
      });
    if (ym >= '2025-02')
      h.add(
        card,
        dayInMonth(y, m, 13),
        'PAYPAL *PARAMOUNTPLUS 402-935-7733 CA',
        ym < '2026-01' ? -799 : -899,
        {
          category: 'Entertainment',
          series: paramount,
        },
      );
  }
  for (const d of ['2025-02-17', '2026-02-17'])
    h.add(card, d, 'PLANET FITNESS ANNUAL FEE 844-880-7180 NH', -4900, {
      category: 'Health & Wellness',
      series: planetAnnual,
    });
  for (const d of ['2025-03-02', '2026-03-02'])
    h.add(card, d, 'COSTCO *ANNUAL RENEWAL 800-774-2678 WA', d < '2026' ? -6500 : -6500, {
      category: 'Shopping',
      series: costco,
    });
  h.add(card, '2025-06-10', 'Amazon Prime*RT4KD82J0 Amzn.com/bill WA', -13_900, {
    category: 'Shopping',
    series: prime,
  });
  h.add(card, '2026-06-10', 'Amazon Prime*MX81BB7Q2 Amzn.com/bill WA', -13_900, {
    category: 'Shopping',
    series: prime,
  });
  // HelloFresh weekly for five months in 2025 (ended).
  const hello = h.defineSeries('hellofresh', card, 'weekly', 'subscription', true);
  for (let d = '2025-01-06'; d <= '2025-06-02'; d = addDays(d, 7)) {
    if (d === '2025-03-17' || d === '2025-04-21') continue;
    h.add(card, d, 'HELLOFRESH 646-846-3663 NY', d < '2025-04-01' ? -7_996 : -8_497, {
      category: 'Groceries',
      series: hello,
    });
  }
  h.add(card, '2025-01-13', 'HELLOFRESH 646-846-3663 NY', 4000, { category: 'Groceries', type: 'Return' });
  // App Store one-offs and a refund; Costco and Amazon shopping beside the memberships.
  for (const d of ['2025-01-03', '2025-04-27', '2025-08-14', '2025-12-24', '2026-05-09', '2026-10-02'])
    h.add(card, d, 'APPLE.COM/BILL', -r.pick([99, 299, 499, 999, 1999]), { category: 'Shopping' });
  h.add(card, '2026-03-12', 'APPLE.COM/BILL', 1099, { category: 'Shopping', type: 'Return' });
  scatter(h, card, r, 1.5, [
    { make: () => `COSTCO WHSE #0351`, category: 'Shopping', lo: 60, hi: 340, weight: 1.5 },
    { make: () => `Amazon.com*${r.alnum(9)}`, category: 'Shopping', lo: 9, hi: 120, weight: 3 },
    { make: () => `AMZN Mktp US*${r.alnum(9)}`, category: 'Shopping', lo: 9, hi: 80, weight: 2 },
    { make: () => `KROGER #${r.pick(['945', '512'])}`, category: 'Groceries', lo: 20, hi: 160, weight: 3 },
    { make: () => `STARBUCKS STORE ${r.digits(5)}`, category: 'Food & Drink', lo: 4, hi: 12, weight: 3 },
    { make: () => `UBER   *EATS`, category: 'Food & Drink', lo: 18, hi: 55, weight: 1.5 },
    { make: () => `TARGET 00${r.digits(6)}`, category: 'Shopping', lo: 10, hi: 140, weight: 2 },
    { make: () => `MARATHON PETRO${r.digits(6)}`, category: 'Gas', lo: 28, hi: 64, weight: 2 },
    { make: () => `SQ *STAUF'S COFFEE ROASTERS`, category: 'Food & Drink', lo: 4, hi: 15, weight: 1 },
    { make: () => `BUCKEYE DONUTS`, category: 'Food & Drink', lo: 4, hi: 19, weight: 0.6 },
    { make: () => `GOOGLE *Google Play Ap`, category: 'Shopping', lo: 1, hi: 9, weight: 0.3 },
    { make: () => `CHOCOLATE CAFE COLUMBUS`, category: 'Food & Drink', lo: 9, hi: 30, weight: 0.3 },
  ]);
  // Same amounts at other merchants on subscription days.
  h.add(card, '2025-05-04', 'CHIPOTLE 1872', -1799, { category: 'Food & Drink' });
  h.add(card, '2026-01-19', 'BARNES & NOBLE #2211', -1999, { category: 'Shopping' });
  // Card fees: interest in carried months, one late fee, Toronto foreign transaction fees.
  for (const ym of ['2025-02', '2025-03', '2025-08', '2026-04']) {
    h.add(card, `${ym}-05`, 'PURCHASE INTEREST CHARGE', -r.centsFromDollars(8, 31), {
      type: 'Fee',
      category: 'Fees & Adjustments',
      fee: 'interest',
    });
  }
  h.add(card, '2025-03-05', 'LATE FEE', -2900, { type: 'Fee', category: 'Fees & Adjustments', fee: 'late' });
  for (const [d, c] of [
    ['2025-07-14', -12_400],
    ['2025-07-15', -3_825],
    ['2025-07-17', -21_950],
  ] as const) {
    h.add(
      card,
      d,
      r.pick(['THE KEG STEAKHOUSE TORONTO', 'HUDSON ST LAWRENCE MKT TORONTO', 'HOTEL X TORONTO']),
      c,
      { category: 'Travel' },
    );
    h.add(card, d, 'FOREIGN TRANSACTION FEE', -Math.round(-c * 0.03), {
      type: 'Fee',
      category: 'Fees & Adjustments',
      fee: 'foreign_transaction',
    });
  }
  h.add(card, '2025-10-22', 'Payment Thank You-Mobile', 25_000, { type: 'Payment' });
}
