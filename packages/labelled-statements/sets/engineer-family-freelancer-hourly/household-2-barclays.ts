import { addDays } from '@tourniquet/domain';
import { dayInMonth } from '../../kit/calendar';
import { type Household, MONTHS } from '../../kit/household';
import type { Rng } from '../../kit/random';

/** Household 2, Barclays card: the subscriptions, the annual charges, interest and the late fee. */
export function familyBarclays(h: Household, r: Rng, card: string): void {
  // Barclays card: subscriptions and spending.
  const disney = h.defineSeries('disney-plus', card, 'monthly', 'subscription', true);
  const spotify = h.defineSeries('spotify-family', card, 'monthly', 'subscription', true);
  const pfDues = h.defineSeries('planet-fitness-dues', card, 'monthly', 'subscription', true);
  const pfAnnual = h.defineSeries('planet-fitness-annual', card, 'annual', 'subscription', true);
  const costco = h.defineSeries('costco-membership', card, 'annual', 'subscription', true);
  const verizon = h.defineSeries('verizon', card, 'monthly', 'bill', false);
  const ytTv = h.defineSeries('youtube-tv', card, 'monthly', 'subscription', true);
  const ring = h.defineSeries('ring-protect', card, 'annual', 'subscription', true);
  const abc = h.defineSeries('abcmouse', card, 'monthly', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    if (ym !== '2025-04' && ym !== '2026-02')
      h.add(card, dayInMonth(y, m, 2), 'DISNEY PLUS 888-905-7888 CA', ym < '2025-11' ? -1599 : -1899, {
        merchant: 'Disney+',
        category: 'Entertainment',
        series: disney,
      });
    h.add(card, dayInMonth(y, m, 21), `Spotify USA ${r.alnum(10)}`, ym < '2025-07' ? -1699 : -1999, {
      merchant: 'Spotify',
      category: 'Entertainment',
      series: spotify,
    });
    h.add(card, dayInMonth(y, m, 17), `PLANET FITNESS CLUB FEES 866-933-9785 OH`, -2499, {
      merchant: 'Planet Fitness',
      category: 'Health & Fitness',
      series: pfDues,
    });
    h.add(
      card,
      dayInMonth(y, m, 24 + r.int(0, 3)),
      'VERIZON WIRELESS PAYMENTS 800-922-0204 FL',
      -r.centsFromDollars(186, 214),
      {
        merchant: 'Verizon',
        category: 'Phone',
        series: verizon,
      },
    );
    if (ym >= '2025-09')
      h.add(card, dayInMonth(y, m, 8), `GOOGLE *YouTube TV g.co/helppay#CA`, ym < '2026-01' ? -7299 : -8299, {
        merchant: 'Google',
        category: 'Entertainment',
        series: ytTv,
      });
    if (ym >= '2025-02' && ym <= '2025-12')
      h.add(card, dayInMonth(y, m, 30), `ABCMOUSE.COM 800-633-3331 CA`, -1299, {
        merchant: 'Age of Learning',
        category: 'Education',
        series: abc,
      });
  }
  for (const d of ['2025-02-24', '2026-02-24'])
    h.add(card, d, 'PLANET FITNESS ANNUAL FEE 866-933-9785 OH', -4900, {
      merchant: 'Planet Fitness',
      category: 'Health & Fitness',
      series: pfAnnual,
    });
  for (const d of ['2025-05-19', '2026-05-19'])
    h.add(card, d, 'COSTCO *ANNUAL RENEWAL 800-774-2678 WA', -6500, {
      merchant: 'Costco',
      category: 'Wholesale Clubs',
      series: costco,
    });
  for (const d of ['2024-12-11', '2025-12-11'])
    h.add(card, d, `RING YEARLY PLAN ${r.alnum(7)} 800-656-1918 CA`, d < '2025-06-01' ? -10000 : -19999, {
      merchant: 'Amazon',
      category: 'Home Services',
      series: ring,
    });
  for (let i = 0; i < 7; i++)
    h.add(
      card,
      addDays('2024-12-01', r.int(0, 700)),
      'GOOGLE *YouTube Movies g.co/helppay#CA',
      -r.pick([399, 599, 1999]),
      { merchant: 'Google', category: 'Entertainment' },
    );
  h.add(card, '2025-09-08', 'GOOGLE *YouTube TV g.co/helppay#CA', 7299, {
    merchant: 'Google',
    category: 'Entertainment',
  });
  h.add(card, '2025-08-11', 'INTEREST CHARGE ON PURCHASES', -2871, {
    category: 'Interest Charged',
    fee: 'interest',
  });
  h.add(card, '2025-09-11', 'INTEREST CHARGE ON PURCHASES', -1904, { category: '', fee: 'interest' });
  h.add(card, '2025-07-19', 'LATE PAYMENT FEE', -3200, { category: 'Fees', fee: 'late' });
}
