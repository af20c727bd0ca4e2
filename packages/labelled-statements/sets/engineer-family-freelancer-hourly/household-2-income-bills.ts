import { addDays } from '@tourniquet/domain';
import { dayInMonth } from '../../kit/calendar';
import { type Household, lastBizOfMonth, MONTHS, nextBiz, prevBiz } from '../../kit/household';
import type { Rng } from '../../kit/random';

/**
 * Household 2, the regular money: both pays, the Zelle to the joint account, loans, utilities, savings, the
 * Barclays payment, daycare, insurance, pest control.
 */
export function familyIncomeAndBills(
  h: Household,
  r: Rng,
  chk: string,
  sav: string,
  cit: string,
  card: string,
  ach: (co: string, des: string, d: string, kind?: string) => string,
): void {
  const his = h.defineSeries('his-salary', chk, 'semi_monthly', 'income', true);
  const hers = h.defineSeries('her-hourly-pay', cit, 'biweekly', 'income', false);
  const zelleOut = h.defineSeries('zelle-to-joint-out', cit, 'monthly', 'transfer', false);
  const zelleIn = h.defineSeries('zelle-to-joint-in', chk, 'monthly', 'transfer', false);
  const mortgage = h.defineSeries('mortgage', chk, 'monthly', 'loan', true);
  const auto = h.defineSeries('auto-loan', chk, 'monthly', 'loan', true);
  const gas = h.defineSeries('dominion-gas', chk, 'monthly', 'bill', false);
  const electric = h.defineSeries('illuminating-electric', chk, 'monthly', 'bill', false);
  const water = h.defineSeries('cleveland-water', chk, 'quarterly', 'bill', false);
  const spectrum = h.defineSeries('spectrum', chk, 'monthly', 'bill', true);
  const savings = h.defineSeries('savings-out', chk, 'monthly', 'transfer', false);
  const savingsIn = h.defineSeries('savings-in', sav, 'monthly', 'transfer', false);
  const cardOut = h.defineSeries('barclays-payment-out', chk, 'monthly', 'transfer', false);
  const cardIn = h.defineSeries('barclays-payment-in', card, 'monthly', 'transfer', false);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    for (const d of [prevBiz(dayInMonth(y, m, 15)), lastBizOfMonth(y, m)]) {
      h.add(chk, d, ach('SHERWIN-WILLIAMS', 'PAYROLL', d), d < '2026-03-01' ? 301215 : 312877, {
        merchant: r.chance(0.5) ? 'Sherwin-Williams' : '',
        category: 'Income',
        series: his,
      });
    }
    const d5 = nextBiz(dayInMonth(y, m, 5));
    h.add(cit, d5, `ZELLE TO KOWALSKI ANDREW ${r.alnum(11)}`, -60000, {
      category: 'Transfer',
      series: zelleOut,
    });
    h.add(chk, d5, `Zelle payment from MARIA KOWALSKI Conf# ${r.alnum(9).toLowerCase()}`, 60000, {
      category: 'Transfer',
      series: zelleIn,
    });
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 1)),
      ach('MR. COOPER', 'MTG PYMT', d5, 'WEB'),
      ym < '2025-04' ? -182433 : ym < '2026-04' ? -189710 : -186102,
      {
        merchant: r.chance(0.4) ? 'Mr. Cooper' : '',
        category: 'Mortgage',
        series: mortgage,
      },
    );
    if (ym <= '2026-03')
      h.add(chk, nextBiz(dayInMonth(y, m, 18)), ach('HUNTINGTON AUTO', 'LOAN PMT', d5), -41288, {
        merchant: 'Huntington',
        category: r.chance(0.5) ? 'Loans' : '',
        series: auto,
      });
    const winter = m <= 3 || m >= 11;
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 22)),
      ach('DOMINION EAST OH', 'UTIL PYMT', d5, 'WEB'),
      -r.centsFromDollars(winter ? 120 : 34, winter ? 260 : 62),
      {
        merchant: r.chance(0.5) ? 'Dominion Energy' : '',
        category: 'Utilities',
        series: gas,
      },
    );
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 9)),
      ach('ILLUMINATING CO', 'ELEC PYMT', d5, 'WEB'),
      -r.centsFromDollars(m >= 6 && m <= 9 ? 150 : 85, m >= 6 && m <= 9 ? 240 : 140),
      {
        merchant: r.chance(0.3) ? 'FirstEnergy' : '',
        category: r.chance(0.5) ? 'Utilities' : '',
        series: electric,
      },
    );
    if (m % 3 === 2)
      h.add(
        chk,
        nextBiz(dayInMonth(y, m, 27)),
        ach('CLEVELAND WATER', 'WATER BILL', d5, 'WEB'),
        -r.centsFromDollars(140, 215),
        {
          merchant: '',
          category: 'Utilities',
          series: water,
        },
      );
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 12)),
      ach('SPECTRUM', 'SPECTRUM', d5, 'WEB'),
      ym < '2025-05' ? -8999 : ym < '2026-05' ? -9499 : -9999,
      {
        merchant: 'Spectrum',
        category: 'Cable/Satellite',
        series: spectrum,
      },
    );
    h.add(chk, lastBizOfMonth(y, m), 'ONLINE TRANSFER TO SAV XXXXXXX6627', -25000, {
      category: 'Transfer',
      series: savings,
    });
    h.add(sav, lastBizOfMonth(y, m), 'ONLINE TRANSFER FROM CHK XXXXXXX1180', 25000, {
      category: 'Transfer',
      series: savingsIn,
    });
    if (ym !== '2024-11') {
      const d = nextBiz(dayInMonth(y, m, 16));
      const amount = r.centsFromDollars(600, 1900);
      h.add(chk, d, ach('BARCLAYCARD US', 'CREDITCARD', d, 'WEB'), -amount, {
        merchant: 'Barclays',
        category: 'Credit Card Payment',
        series: cardOut,
      });
      h.add(card, d, 'Payment Received', amount, { category: 'Payment', series: cardIn });
    }
  }
  for (const d of ['2025-03-14', '2025-12-12']) {
    h.add(chk, d, ach('SHERWIN-WILLIAMS', 'PAYROLL', d), d < '2025-06-01' ? 540000 : 615500, {
      merchant: 'Sherwin-Williams',
      category: 'Income',
    });
  }
  // Her biweekly hourly pay (Thursdays).
  for (let d = '2024-11-21'; d <= '2026-11-20'; d = addDays(d, 14)) {
    h.add(cit, prevBiz(d), `CLEVELAND CLINIC DIRECT DEP ${r.digits(7)}`, r.centsFromDollars(1480, 2210), {
      merchant: 'Cleveland Clinic',
      category: 'Payroll',
      series: hers,
    });
  }
  // Daycare weekly on Mondays until August 2025.
  const daycare = h.defineSeries('bright-horizons', chk, 'weekly', 'bill', true);
  for (let d = '2024-11-25'; d <= '2025-08-25'; d = addDays(d, 7)) {
    if (d === '2024-12-30' || d === '2025-07-07') continue;
    h.add(chk, nextBiz(d), ach('BRIGHT HORIZONS', 'TUITION', d, 'WEB'), d < '2025-01-01' ? -38500 : -39900, {
      merchant: 'Bright Horizons',
      category: r.chance(0.5) ? 'Child Care' : '',
      series: daycare,
    });
  }
  // Semi-annual auto insurance (Jan/Jul), quarterly pest control.
  const stateFarm = h.defineSeries('state-farm', chk, 'semi_annual', 'bill', true);
  for (const d of ['2025-01-06', '2025-07-07', '2026-01-06', '2026-07-06'])
    h.add(chk, d, ach('STATE FARM RO 27', 'CPC-CLIENT', d), d < '2026-01-01' ? -84210 : -91744, {
      merchant: 'State Farm',
      category: 'Insurance',
      series: stateFarm,
    });
  const pest = h.defineSeries('orkin', card, 'quarterly', 'bill', true);
  for (const d of [
    '2025-01-14',
    '2025-04-14',
    '2025-07-14',
    '2025-10-14',
    '2026-01-14',
    '2026-04-14',
    '2026-07-14',
    '2026-10-14',
  ])
    h.add(card, d, 'ORKIN #491 800-562-0050 GA', -14900, {
      merchant: 'Orkin',
      category: 'Home Services',
      series: pest,
    });
}
