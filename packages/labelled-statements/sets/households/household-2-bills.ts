import { addDays } from '@tourniquet/domain';
import { around, seasonalCents } from './amounts';
import { postedAfter, wfAch, wfCard } from './descriptors';
import type { HouseholdBuilder } from './household';
import { everyNDays, monthlyDates, without } from './schedule';
import { ALWAYS, fixedSeries } from './series-helpers';

export const CARLOS = 'CARLOS RODRIGUEZ';

/** Household 2 checking, the bills: utilities, water and HOA each quarter, weekly daycare, Netflix. */
export function household2Bills(h: HouseholdBuilder, file: string): void {
  const { rng } = h;
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
