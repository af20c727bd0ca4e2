/**
 * Household 2, Discover it (charges positive): subscriptions, the biweekly lawn service, interest, a late fee,
 * cashback credits, and shopping noise.
 */
import { addDays } from '@tourniquet/domain';
import { dayInMonth } from '../../kit/calendar';
import { MONTHS, scatter } from '../../kit/household';
import type { Tampa } from './household-2-setup';

export function addDiscover({ r, h, disc }: Tampa): void {
  // Discover it.
  const spotify = h.defineSeries('spotify', disc, 'monthly', 'subscription', true);
  const disney = h.defineSeries('disney-plus', disc, 'monthly', 'subscription', true);
  const prime = h.defineSeries('amazon-prime', disc, 'monthly', 'subscription', true);
  const chatgpt = h.defineSeries('chatgpt', disc, 'monthly', 'subscription', true);
  const lawn = h.defineSeries('lawn-care', disc, 'biweekly', 'bill', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(disc, dayInMonth(y, m, 12), 'SPOTIFY USA 8777781161 NY', ym < '2025-08' ? -1199 : -1299, {
      category: 'Services',
      series: spotify,
    });
    h.add(disc, dayInMonth(y, m, 3), 'PAYPAL *DISNEYPLUS 4029357733 CA', ym < '2025-10' ? -1599 : -1899, {
      category: 'Services',
      series: disney,
    });
    h.add(disc, dayInMonth(y, m, 30), `AMAZON PRIME*${r.alnum(9)} AMZN.COM/BILLWA`, -1499, {
      category: 'Services',
      series: prime,
    });
    if (ym >= '2026-03')
      h.add(disc, dayInMonth(y, m, 16), 'OPENAI *CHATGPT SUBSCR OPENAI.COM CA', -2000, {
        category: 'Services',
        series: chatgpt,
      });
  }
  for (let d = '2024-11-25'; d <= '2026-11-16'; d = addDays(d, 14)) {
    if (d === '2025-09-08') continue;
    h.add(disc, d, 'SQ *GREENSIDE LAWN CARE Tampa FL', d < '2026-03-01' ? -5_500 : -6_000, {
      category: 'Home Improvement',
      series: lawn,
    });
  }
  for (const ym of ['2025-04', '2026-06'])
    h.add(disc, `${ym}-08`, 'INTEREST CHARGE ON PURCHASES', -r.centsFromDollars(9, 40), {
      category: 'Fees',
      fee: 'interest',
    });
  h.add(disc, '2026-06-08', 'LATE FEE', -4_100, { category: 'Fees', fee: 'late' });
  for (const d of ['2025-03-01', '2025-11-01', '2026-07-01'])
    h.add(disc, d, 'CASHBACK BONUS REDEMPTION PYMT/STMT CRDT', r.centsFromDollars(25, 70), {
      category: 'Awards and Rebate Credits',
    });
  scatter(h, disc, r, 1.0, [
    {
      make: () => `AMZN MKTP US*${r.alnum(9)} AMZN.COM/BILLWA`,
      category: 'Merchandise',
      lo: 8,
      hi: 95,
      weight: 3,
    },
    { make: () => `COSTCO WHSE #1025 TAMPA FL`, category: 'Warehouse Clubs', lo: 50, hi: 320, weight: 1.5 },
    { make: () => `SQ *BREW BUS TAMPA FL`, category: 'Restaurants', lo: 8, hi: 40, weight: 1 },
    { make: () => `TARGET 00012345 TAMPA FL`, category: 'Merchandise', lo: 10, hi: 140, weight: 1.5 },
    {
      make: () => `LOWES #00${r.digits(3)}* TAMPA FL`,
      category: 'Home Improvement',
      lo: 15,
      hi: 240,
      weight: 1,
    },
  ]);
  h.add(disc, '2025-05-16', 'OPENAI *CHATGPT API OPENAI.COM CA', -500, { category: 'Services' });
}
