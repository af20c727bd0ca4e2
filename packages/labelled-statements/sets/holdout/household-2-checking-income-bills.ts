/** Household 2's checking: gig payouts, rent by Zelle, the auto loan (with its bounce), and the monthly bills. */
import { addDays } from '@tourniquet/domain';
import { END, irregularDates, monthlyDates, put } from './lib';
import { mmddyy } from '../../kit/calendar';
import type { Houston } from './household-2-setup';

export function addIncomeAndBills({ rng, h, chk, pos }: Houston): void {
  // Gig payouts: irregular, not series.
  for (const d of irregularDates(rng, 1, 6))
    put(
      chk,
      d,
      rng.chance(0.5)
        ? `Deposit - ACH Paid From UBER USA 6787 INSTANTPAY ${rng.digits(7)}`
        : `POS Credit Adjustment 4821 Transaction ${mmddyy(d, '-')} UBER USA 6787 INSTANT PAY`,
      rng.cents(2800, 26500),
      ['uber', 'Uber', 'Income', { merchant: 'Uber Eats' }],
    );
  for (const d of irregularDates(rng, 1, 7))
    put(chk, d, `Deposit - ACH Paid From DOORDASH, INC. FAST PAY ${rng.code(8)}`, rng.cents(1800, 21000), [
      'dd',
      'DoorDash',
      'Income',
    ]);

  // Rent by Zelle.
  const rent = h.defineSeries('rent-zelle', chk.file, 'monthly', 'bill', true);
  for (const first of monthlyDates('2024-12-01', END, 1)) {
    const late = first === '2025-08-01';
    const d = late ? '2025-08-07' : addDays(first, rng.int(0, 2));
    put(
      chk,
      d,
      `Zelle DEBIT To Marisol Prop Mgmt Conf# ${rng.code(9).toLowerCase()}`,
      first < '2026-01-01' ? -115000 : -119500,
      ['zelle-rent', '', 'Transfer', { category: 'Transfer' }],
      { series: rent },
    );
    if (late)
      put(chk, d, `Zelle DEBIT To Marisol Prop Mgmt LATE FEE Conf# ${rng.code(9).toLowerCase()}`, -7500, [
        'zelle-rent',
        '',
        'Transfer',
      ]);
  }

  // Auto loan, with one bounce and a re-presentment 3 days later.
  const loan = h.defineSeries('westlake-auto-loan', chk.file, 'monthly', 'loan', true);
  for (const d of monthlyDates('2024-12-05', END, 5, 'next')) {
    if (d === '2025-08-05') {
      put(chk, d, `ACH Paid To WESTLAKE FINANCIAL AUTO PMT ${rng.digits(9)}`, -41237, [
        'westlake',
        'Westlake Financial',
        'Loan Payment',
      ]);
      put(chk, addDays(d, 1), 'ACH Return WESTLAKE FINANCIAL R01 INSUFF FUNDS', 41237, [
        'westlake',
        'Westlake Financial',
        'Loan Payment',
      ]);
      put(chk, addDays(d, 1), 'NSF RETURNED ITEM FEE', -2900, ['nsf', '', ''], { fee: 'insufficient_funds' });
      put(
        chk,
        addDays(d, 3),
        `ACH Paid To WESTLAKE FINANCIAL AUTO PMT ${rng.digits(9)}`,
        -41237,
        ['westlake', 'Westlake Financial', 'Loan Payment'],
        { series: loan },
      );
      continue;
    }
    put(
      chk,
      d,
      `ACH Paid To WESTLAKE FINANCIAL AUTO PMT ${rng.digits(9)}`,
      -41237,
      ['westlake', 'Westlake Financial', 'Loan Payment'],
      { series: loan },
    );
  }

  const phone = h.defineSeries('t-mobile', chk.file, 'monthly', 'bill', true);
  for (const d of monthlyDates('2024-11-21', END, 18, 'next'))
    put(
      chk,
      d,
      `ACH Paid To T-MOBILE PCS SVC ${rng.digits(10)}`,
      d < '2025-04-01' ? -6500 : d < '2026-02-01' ? -8000 : -5500,
      ['tmo', 'T-Mobile', 'Phone', { merchant: 'Deutsche Telekom' }],
      { series: phone },
    );
  const auto = h.defineSeries('progressive-auto', chk.file, 'monthly', 'bill', true);
  for (const d of monthlyDates('2024-11-23', END, 23, 'next')) {
    const amount = d < '2025-06-01' ? 14210 : d < '2025-12-01' ? 15680 : d < '2026-06-01' ? 14930 : 16375;
    put(chk, d, 'ACH Paid To PROGRESSIVE INS AUTOPAY', -amount, ['prog', 'Progressive', 'Insurance'], {
      series: auto,
    });
  }
  const gym = h.defineSeries('planet-fitness-monthly', chk.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 17))
    put(chk, d, pos(d, 'PLANET FITNESS CLUB FEES 844-880-7180 NH'), -2499, ['pf', 'Planet Fitness', 'Gym'], {
      series: gym,
    });
  const gymAnnual = h.defineSeries('planet-fitness-annual', chk.file, 'annual', 'subscription', true);
  put(
    chk,
    '2025-03-03',
    pos('2025-03-03', 'PLANET FITNESS ANNUAL FEE 844-880-7180 NH'),
    -4900,
    ['pf', 'Planet Fitness', 'Gym'],
    { series: gymAnnual },
  );
  put(
    chk,
    '2026-03-03',
    pos('2026-03-03', 'PLANET FITNESS ANNUAL FEE 844-880-7180 NH'),
    -4900,
    ['pf', 'Planet Fitness', 'Gym'],
    { series: gymAnnual },
  );
}
