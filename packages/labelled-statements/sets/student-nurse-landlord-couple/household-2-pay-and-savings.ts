import { addDays } from '@tourniquet/domain';
import { dayInMonth } from '../../kit/calendar';
import { type Household, MONTHS, prevBiz } from '../../kit/household';
import type { Rng } from '../../kit/random';

/** Household 2, Navy Federal checking and savings: biweekly pay and transfer, dividends, July 2025 withdrawals. */
export function nursePayAndSavings(h: Household, r: Rng, chk: string, sav: string): void {
  // Biweekly pay, biweekly savings transfer.
  const pay = h.defineSeries('ohiohealth-pay', chk, 'biweekly', 'income', false);
  const toShares = h.defineSeries('to-savings-out', chk, 'biweekly', 'transfer', false);
  const fromChecking = h.defineSeries('to-savings-in', sav, 'biweekly', 'transfer', false);
  for (let friday = '2024-11-22'; friday <= '2026-11-20'; friday = addDays(friday, 14)) {
    const d = prevBiz(friday);
    const base = d < '2025-04-01' ? 218436 : d < '2026-04-01' ? 225180 : 231840;
    const overtime = r.chance(0.55) ? r.centsFromDollars(140, 640) : 0;
    h.add(chk, d, `Deposit - ACH Paid From OHIOHEALTH CORP PAYROLL ${r.digits(8)}`, base + overtime, {
      merchant: 'OhioHealth',
      category: 'Paycheck',
      series: pay,
    });
    h.add(chk, d, 'Transfer To Shares', -10000, { category: 'Transfer', series: toShares });
    h.add(sav, d, 'Transfer From Checking', 10000, { category: 'Transfer', series: fromChecking });
  }
  h.add(chk, '2025-03-05', `Deposit - ACH Paid From OHIOHEALTH CORP PAYROLL ${r.digits(8)}`, 50000, {
    merchant: 'OhioHealth',
    category: 'Paycheck',
  });
  h.add(chk, '2026-06-03', `Deposit - ACH Paid From OHIOHEALTH CORP PAYROLL ${r.digits(8)}`, 125000, {
    merchant: 'OhioHealth',
    category: 'Paycheck',
  });

  // Dividends on both accounts (last day of the month).
  const divSav = h.defineSeries('savings-dividend', sav, 'monthly', 'income', false);
  const divChk = h.defineSeries('checking-dividend', chk, 'monthly', 'income', false);
  for (const [y, m] of MONTHS) {
    const d = dayInMonth(y, m, 31);
    h.add(sav, d, 'Dividend', r.centsFromDollars(0.21, 0.68), { category: 'Interest', series: divSav });
    h.add(chk, d, 'Dividend', r.pick([1, 2, 2, 3, 4]), { category: 'Interest', series: divChk });
  }
  for (const d of [
    '2025-07-02',
    '2025-07-09',
    '2025-07-16',
    '2025-07-23',
    '2025-07-28',
    '2025-07-30',
    '2025-07-31',
  ]) {
    const amount = r.centsFromDollars(40, 160);
    h.add(sav, d, 'Transfer To Checking', -amount, { category: 'Transfer' });
    h.add(chk, d, 'Transfer From Shares', amount, { category: 'Transfer' });
  }
  h.add(sav, '2025-07-31', 'EXCESSIVE TRANSACTION FEE', -1000, { fee: 'other' });
}
