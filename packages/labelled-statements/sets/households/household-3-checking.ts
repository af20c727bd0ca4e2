import { addDays } from '@tourniquet/domain';
import { around, seasonalCents } from './amounts';
import { shiftToBusinessDay } from '../../kit/calendar';
import type { Payment } from './card-payments';
import { cuAch, cuPos, postedAfter } from './descriptors';
import type { HouseholdBuilder } from './household';
import { everyNDays, monthlyDates, without } from './schedule';
import { ALWAYS, fixedSeries } from './series-helpers';

/** Household 3, credit-union checking of a freelance designer: lumpy income, rent by check, taxes. */
export function household3Checking(
  h: HouseholdBuilder,
  file: string,
  citiPayments: readonly Payment[],
): void {
  const { rng } = h;
  fixedSeries(h, {
    id: 'h3-retainer',
    file,
    cadence: 'monthly',
    kind: 'income',
    active: true,
    direction: 'in',
    dates: monthlyDates({ day: 3, shift: 'next' }),
    prices: [[ALWAYS, 300000]],
    line: () => ({
      description: cuAch(rng, 'CREDIT', 'BRIGHTLINE MEDIA', 'VENDOR PMT'),
      merchant: 'Brightline Media',
      category: 'Income',
    }),
    traps: ['changing-description'],
  });
  // Hourly teaching-assistant pay every other Friday from February 2025, none over the summer break.
  h.addSeries({
    id: 'h3-gusto-hourly',
    file,
    cadence: 'biweekly',
    kind: 'income',
    fixed: false,
    active: true,
    traps: ['biweekly', 'hourly-pay', 'variable-amount', 'pause-resume', 'changing-description'],
    dates: without(everyNDays('2025-02-07', 14, undefined, 'previous'), '2025-06-07', '2025-08-28'),
    direction: 'in',
    amountCents: () => rng.int(18, 34) * 3175 + rng.int(0, 99),
    line: () => ({
      description: cuAch(rng, 'CREDIT', 'GUSTO', 'PAY'),
      merchant: 'Gusto',
      category: 'Income',
    }),
  });
  // Rent by paper check: the check number rises every month and the landlord deposits it when he likes.
  let checkNumber = 1101;
  fixedSeries(h, {
    id: 'h3-rent-check',
    file,
    cadence: 'monthly',
    kind: 'bill',
    active: true,
    dates: monthlyDates({ day: 1 }).map((d) => shiftToBusinessDay(addDays(d, rng.int(1, 5)), 'next')),
    prices: [
      [ALWAYS, 140000],
      ['2025-08-01', 145000],
    ],
    line: () => ({
      description: `DRAFT 00${checkNumber++}`,
      merchant: '',
      merchantExact: '',
      category: 'Home',
    }),
    traps: ['changing-description', 'check-number', 'price-up', 'date-jitter'],
  });
  h.addSeries({
    id: 'h3-citi-payment',
    file,
    cadence: 'monthly',
    kind: 'transfer',
    fixed: false,
    active: true,
    traps: ['own-transfer', 'card-payment', 'variable-amount', 'skipped-month'],
    dates: citiPayments.map((p) => p.date),
    direction: 'out',
    amountCents: (_date, index) => citiPayments[index]?.cents ?? 0,
    line: () => ({
      description: cuAch(rng, 'DEBIT', 'CITI CARD ONLINE', 'PAYMENT'),
      merchant: 'Citi',
      category: 'Transfer',
    }),
  });
  // Health insurance on the 1st; September 2025 bounced (returned item fee) and was re-presented 6 days later.
  const premiums = monthlyDates({ day: 1, shift: 'next' }).map((d) =>
    d === '2025-09-02' ? '2025-09-09' : d,
  );
  fixedSeries(h, {
    id: 'h3-blue-shield',
    file,
    cadence: 'monthly',
    kind: 'bill',
    active: true,
    dates: premiums,
    prices: [
      [ALWAYS, 41200],
      ['2026-01-01', 45800],
    ],
    line: () => ({
      description: cuAch(rng, 'DEBIT', 'BLUE SHIELD CA', 'INS PREM'),
      merchant: 'Blue Shield of California',
      category: 'Health & Wellness',
    }),
    traps: ['price-up', 'changing-description', 'weekend-holiday-shift'],
  });
  h.addSeries({
    id: 'h3-pge',
    file,
    cadence: 'monthly',
    kind: 'bill',
    fixed: false,
    active: true,
    traps: ['variable-amount', 'changing-description'],
    dates: monthlyDates({ day: 26, shift: 'next' }),
    direction: 'out',
    amountCents: (date) => seasonalCents(rng, date, 4800, 16900, 'winter'),
    line: () => ({
      description: cuAch(rng, 'DEBIT', 'PGANDE', 'WEB ONLINE'),
      merchant: 'PG&E',
      category: 'Bills & Utilities',
    }),
  });
  // Estimated taxes: Jan 15, Apr 15, Jun 15, Sep 15 (uneven quarters), moved to the next business day.
  const estimates = monthlyDates({ day: 15, shift: 'next' }).filter((d) =>
    ['01', '04', '06', '09'].includes(d.slice(5, 7)),
  );
  h.addSeries({
    id: 'h3-irs-estimated',
    file,
    cadence: 'quarterly',
    kind: 'bill',
    fixed: false,
    active: true,
    traps: ['quarterly', 'variable-amount', 'uneven-quarters'],
    dates: estimates,
    direction: 'out',
    amountCents: () => around(rng, 230000, 110000),
    line: () => ({
      description: cuAch(rng, 'DEBIT', 'IRS', 'USATAXPYMT'),
      merchant: 'IRS',
      category: 'Taxes',
    }),
  });
  fixedSeries(h, {
    id: 'h3-ymca',
    file,
    cadence: 'monthly',
    kind: 'subscription',
    active: false,
    dates: monthlyDates({ day: 6, shift: 'next', to: '2025-04-30' }),
    prices: [[ALWAYS, 6400]],
    line: () => ({
      description: cuAch(rng, 'DEBIT', 'YMCA OF THE EAST BAY', 'MEMBERSHIP'),
      merchant: 'YMCA',
      category: 'Health & Wellness',
    }),
    traps: ['ended', 'cancelled-gym'],
  });
  // Netflix on the debit card; September 2025 was declined (the account was overdrawn) and skipped.
  const netflix = without(monthlyDates({ day: 24 }), '2025-09-01', '2025-09-30');
  fixedSeries(h, {
    id: 'h3-netflix',
    file,
    cadence: 'monthly',
    kind: 'subscription',
    active: true,
    dates: netflix.map((d) => postedAfter(d)),
    prices: [
      [ALWAYS, 699],
      ['2025-02-01', 799],
    ],
    line: (date, index) => ({
      description: cuPos(rng, netflix[index] ?? addDays(date, -1), 'NETFLIX.COM LOS GATOS CA'),
      merchant: 'Netflix',
      category: 'Entertainment',
    }),
    traps: ['skipped-month', 'declined', 'price-up', 'changing-description'],
  });
}
