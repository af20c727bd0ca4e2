/**
 * Household 2, Capital One Quicksilver: subscriptions and bills, the LA Fitness annual fee, interest, a past-due
 * fee, a refund, and shopping noise.
 */
import { dayInMonth } from '../../kit/calendar';
import { MONTHS, scatter } from '../../kit/household';
import type { Tampa } from './household-2-setup';

export function addCapitalOne({ r, h, cap }: Tampa): void {
  // Capital One Quicksilver.
  const hulu = h.defineSeries('hulu', cap, 'monthly', 'subscription', true);
  const max = h.defineSeries('max', cap, 'monthly', 'subscription', true);
  const ytp = h.defineSeries('youtube-premium', cap, 'monthly', 'subscription', true);
  const sxm = h.defineSeries('siriusxm', cap, 'monthly', 'subscription', true);
  const laFit = h.defineSeries('la-fitness', cap, 'monthly', 'subscription', true);
  const laAnnual = h.defineSeries('la-fitness-annual', cap, 'annual', 'subscription', true);
  const progressive = h.defineSeries('progressive', cap, 'monthly', 'bill', true);
  const xfinity = h.defineSeries('xfinity-mobile', cap, 'monthly', 'bill', false);
  const peacock = h.defineSeries('peacock', cap, 'monthly', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(cap, dayInMonth(y, m, 9), 'HULU 877-8244858 CA', ym < '2025-10' ? -1899 : -1999, {
      category: 'Entertainment',
      series: hulu,
    });
    h.add(cap, dayInMonth(y, m, 21), 'MAX.COM 855-442-6629 NY', ym < '2025-06' ? -1699 : -1849, {
      category: 'Entertainment',
      series: max,
    });
    h.add(cap, dayInMonth(y, m, 14), 'GOOGLE *YouTubePremium g.co/helppay# CA', -2299, {
      category: 'Entertainment',
      series: ytp,
    });
    h.add(cap, dayInMonth(y, m, 6), 'SXM*SIRIUSXM.COM/ACCT 888-635-5144 NY', -1099, {
      category: 'Entertainment',
      series: sxm,
    });
    h.add(cap, dayInMonth(y, m, 1), 'LA FITNESS 949-255-7200 CA', -3999, {
      category: 'Health Care',
      series: laFit,
    });
    h.add(
      cap,
      dayInMonth(y, m, 25),
      `PROGRESSIVE *INSURANCE 800-776-4737 OH`,
      ym < '2025-11' ? -16_844 : -18_211,
      {
        category: 'Insurance',
        series: progressive,
      },
    );
    h.add(cap, dayInMonth(y, m, 18), 'XFINITY MOBILE 888-936-4968 PA', -r.centsFromDollars(68, 94), {
      category: 'Phone/Cable',
      series: xfinity,
    });
    if (ym <= '2025-07')
      h.add(cap, dayInMonth(y, m, 29), `PEACOCK ${r.alnum(5)} PREMIUM NEW YORK NY`, -799, {
        category: 'Entertainment',
        series: peacock,
      });
  }
  for (const d of ['2025-03-15', '2026-03-16'])
    h.add(cap, d, 'LA FITNESS ANNUAL FEE 949-255-7200 CA', -6500, {
      category: 'Health Care',
      series: laAnnual,
    });
  for (const ym of ['2025-01', '2025-02', '2025-09', '2026-02', '2026-03'])
    h.add(cap, `${ym}-23`, 'INTEREST CHARGE:PURCHASES', -r.centsFromDollars(12, 48), {
      category: 'Fee/Interest Charge',
      fee: 'interest',
    });
  h.add(cap, '2025-02-23', 'PAST DUE FEE', -3_900, { category: 'Fee/Interest Charge', fee: 'late' });
  h.add(cap, '2025-07-02', 'HULU 877-8244858 CA', 1899, { category: 'Payment/Credit' });
  scatter(h, cap, r, 1.5, [
    { make: () => `PUBLIX #${r.pick(['1234', '0719'])}`, category: 'Grocery', lo: 20, hi: 230, weight: 3 },
    { make: () => `TARGET T-${r.digits(4)}`, category: 'Merchandise', lo: 10, hi: 160, weight: 2 },
    { make: () => `CHICK-FIL-A #0${r.digits(4)}`, category: 'Dining', lo: 9, hi: 44, weight: 2 },
    { make: () => `STARBUCKS ${r.digits(8)}`, category: 'Dining', lo: 4, hi: 13, weight: 2 },
    { make: () => `SHELL OIL ${r.digits(11)}`, category: 'Gas/Automotive', lo: 30, hi: 72, weight: 2 },
    { make: () => `TST* ULELE`, category: 'Dining', lo: 40, hi: 180, weight: 0.6 },
    { make: () => `AMAZON.COM*${r.alnum(9)}`, category: 'Merchandise', lo: 8, hi: 110, weight: 1.5 },
    { make: () => `THE CHOCOLATE BAR TAMPA`, category: 'Dining', lo: 8, hi: 26, weight: 0.3 },
    { make: () => `LATE NIGHT PIZZA TAMPA`, category: 'Dining', lo: 14, hi: 38, weight: 0.3 },
  ]);
  h.add(cap, '2025-08-21', 'REGAL CITRUS PARK', -1849, { category: 'Entertainment' });
}
