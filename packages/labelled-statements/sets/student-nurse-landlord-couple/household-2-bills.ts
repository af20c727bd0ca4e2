import { addDays } from '@tourniquet/domain';
import { dayInMonth } from '../../kit/calendar';
import { type Household, MONTHS, nextBiz } from '../../kit/household';
import type { Rng } from '../../kit/random';

/**
 * Household 2, monthly bills and card payments on all three accounts. One loop per month, because the
 * rows of the three accounts interleave in the rng order.
 */
export function nurseBills(h: Household, r: Rng, chk: string, store: string, card: string): void {
  // Checking bills.
  const progressive = h.defineSeries('progressive', chk, 'monthly', 'bill', true);
  const aep = h.defineSeries('aep-ohio', chk, 'monthly', 'bill', false);
  const synchPay = h.defineSeries('synchrony-payment-out', chk, 'monthly', 'transfer', false);
  const synchIn = h.defineSeries('synchrony-payment-in', store, 'monthly', 'transfer', false);
  const huntPay = h.defineSeries('huntington-payment-out', chk, 'monthly', 'transfer', false);
  const huntIn = h.defineSeries('huntington-payment-in', card, 'monthly', 'transfer', false);
  const kindle = h.defineSeries('kindle-unlimited', store, 'monthly', 'subscription', true);
  const pets = h.defineSeries('healthy-paws', card, 'monthly', 'bill', true);
  const gym = h.defineSeries('anytime-fitness', card, 'monthly', 'subscription', true);
  const storage = h.defineSeries('public-storage', card, 'monthly', 'bill', true);
  const paramount = h.defineSeries('paramount-plus', card, 'monthly', 'subscription', true);
  const verizon = h.defineSeries('verizon', card, 'monthly', 'bill', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    const prog = ym < '2025-06' ? 13218 : ym < '2025-12' ? 14107 : ym < '2026-06' ? 13850 : 14420;
    h.add(chk, nextBiz(dayInMonth(y, m, 3)), `ACH Paid To PROGRESSIVE INS ${r.digits(9)}`, -prog, {
      merchant: 'Progressive',
      category: 'Insurance',
      series: progressive,
    });
    const aepAmount = r.centsFromDollars(m >= 6 && m <= 8 ? 120 : 70, m >= 6 && m <= 8 ? 210 : 150);
    if (ym === '2025-10') {
      h.add(chk, '2025-10-22', 'RET ITEM FEE NSF AEP OHIO', -2900, { fee: 'insufficient_funds' });
      h.add(chk, '2025-10-25', `ACH Paid To AEP OHIO ${r.digits(11)}`, -aepAmount, {
        merchant: '',
        category: 'Utilities',
        series: aep,
      });
    } else {
      h.add(chk, nextBiz(dayInMonth(y, m, 22)), `ACH Paid To AEP OHIO ${r.digits(11)}`, -aepAmount, {
        merchant: '',
        category: 'Utilities',
        series: aep,
      });
    }
    // Store card: minimum payment on the 12th; February 2026 late.
    const synchDay = ym === '2026-02' ? '2026-02-19' : nextBiz(dayInMonth(y, m, 12));
    const minimum = r.centsFromDollars(35, 58);
    h.add(chk, synchDay, `ACH Paid To SYNCHRONY BANK PAYMENT ${r.digits(10)}`, -minimum, {
      merchant: 'Synchrony Bank',
      category: 'Transfer',
      series: synchPay,
    });
    h.add(store, addDays(synchDay, 1), 'PAYMENT - THANK YOU', minimum, {
      category: 'Payments',
      series: synchIn,
    });
    h.add(store, dayInMonth(y, m, 15), 'PURCHASE INTEREST CHARGE', -r.centsFromDollars(18, 33), {
      category: '',
      fee: 'interest',
    });
    if (ym !== '2024-11')
      h.add(store, dayInMonth(y, m, 8), `Kindle Unltd*${r.alnum(9)}`, -1199, {
        merchant: 'Amazon',
        category: 'Shopping',
        series: kindle,
      });
    // Huntington card autopay on the 6th.
    if (ym !== '2024-11') {
      const d = nextBiz(dayInMonth(y, m, 6));
      const amount = r.centsFromDollars(520, 1150);
      h.add(chk, d, `ACH Paid To HUNTINGTON NATL BK CARD PMT ${r.digits(8)}`, -amount, {
        merchant: 'Huntington',
        category: 'Transfer',
        series: huntPay,
      });
      h.add(card, addDays(d, 1), 'AUTOPAY PAYMENT - THANK YOU', amount, {
        category: 'Payment',
        series: huntIn,
      });
    }
    h.add(
      card,
      dayInMonth(y, m, 7),
      'HEALTHY PAWS PET INS 800-453-4054 WA',
      ym < '2025-07' ? -4812 : ym < '2026-07' ? -5360 : -5895,
      {
        merchant: 'Healthy Paws',
        category: 'Pets',
        series: pets,
      },
    );
    if (ym < '2025-06' || ym > '2025-08')
      h.add(card, dayInMonth(y, m, 31), 'ABC*ANYTIME FITNESS 888-827-9262 MN', -4299, {
        merchant: 'ABC Financial',
        category: 'Fitness',
        series: gym,
      });
    h.add(
      card,
      dayInMonth(y, m, 3),
      'PUBLIC STORAGE 27611 COLUMBUS OH',
      ym < '2025-04' ? -8900 : ym < '2026-04' ? -10400 : -11900,
      {
        merchant: 'Public Storage',
        category: 'Home Improvement',
        series: storage,
      },
    );
    h.add(card, dayInMonth(y, m, 16), 'PARAMOUNT+ 888-274-5343 CA', ym < '2025-08' ? -799 : -899, {
      merchant: 'Paramount+',
      category: 'Entertainment',
      series: paramount,
    });
    h.add(card, dayInMonth(y, m, 19), 'VZWRLSS*APOCC VISN', -7000, {
      merchant: 'Verizon',
      category: 'Phone',
      series: verizon,
    });
  }
  h.add(card, '2025-10-08', 'ABC*ANYTIME FITNESS 888-827-9262 MN', -2500, {
    merchant: 'ABC Financial',
    category: 'Fitness',
  });
  h.add(store, '2025-05-08', `Kindle Unltd*${r.alnum(9)}`, 1199, {
    merchant: 'Amazon',
    category: 'Shopping',
  });
  h.add(store, '2026-02-16', 'LATE PAYMENT FEE', -4100, { fee: 'late' });
}
