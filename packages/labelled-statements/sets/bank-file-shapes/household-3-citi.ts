/** Household 3's Citi Double Cash: subscriptions, T-Mobile, interest and fees, a Lisbon trip and spending. */
import { dayInMonth } from '../../kit/calendar';
import { MONTHS, nextBiz, scatter } from '../../kit/household';
import type { Raleigh } from './household-3-setup';

export function addCiti({ r, h, citi }: Raleigh): void {
  // Citi Double Cash.
  const netflix = h.defineSeries('netflix', citi, 'monthly', 'subscription', true);
  const spotify = h.defineSeries('spotify', citi, 'monthly', 'subscription', true);
  const crunch = h.defineSeries('crunch', citi, 'monthly', 'subscription', true);
  const crunchAnnual = h.defineSeries('crunch-annual', citi, 'annual', 'subscription', true);
  const peloton = h.defineSeries('peloton', citi, 'monthly', 'subscription', true);
  const icloud = h.defineSeries('icloud', citi, 'monthly', 'subscription', true);
  const patreon = h.defineSeries('patreon', citi, 'monthly', 'subscription', true);
  const tmobile = h.defineSeries('t-mobile', citi, 'monthly', 'bill', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(citi, dayInMonth(y, m, 13), 'NETFLIX.COM NETFLIX.COM CA', ym < '2025-02' ? -771 : -899, {
      series: netflix,
    });
    h.add(citi, dayInMonth(y, m, 2), 'SPOTIFY P2F4A1C9B7 STOCKHOLM SE', ym < '2025-07' ? -1199 : -1299, {
      series: spotify,
    });
    h.add(citi, dayInMonth(y, m, 15), 'CRUNCH FITNESS 061 RALEIGH NC', -2999, { series: crunch });
    if (!(ym >= '2025-11' && ym <= '2026-01'))
      h.add(
        citi,
        dayInMonth(y, m, 24),
        'PELOTON* MEMBERSHIP 866-679-9129 NY',
        ym < '2026-02' ? -1299 : -1599,
        {
          series: peloton,
        },
      );
    h.add(citi, dayInMonth(y, m, 30), 'APPLE.COM/BILL 866-712-7753 CA', -299, { series: icloud });
    h.add(citi, dayInMonth(y, m, 1), `PATREON* MEMBERSHIP INTERNET CA`, -700, { series: patreon });
    h.add(
      citi,
      nextBiz(dayInMonth(y, m, 21)),
      `T-MOBILE*AUTO PAY 800-937-8997 WA`,
      ym < '2025-05' ? -7000 : -7500,
      {
        series: tmobile,
      },
    );
  }
  for (const d of ['2025-04-07', '2026-04-07'])
    h.add(citi, d, 'CRUNCH FITNESS ANNUAL FEE RALEIGH NC', -4999, { series: crunchAnnual });
  const headspace = h.defineSeries('headspace', citi, 'annual', 'subscription', true);
  h.add(citi, '2025-01-08', 'HEADSPACE.COM SANTA MONICA CA', -6999, { series: headspace });
  h.add(citi, '2026-01-08', 'HEADSPACE.COM SANTA MONICA CA', -6999, { series: headspace });
  for (const d of ['2025-02-20', '2025-03-20', '2025-10-20', '2026-03-20'])
    h.add(citi, d, 'INTEREST CHARGED TO STANDARD PURCH', -r.centsFromDollars(14, 52), { fee: 'interest' });
  h.add(citi, '2025-03-19', 'LATE FEE - PAYMENT DUE ON 03/17', -3000, { fee: 'late' });
  for (const [d, text, c] of [
    ['2026-05-10', 'TAP AIR PORTUGAL LISBOA', -24_500],
    ['2026-05-11', 'HOTEL BAIRRO ALTO LISBOA', -61_200],
    ['2026-05-13', 'TIME OUT MARKET LISBOA', -4_830],
  ] as const) {
    h.add(citi, d, text, c);
    h.add(citi, d, 'FOREIGN TRANSACTION FEE', -Math.round(-c * 0.03), { fee: 'foreign_transaction' });
  }
  h.add(citi, '2025-06-12', 'NETFLIX.COM NETFLIX.COM CA', 899);
  for (const d of ['2025-02-25', '2025-09-14', '2026-06-30'])
    h.add(citi, d, 'APPLE.COM/BILL 866-712-7753 CA', -r.pick([199, 499, 1299]));
  scatter(h, citi, r, 1.1, [
    { make: () => `HARRIS TEETER #0${r.digits(3)} RALEIGH NC`, lo: 14, hi: 170, weight: 3 },
    { make: () => `LOWES FOODS #${r.digits(3)} RALEIGH NC`, lo: 12, hi: 120, weight: 1.5 },
    { make: () => `JUBALA COFFEE RALEIGH NC`, lo: 4, hi: 12, weight: 2 },
    { make: () => `SHEETZ ${r.digits(4)} RALEIGH NC`, lo: 25, hi: 60, weight: 1.5 },
    { make: () => `TARGET 00024${r.digits(3)} RALEIGH NC`, lo: 10, hi: 150, weight: 1.5 },
    { make: () => `SQ *LA FARM BAKERY CARY NC`, lo: 6, hi: 30, weight: 1 },
    { make: () => `FOREIGN CINEMA RALEIGH NC`, lo: 12, hi: 28, weight: 0.2 },
  ]);
  h.add(citi, '2025-09-02', 'CHIPOTLE 2204 RALEIGH NC', -1299);
}
