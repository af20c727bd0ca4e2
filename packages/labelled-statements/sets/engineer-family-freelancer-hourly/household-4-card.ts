/** Household 4's Capital One card: subscriptions, spending, interest and fees, refunds. */
import { dayInMonth } from '../../kit/calendar';
import { MONTHS, scatter } from '../../kit/household';
import type { Buffalo } from './household-4-setup';

export function addCard({ r, h, card }: Buffalo): void {
  // Capital One card: subscriptions and spending; monthly interest charges are fees.
  const xbox = h.defineSeries('xbox-game-pass', card, 'monthly', 'subscription', true);
  const crunchy = h.defineSeries('crunchyroll', card, 'monthly', 'subscription', true);
  const amazonPrime = h.defineSeries('prime', card, 'monthly', 'subscription', true);
  const ymca = h.defineSeries('ymca', card, 'monthly', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(
      card,
      dayInMonth(y, m, 9),
      `Microsoft*Xbox Game Pass msbill.info WA`,
      ym < '2025-10' ? -1699 : -1999,
      {
        merchant: 'Microsoft',
        category: 'Entertainment',
        series: xbox,
      },
    );
    if (ym <= '2025-12' && ym !== '2025-03' && ym !== '2025-08')
      h.add(card, dayInMonth(y, m, 27), 'CRUNCHYROLL *MEMBERSHIP SAN FRANCISCO CA', -799, {
        merchant: 'Crunchyroll',
        category: 'Entertainment',
        series: crunchy,
      });
    h.add(card, dayInMonth(y, m, 30), `Amazon Prime*${r.alnum(9)}`, -1499, {
      merchant: r.chance(0.5) ? 'Amazon Prime' : 'Amazon',
      category: 'Merchandise',
      series: amazonPrime,
    });
    h.add(
      card,
      dayInMonth(y, m, 6),
      `YMCA OF BUFFALO NIAGARA 716-565-6000 NY`,
      ym < '2026-01' ? -5900 : -6200,
      {
        merchant: 'YMCA',
        category: r.chance(0.5) ? 'Health Care' : 'Other',
        series: ymca,
      },
    );
    if (ym >= '2025-01') {
      const stmt = dayInMonth(y, m, 24);
      h.add(card, stmt, 'INTEREST CHARGE:PURCHASES', -r.centsFromDollars(18, 46), {
        category: 'Fee/Interest Charge',
        fee: 'interest',
      });
    }
  }
  for (const d of ['2025-05-05', '2026-02-06'])
    h.add(card, d, 'PAST DUE FEE', -3000, { category: 'Fee/Interest Charge', fee: 'late' });
  const spots = ['BUFFALO NY', 'BUFFALO NY', 'CHEEKTOWAGA NY', 'AMHERST NY'];
  scatter(h, card, r, 2.2, [
    {
      make: () => `TOPS MARKETS ${r.digits(3)} ${r.pick(spots)}`,
      merchant: 'Tops',
      category: 'Grocery',
      lo: 12,
      hi: 120,
      weight: 4,
    },
    {
      make: () => `WEGMANS #${r.digits(3)} ${r.pick(spots)}`,
      merchant: 'Wegmans',
      category: 'Grocery',
      lo: 20,
      hi: 140,
      weight: 2,
    },
    {
      make: () => `AMZN Mktp US*${r.alnum(9)}`,
      merchant: 'Amazon',
      category: 'Merchandise',
      lo: 7,
      hi: 80,
      weight: 3,
    },
    {
      make: () => `TIM HORTONS #${r.digits(6)} ${r.pick(spots)}`,
      merchant: 'Tim Hortons',
      category: 'Dining',
      lo: 3,
      hi: 12,
      weight: 3,
    },
    {
      make: () => `SUNOCO ${r.digits(10)} ${r.pick(spots)}`,
      merchant: 'Sunoco',
      category: 'Gas/Automotive',
      lo: 20,
      hi: 55,
      weight: 1.5,
    },
    {
      make: () => `DOLLAR GENERAL #${r.digits(5)} ${r.pick(spots)}`,
      merchant: 'Dollar General',
      category: 'Merchandise',
      lo: 3,
      hi: 35,
      weight: 1.5,
    },
    {
      make: () => `PAYPAL *${r.pick(['SHEIN', 'TEMU', 'EBAY'])} 402-935-7733 CA`,
      merchant: r.chance(0.5) ? 'PayPal' : '',
      category: 'Merchandise',
      lo: 8,
      hi: 60,
      weight: 1,
    },
    {
      make: () => `SQ *${r.pick(['BREADHIVE', 'PUBLIC ESPRESSO', 'ELM STREET BAKERY'])} BUFFALO NY`,
      merchant: '',
      category: 'Dining',
      lo: 4,
      hi: 14,
      weight: 1,
    },
  ]);
  const fab = h.defineSeries('fabfitfun', card, 'quarterly', 'subscription', true);
  for (const d of [
    '2025-02-20',
    '2025-05-20',
    '2025-08-20',
    '2025-11-20',
    '2026-02-20',
    '2026-05-20',
    '2026-08-20',
  ])
    h.add(card, d, `PAYPAL *FABFITFUN ${r.digits(11)}`, d < '2026-01-01' ? -5499 : -5999, {
      merchant: 'PayPal',
      category: 'Merchandise',
      series: fab,
    });
  h.add(card, '2025-12-19', 'CASH ADVANCE FEE', -1000, { category: 'Fee/Interest Charge', fee: 'other' });
  h.add(card, '2025-12-19', 'CASH ADVANCE BUFFALO NY', -20000, { category: 'Cash' });
  h.add(card, '2025-12-30', `Amazon Prime*${r.alnum(9)}`, 1499, {
    merchant: 'Amazon',
    category: 'Merchandise',
  });
  for (const d of ['2025-06-30', '2026-06-30'])
    h.add(card, d, 'Microsoft*Xbox Game Pass msbill.info WA', -r.pick([699, 1999]), {
      merchant: 'Microsoft',
      category: 'Entertainment',
    });
}
