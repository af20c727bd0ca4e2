import { around } from './amounts';
import { mmddyy } from '../../kit/calendar';
import type { Payment } from './card-payments';
import { wfAch } from './descriptors';
import { CARLOS, household2Bills } from './household-2-bills';
import type { HouseholdBuilder } from './household';
import { everyNDays, monthlyDates, semiMonthlyDates } from './schedule';
import { ALWAYS, fixedSeries } from './series-helpers';

/** A savings transfer as both Wells Fargo statements print it, with the same IB reference. */
export interface SavingsTransfer extends Payment {
  ref: string;
}

/** Household 2, Wells Fargo Everyday Checking: two pays, the mortgage, the auto loan and the bills. */
export function household2Checking(
  h: HouseholdBuilder,
  file: string,
  cardPayments: readonly Payment[],
  savings: readonly SavingsTransfer[],
): void {
  const { rng } = h;
  // Carlos: biweekly on Fridays, the same net pay every time (a fixed income series, no price change).
  fixedSeries(h, {
    id: 'h2-city-payroll',
    file,
    cadence: 'biweekly',
    kind: 'income',
    active: true,
    direction: 'in',
    dates: everyNDays('2024-11-08', 14, undefined, 'previous'),
    prices: [[ALWAYS, 268412]],
    line: (date) => ({
      description: wfAch(rng, date, 'CITY OF MESA', 'PAYROLL', 'RODRIGUEZ, CARLOS'),
      merchant: 'City of Mesa',
      category: 'Income',
    }),
    traps: ['biweekly', 'changing-description', 'date-in-text', 'weekend-holiday-shift'],
  });
  h.row(file, {
    date: '2025-12-17',
    description: wfAch(rng, '2025-12-17', 'CITY OF MESA', 'PAYROLL', 'RODRIGUEZ, CARLOS'),
    amountCents: 41288,
    merchant: 'City of Mesa',
    category: 'Income',
    traps: ['off-cycle-payroll'],
  });
  // Ana: a nurse paid semi-monthly; shift differentials make every pay different.
  h.addSeries({
    id: 'h2-banner-payroll',
    file,
    cadence: 'semi_monthly',
    kind: 'income',
    fixed: false,
    active: true,
    traps: [
      'semi-monthly',
      'changing-description',
      'date-in-text',
      'variable-amount',
      'weekend-holiday-shift',
    ],
    dates: semiMonthlyDates(),
    direction: 'in',
    amountCents: () => around(rng, 241200, 28000),
    line: (date) => ({
      description: wfAch(rng, date, 'BANNER HEALTH', 'DIR DEP', 'ANA RODRIGUEZ'),
      merchant: 'Banner Health',
      category: 'Income',
    }),
  });
  fixedSeries(h, {
    id: 'h2-mortgage',
    file,
    cadence: 'monthly',
    kind: 'loan',
    active: true,
    dates: monthlyDates({ day: 1, shift: 'next' }),
    // The escrow analysis raises the payment from January 2026 (taxes and home insurance went up).
    prices: [
      [ALWAYS, 241257],
      ['2026-01-01', 249812],
    ],
    line: (date) => ({
      description: wfAch(rng, date, 'ROCKET MORTGAGE', 'MTG PYMT', CARLOS),
      merchant: 'Rocket Mortgage',
      category: 'Home',
    }),
    traps: ['loan', 'price-up', 'date-in-text'],
  });
  fixedSeries(h, {
    id: 'h2-auto-loan',
    file,
    cadence: 'monthly',
    kind: 'loan',
    active: false,
    // Paid off in May 2026.
    dates: monthlyDates({ day: 12, shift: 'next', to: '2026-05-31' }),
    prices: [[ALWAYS, 48922]],
    line: (date) => ({
      description: wfAch(rng, date, 'TOYOTA FINANCIAL', 'TFS PAYMT', CARLOS),
      merchant: 'Toyota Financial Services',
      category: 'Automotive',
    }),
    traps: ['loan', 'ended', 'date-in-text'],
  });
  h.addSeries({
    id: 'h2-capital-one-payment',
    file,
    cadence: 'monthly',
    kind: 'transfer',
    fixed: false,
    active: true,
    traps: ['own-transfer', 'card-payment', 'variable-amount', 'date-in-text'],
    dates: cardPayments.map((p) => p.date),
    direction: 'out',
    amountCents: (_date, index) => cardPayments[index]?.cents ?? 0,
    line: (date) => ({
      description: wfAch(rng, date, 'CAPITAL ONE', 'MOBILE PMT', CARLOS),
      merchant: 'Capital One',
      category: 'Transfer',
    }),
  });
  h.addSeries({
    id: 'h2-to-way2save',
    file,
    cadence: 'monthly',
    kind: 'transfer',
    fixed: true,
    active: true,
    traps: ['own-transfer', 'changing-description', 'date-in-text'],
    dates: savings.map((s) => s.date),
    direction: 'out',
    amountCents: (_date, index) => savings[index]?.cents ?? 0,
    line: (date, index) => ({
      description: `ONLINE TRANSFER REF #${savings[index]?.ref} TO WAY2SAVE SAVINGS XXXXXX1234 ON ${mmddyy(date)}`,
      merchant: '',
      merchantExact: '',
      category: 'Transfer',
    }),
  });
  household2Bills(h, file);
}
