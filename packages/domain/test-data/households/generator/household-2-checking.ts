import { addDays } from '../../../src/dates';
import { around, seasonalCents } from './amounts';
import { mmddyy } from './calendar';
import type { Payment } from './card-payments';
import { postedAfter, wfAch, wfCard } from './descriptors';
import type { HouseholdBuilder } from './household';
import { everyNDays, monthlyDates, semiMonthlyDates, without } from './schedule';
import { ALWAYS, fixedSeries } from './series-helpers';

export const CARLOS = 'CARLOS RODRIGUEZ';

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
  const utility = (id: string, day: number, company: string, des: string, merchant: string) => ({
    id,
    file,
    cadence: 'monthly' as const,
    kind: 'bill' as const,
    fixed: false,
    active: true,
    traps: ['variable-amount', 'date-in-text', 'weekend-holiday-shift'],
    dates: monthlyDates({ day, shift: 'next' }),
    direction: 'out' as const,
    line: (date: string) => ({
      description: wfAch(rng, date, company, des, CARLOS),
      merchant,
      category: 'Bills & Utilities',
    }),
  });
  h.addSeries({
    ...utility('h2-srp-electric', 14, 'SRP', 'SURE PAY', 'SRP'),
    amountCents: (date) => seasonalCents(rng, date, 9500, 38500, 'summer'),
  });
  h.addSeries({
    ...utility('h2-southwest-gas', 5, 'SOUTHWEST GAS', 'SWG PAYMNT', 'Southwest Gas'),
    amountCents: (date) => seasonalCents(rng, date, 2800, 9600, 'winter'),
  });
  h.addSeries({
    ...utility('h2-verizon', 19, 'VERIZON WIRELESS', 'PAYMENTS', 'Verizon'),
    traps: ['variable-amount', 'date-in-text', 'wire-word-not-fee'],
    amountCents: () => around(rng, 18245, 1900),
  });
  h.addSeries({
    ...utility('h2-mesa-water', 20, 'CITY OF MESA', 'UTILITY WEB PMT', 'City of Mesa Utilities'),
    cadence: 'quarterly',
    traps: ['quarterly', 'variable-amount', 'date-in-text'],
    dates: monthlyDates({ day: 20, shift: 'next', stepMonths: 3, firstMonth: '2025-01-01' }),
    amountCents: (date) => seasonalCents(rng, date, 14800, 23600, 'summer'),
  });
  fixedSeries(h, {
    id: 'h2-hoa',
    file,
    cadence: 'quarterly',
    kind: 'bill',
    active: true,
    dates: monthlyDates({ day: 1, shift: 'next', stepMonths: 3 }),
    prices: [
      [ALWAYS, 28500],
      ['2026-01-01', 30000],
    ],
    line: (date) => ({
      description: wfAch(rng, date, 'AAM LLC', 'HOA DUES', CARLOS),
      merchant: 'AAM HOA',
      category: 'Home',
    }),
    traps: ['quarterly', 'price-up', 'date-in-text'],
  });
  // Daycare: every Monday (Tuesday after a Monday holiday), closed Christmas week, until kindergarten.
  const daycare = without(
    without(everyNDays('2024-11-04', 7, '2026-08-10', 'next'), '2024-12-23', '2024-12-29'),
    '2025-12-22',
    '2025-12-28',
  );
  fixedSeries(h, {
    id: 'h2-kindercare',
    file,
    cadence: 'weekly',
    kind: 'bill',
    active: false,
    dates: daycare,
    prices: [
      [ALWAYS, 38500],
      ['2025-09-01', 41000],
    ],
    line: (date) => ({
      description: wfAch(rng, date, 'KINDERCARE', 'TUITION', 'ANA RODRIGUEZ'),
      merchant: 'KinderCare',
      category: 'Education',
    }),
    traps: ['weekly', 'ended', 'price-up', 'skipped-week', 'weekend-holiday-shift'],
  });
  const netflix = monthlyDates({ day: 2 });
  fixedSeries(h, {
    id: 'h2-netflix',
    file,
    cadence: 'monthly',
    kind: 'subscription',
    active: true,
    dates: netflix.map((d) => postedAfter(d)),
    prices: [
      [ALWAYS, 2299],
      ['2025-02-01', 2499],
    ],
    line: (date, index) => ({
      description: wfCard(rng, netflix[index] ?? addDays(date, -1), 'NETFLIX.COM LOS GATOS CA', true),
      merchant: 'Netflix',
      category: 'Entertainment',
    }),
    traps: ['changing-description', 'date-in-text', 'price-up'],
  });
}
