/**
 * Household 3, PNC checking (partner A): the Nationwide pay, the mortgage, daycare, HOA, utilities, internet and
 * both sides of the Amex payment.
 */
import { addDays } from '@tourniquet/domain';
import { END, everyDays, monthlyDates, put } from './lib';
import { mmSlashDd } from '../../kit/calendar';
import type { Columbus } from './household-3-setup';

export function addPncBills({ rng, h, pnc, amex }: Columbus): void {
  // ---- PNC ----
  const payA = h.defineSeries('nationwide-pay', pnc.file, 'semi_monthly', 'income', true);
  for (const d of monthlyDates('2024-11-21', END, 15, 'prev').concat(
    monthlyDates('2024-11-21', END, 31, 'prev'),
  ))
    put(
      pnc,
      d,
      `ACH CREDIT ${rng.digits(7)} NATIONWIDE MUTU DIR DEP`,
      d < '2025-04-01' ? 287412 : 301866,
      ['nw', 'Nationwide', 'Paycheck'],
      { series: payA },
    );
  put(pnc, '2025-03-07', `ACH CREDIT ${rng.digits(7)} NATIONWIDE MUTU DIR DEP`, 412050, [
    'nw',
    'Nationwide',
    'Paycheck',
  ]);
  put(pnc, '2026-03-06', `ACH CREDIT ${rng.digits(7)} NATIONWIDE MUTU DIR DEP`, 386511, [
    'nw',
    'Nationwide',
    'Paycheck',
  ]);

  const mortgage = h.defineSeries('mr-cooper-mortgage', pnc.file, 'monthly', 'loan', true);
  for (const d of monthlyDates('2024-12-01', END, 1, 'next'))
    put(
      pnc,
      d,
      `ACH WEB-RECUR ${rng.digits(10)} MR. COOPER MORTGAGE`,
      d < '2026-03-01' ? -214833 : -221107,
      ['cooper', 'Mr. Cooper', 'Mortgage'],
      { series: mortgage },
    );
  // Daycare, every other Monday, ACH.
  const daycare = h.defineSeries('bright-horizons-daycare', pnc.file, 'biweekly', 'bill', true);
  for (const d of everyDays('2024-11-25', END, 14, 'next'))
    put(
      pnc,
      d,
      `ACH WEB ${rng.digits(10)} BRIGHT HORIZONS TUITION`,
      d < '2025-09-01' ? -68500 : -72000,
      ['bh', 'Bright Horizons', 'Childcare', { merchant: 'Bright Horizons Family Solutions' }],
      { series: daycare },
    );
  const hoa = h.defineSeries('cedar-ridge-hoa', pnc.file, 'quarterly', 'bill', true);
  for (const d of monthlyDates('2025-01-01', END, 1, 'next', 3))
    put(
      pnc,
      addDays(d, 1),
      `ACH WEB-SINGLE ${rng.digits(10)} CEDAR RIDGE HOA`,
      d < '2026-01-01' ? -28500 : -31000,
      ['hoa', '', 'Home'],
      { series: hoa },
    );
  const aep = h.defineSeries('aep-ohio', pnc.file, 'monthly', 'bill', false);
  for (const d of monthlyDates('2024-11-27', END, 27, 'next')) {
    const m = Number(d.slice(5, 7));
    put(
      pnc,
      d,
      `ACH WEB-RECUR ${rng.digits(10)} AEP OHIO`,
      -Math.round((m >= 6 && m <= 9 ? 21000 : 13000) + rng.int(-3000, 3000)),
      ['aep', 'AEP Ohio', 'Utilities'],
      { series: aep },
    );
  }
  const colgas = h.defineSeries('columbia-gas', pnc.file, 'monthly', 'bill', false);
  for (const d of monthlyDates('2024-11-21', END, 9, 'next')) {
    const m = Number(d.slice(5, 7));
    put(
      pnc,
      d,
      `ACH WEB-RECUR ${rng.digits(10)} COLUMBIA GAS OH`,
      -Math.round((m <= 3 || m >= 11 ? 15000 : 4200) + rng.int(-1500, 1500)),
      ['cgas', 'Columbia Gas of Ohio', 'Utilities'],
      { series: colgas },
    );
  }
  const water = h.defineSeries('columbus-water', pnc.file, 'quarterly', 'bill', false);
  for (const d of monthlyDates('2024-12-16', END, 16, 'next', 3))
    put(
      pnc,
      d,
      `ACH WEB ${rng.digits(10)} CITY OF COLUMBUS UTIL`,
      -rng.cents(14000, 23500),
      ['water', 'City of Columbus', 'Utilities'],
      { series: water },
    );
  const internet = h.defineSeries('spectrum', pnc.file, 'monthly', 'bill', true);
  for (const d of monthlyDates('2024-11-21', END, 19))
    put(
      pnc,
      addDays(d, 1),
      `RECURRING DEBIT CARD XXXXX3391 SPECTRUM 855-707-7328 MO ${mmSlashDd(d)}`,
      d < '2025-07-01' ? -7999 : -8499,
      ['spectrum', 'Spectrum', 'Internet'],
      { series: internet },
    );
  // Amex payment, both sides.
  const payChk = h.defineSeries('amex-payment-pnc', pnc.file, 'monthly', 'transfer', false);
  const payCard = h.defineSeries('amex-payment-card', amex.file, 'monthly', 'transfer', false);
  for (const d of monthlyDates('2024-11-22', END, 22, 'next')) {
    const amount = rng.cents(180000, 420000);
    put(
      pnc,
      d,
      `AMEX EPAYMENT ACH PMT W${rng.digits(4)}`,
      -amount,
      ['amexpay', 'American Express', 'Credit Card Payments'],
      { series: payChk },
    );
    put(amex, addDays(d, -1), 'AUTOPAY PAYMENT RECEIVED - THANK YOU', amount, ['amexpayc', '', 'Payment'], {
      series: payCard,
    });
  }
}
