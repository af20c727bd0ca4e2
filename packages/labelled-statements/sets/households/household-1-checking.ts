import { addDays } from '@tourniquet/domain';
import { around, priceOn, seasonalCents } from './amounts';
import { boaAch, boaCheckcard, postedAfter } from './descriptors';
import type { HouseholdBuilder } from './household';
import type { Payment } from './card-payments';
import { monthlyDates, semiMonthlyDates, without } from './schedule';

const INDN = 'MAYA PATEL';

/** Household 1, Bank of America checking: the salary, rent, bills and the card payment leave from here. */
export function household1Checking(
  h: HouseholdBuilder,
  file: string,
  cardPayments: readonly Payment[],
): void {
  const { rng } = h;
  const payroll = (des: string) => boaAch(rng, 'ACME CORP', des, 'PATEL,MAYA', 'XXXXX59203', 'PPD');
  // Salaried plus a commission component, so the net pay moves a little every time: a variable series.
  h.addSeries({
    id: 'h1-acme-payroll',
    file,
    cadence: 'semi_monthly',
    kind: 'income',
    fixed: false,
    active: true,
    traps: ['semi-monthly', 'changing-description', 'weekend-holiday-shift', 'variable-amount'],
    dates: semiMonthlyDates(),
    direction: 'in',
    amountCents: () => around(rng, 214318, 9000),
    line: () => ({ description: payroll('PAYROLL'), merchant: 'Acme Corp', category: 'Income' }),
  });
  // Off-cycle deposits with the payroll's own description: a bonus and an expense reimbursement.
  for (const [date, cents] of [
    ['2025-03-07', 125000],
    ['2025-09-10', 8640],
    ['2026-03-06', 141055],
  ] as const) {
    h.row(file, {
      date,
      description: payroll('PAYROLL'),
      amountCents: cents,
      merchant: 'Acme Corp',
      category: 'Income',
      traps: ['off-cycle-payroll'],
    });
  }
  h.addSeries({
    id: 'h1-rent',
    file,
    cadence: 'monthly',
    kind: 'bill',
    fixed: true,
    active: true,
    traps: ['changing-description', 'weekend-holiday-shift', 'price-up'],
    dates: monthlyDates({ day: 1, shift: 'next' }),
    direction: 'out',
    amountCents: (date) =>
      priceOn(
        [
          ['2024-01-01', 185000],
          ['2025-10-01', 192500],
        ],
        date,
      ),
    line: () => ({
      description: boaAch(rng, 'CORTLAND MGMT', 'RENT PMT', INDN, 'XXXXX88231', 'WEB'),
      merchant: 'Cortland',
      category: 'Home',
    }),
  });
  h.addSeries({
    id: 'h1-comcast',
    file,
    cadence: 'monthly',
    kind: 'bill',
    fixed: true,
    active: true,
    traps: ['changing-description', 'weekend-holiday-shift', 'price-up'],
    dates: monthlyDates({ day: 9, shift: 'next' }),
    direction: 'out',
    // The 12-month promotional rate ends in June 2025.
    amountCents: (date) =>
      priceOn(
        [
          ['2024-01-01', 6500],
          ['2025-06-01', 8000],
        ],
        date,
      ),
    line: () => ({
      description: boaAch(rng, 'COMCAST', 'CABLE', INDN, 'XXXXX12345', 'WEB'),
      merchant: 'Xfinity',
      wrongMerchant: 'Comcast Business',
      category: 'Bills & Utilities',
    }),
  });
  h.addSeries({
    id: 'h1-duke-energy',
    file,
    cadence: 'monthly',
    kind: 'bill',
    fixed: false,
    active: true,
    traps: ['changing-description', 'variable-amount'],
    dates: monthlyDates({ day: 22, shift: 'next' }),
    direction: 'out',
    amountCents: (date) => seasonalCents(rng, date, 5800, 14200, 'both'),
    line: () => ({
      description: boaAch(rng, 'DUKE ENERGY CAROLINAS', 'BILL PAY', INDN, 'XXXXX30192', 'WEB'),
      merchant: 'Duke Energy',
      category: 'Bills & Utilities',
    }),
  });
  h.addSeries({
    id: 'h1-chase-autopay',
    file,
    cadence: 'monthly',
    kind: 'transfer',
    fixed: false,
    active: true,
    traps: ['own-transfer', 'card-payment', 'variable-amount', 'skipped-month'],
    dates: cardPayments.map((p) => p.date),
    direction: 'out',
    amountCents: (_date, index) => cardPayments[index]?.cents ?? 0,
    line: () => ({
      description: boaAch(rng, 'CHASE CREDIT CRD', 'AUTOPAY', INDN, 'XXXXX39409', 'PPD'),
      merchant: 'Chase',
      category: 'Transfer',
    }),
  });
  // The August 2025 autopay failed (she had switched it off); she paid late by hand, off the schedule.
  h.row(file, {
    date: '2025-09-02',
    description: boaAch(rng, 'CHASE CREDIT CRD', 'EPAY', INDN, 'XXXXX39409', 'WEB'),
    amountCents: -138422,
    merchant: 'Chase',
    category: 'Transfer',
    traps: ['own-transfer', 'one-off-at-series-merchant'],
  });
  h.addSeries({
    id: 'h1-to-savings',
    file,
    cadence: 'monthly',
    kind: 'transfer',
    fixed: true,
    active: true,
    traps: ['own-transfer', 'changing-description', 'weekend-holiday-shift'],
    dates: monthlyDates({ day: 5, shift: 'next' }),
    direction: 'out',
    amountCents: () => 20000,
    line: () => ({
      description: `Online Banking transfer to SAV 4821 Confirmation# ${rng.digits(10)}`,
      merchant: '',
      merchantExact: '',
      category: 'Transfer',
    }),
  });
  h.addSeries({
    id: 'h1-student-loan',
    file,
    cadence: 'monthly',
    kind: 'loan',
    fixed: true,
    active: true,
    traps: ['pause-resume', 'changing-description', 'weekend-holiday-shift'],
    // Forbearance from July to October 2025: four months without a payment, then it resumes.
    dates: without(monthlyDates({ day: 12, shift: 'next' }), '2025-07-01', '2025-10-31'),
    direction: 'out',
    amountCents: () => 21234,
    line: () => ({
      description: boaAch(rng, 'NELNET STUDENT LN', 'NELNET LN', INDN, 'XXXXX82123', 'PPD'),
      merchant: 'Nelnet',
      category: 'Education',
    }),
  });
  const netflixPurchases = monthlyDates({ day: 14 });
  const netflixPosted = netflixPurchases.map((d) => postedAfter(d));
  h.addSeries({
    id: 'h1-netflix',
    file,
    cadence: 'monthly',
    kind: 'subscription',
    fixed: true,
    active: true,
    traps: ['changing-description', 'checkcard', 'price-up'],
    dates: netflixPosted,
    direction: 'out',
    amountCents: (date) =>
      priceOn(
        [
          ['2024-01-01', 1549],
          ['2025-02-01', 1799],
        ],
        date,
      ),
    line: (_date, index) => ({
      description: boaCheckcard(
        rng,
        netflixPurchases[index] ?? addDays(_date, -1),
        'NETFLIX.COM 866-579-7172 CA',
      ),
      merchant: 'Netflix',
      category: 'Entertainment',
    }),
  });
}
