/** Household 4's business checking: Square and Stripe payouts and fees, Gusto payroll, rent and the monthly bills. */
import { END, everyDays, irregularDates, monthlyDates, put } from './lib';
import type { Denver } from './household-4-setup';

export function addIncomeAndBills({ rng, h, bus }: Denver): void {
  // Processor payouts: irregular.
  for (const d of irregularDates(rng, 1, 5))
    put(
      bus,
      d,
      `ELECTRONIC DEPOSIT SQUARE INC REF=${rng.digits(15)} SQ${d.slice(2, 4)}${d.slice(5, 7)}${d.slice(8, 10)}P${rng.code(6)}`,
      rng.cents(6000, 190000),
      ['square', 'Square', 'Income', { merchant: 'Block Inc' }],
    );
  for (const d of irregularDates(rng, 2, 12))
    put(bus, d, `ELECTRONIC DEPOSIT STRIPE TRANSFER REF=ST-${rng.code(12)}`, rng.cents(12000, 380000), [
      'stripe',
      'Stripe',
      'Income',
    ]);
  for (const d of irregularDates(rng, 35, 110))
    put(bus, d, `ELECTRONIC WITHDRAWAL SQUARE INC SQ FEE REF=${rng.digits(15)}`, -rng.cents(300, 4800), [
      'square',
      'Square',
      'Income',
    ]);
  for (const d of irregularDates(rng, 50, 140))
    put(bus, d, 'ELECTRONIC WITHDRAWAL STRIPE FEES REF=CHARGEBACK FEE', -1500, [
      'stripe',
      'Stripe',
      'Income',
    ]);

  // Payroll by Gusto: net pay and taxes biweekly (variable, hourly staff), and Gusto's own fee monthly.
  const net = h.defineSeries('gusto-net-pay', bus.file, 'biweekly', 'bill', false);
  const tax = h.defineSeries('gusto-tax', bus.file, 'biweekly', 'bill', false);
  for (const d of everyDays('2024-11-27', END, 14, 'prev')) {
    const staff = d < '2025-05-01' ? 2 : d < '2026-02-01' ? 3 : 2;
    const gross = staff * rng.cents(90000, 130000);
    put(
      bus,
      d,
      `ELECTRONIC WITHDRAWAL GUSTO NET ${rng.code(6)}`,
      -Math.round(gross * 0.82),
      ['gusto', 'Gusto', 'Payroll'],
      { series: net },
    );
    put(
      bus,
      d,
      `ELECTRONIC WITHDRAWAL GUSTO TAX ${rng.code(6)}`,
      -Math.round(gross * 0.31),
      ['gusto', 'Gusto', 'Payroll'],
      { series: tax },
    );
  }
  const gustoFee = h.defineSeries('gusto-fee', bus.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-12-03', END, 3, 'next')) {
    const staff = d < '2025-05-15' ? 3 : d < '2026-02-15' ? 4 : 3;
    put(
      bus,
      d,
      `ELECTRONIC WITHDRAWAL GUSTO FEE ${rng.digits(6)}`,
      -(4900 + staff * 600),
      ['gusto', 'Gusto', 'Payroll'],
      { series: gustoFee },
    );
  }
  const rent = h.defineSeries('studio-rent', bus.file, 'monthly', 'bill', true);
  for (const d of monthlyDates('2024-12-01', END, 1, 'next'))
    put(
      bus,
      d,
      `WEB AUTHORIZED PMT BLAKE STREET LLC RENT ${rng.digits(6)}`,
      d < '2025-07-01' ? -185000 : -192500,
      ['blake', '', 'Rent'],
      { series: rent },
    );
  const xcel = h.defineSeries('xcel-energy', bus.file, 'monthly', 'bill', false);
  for (const d of monthlyDates('2024-11-21', END, 16, 'next'))
    put(
      bus,
      d,
      `ELECTRONIC WITHDRAWAL XCEL ENERGY-PSCO XCELENERGY ${rng.digits(9)}`,
      -rng.cents(18000, 64000),
      ['xcel', 'Xcel Energy', 'Utilities'],
      { series: xcel },
    );
  const insurance = h.defineSeries('next-insurance', bus.file, 'monthly', 'bill', true);
  for (const d of monthlyDates('2024-11-21', END, 8, 'next'))
    put(
      bus,
      d,
      'WEB AUTHORIZED PMT NEXT INSUR NEXT INS',
      d < '2025-11-01' ? -6417 : -7082,
      ['nexti', 'Next Insurance', 'Insurance'],
      { series: insurance },
    );
}
