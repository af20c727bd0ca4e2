import { addDays } from '@tourniquet/domain';
import { dayInMonth } from '../../kit/calendar';
import { type Household, MONTHS, nextBiz, prevBiz } from '../../kit/household';
import type { Rng } from '../../kit/random';

/**
 * Household 1, Ally checking and savings: salary, rent, bills, the savings sweep, the Amex autopay (both
 * sides), one-off transfers.
 */
export function engineerChecking(h: Household, r: Rng, chk: string, sav: string, amex: string): void {
  // Biweekly salary on Fridays (previous business day on a holiday).
  const pay = h.defineSeries('salary', chk, 'biweekly', 'income', true);
  for (let friday = '2024-11-22'; friday <= '2026-11-20'; friday = addDays(friday, 14)) {
    const d = prevBiz(friday);
    h.add(chk, d, 'ACH Deposit INDEED INC PAYROLL', d < '2025-04-01' ? 312488 : 329914, {
      merchant: 'Indeed',
      category: 'Paycheck',
      series: pay,
    });
  }
  h.add(chk, '2025-03-14', 'ACH Deposit INDEED INC PAYROLL', 842210, {
    merchant: 'Indeed',
    category: 'Paycheck',
  });
  h.add(chk, '2026-03-13', 'ACH Deposit INDEED INC PAYROLL', 911850, {
    merchant: 'Indeed',
    category: 'Paycheck',
  });
  h.add(chk, '2025-10-21', 'ACH Deposit INDEED INC PAYROLL', 18412, {
    merchant: 'Indeed',
    category: 'Paycheck',
  });

  // Rent on the 1st (ACH, next business day), a renewal rise in July 2025 and July 2026.
  const rent = h.defineSeries('rent', chk, 'monthly', 'bill', true);
  const sweepOut = h.defineSeries('sweep-out', chk, 'monthly', 'transfer', true);
  const sweepIn = h.defineSeries('sweep-in', sav, 'monthly', 'transfer', true);
  const interest = h.defineSeries('savings-interest', sav, 'monthly', 'income', false);
  const electric = h.defineSeries('austin-energy', chk, 'monthly', 'bill', false);
  const internet = h.defineSeries('google-fiber', chk, 'monthly', 'bill', true);
  const amexOut = h.defineSeries('amex-autopay-out', chk, 'monthly', 'transfer', false);
  const amexIn = h.defineSeries('amex-autopay-in', amex, 'monthly', 'transfer', false);
  let balance = 18000;
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    const d1 = nextBiz(dayInMonth(y, m, 1));
    h.add(
      chk,
      d1,
      `ACH Withdrawal RENTPAYMENT.COM RENT PMT ${r.digits(9)}`,
      ym < '2025-07' ? -189500 : ym < '2026-07' ? -194500 : -197500,
      { merchant: r.chance(0.5) ? 'RentPayment' : '', category: r.chance(0.5) ? 'Rent' : '', series: rent },
    );
    // Savings sweep on the 20th, a fixed 750 that became 1000.
    const d20 = nextBiz(dayInMonth(y, m, 20));
    const sweep = ym < '2025-06' ? 75000 : 100000;
    h.add(chk, d20, 'Internet transfer to Online Savings account XXXXXX4417', -sweep, {
      category: 'Transfer',
      series: sweepOut,
    });
    h.add(sav, d20, 'Internet transfer from Interest Checking account XXXXXX9032', sweep, {
      category: 'Transfer',
      series: sweepIn,
    });
    balance += sweep / 100;
    h.add(
      sav,
      dayInMonth(y, m, 31),
      'Interest Paid',
      Math.round((balance * 0.038 * 100) / 12) + r.int(0, 40),
      {
        category: 'Interest Income',
        series: interest,
      },
    );
    // Austin Energy (city utility: electric + water + trash), variable, ~the 12th.
    const summer = m >= 6 && m <= 9;
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 12 + r.int(0, 2))),
      `ACH Withdrawal CITY OF AUSTIN UTILITY ${r.digits(10)}`,
      -r.centsFromDollars(summer ? 210 : 110, summer ? 340 : 175),
      { merchant: 'City of Austin', category: r.chance(0.6) ? 'Utilities' : '', series: electric },
    );
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 8)),
      'ACH Withdrawal GOOGLE FIBER INC',
      ym < '2026-02' ? -7000 : -7500,
      {
        merchant: 'Google',
        category: 'Internet',
        series: internet,
      },
    );
    // Amex autopay on the 26th: variable statement balance; card side the same day.
    if (ym !== '2024-11') {
      const d26 = nextBiz(dayInMonth(y, m, 26));
      const amount = r.centsFromDollars(1400, 3300);
      h.add(chk, d26, `ACH Withdrawal AMEX EPAYMENT ACH PMT W${r.digits(4)}`, -amount, {
        merchant: 'American Express',
        category: 'Credit Card Payment',
        series: amexOut,
      });
      h.add(amex, d26, 'AUTOPAY PAYMENT RECEIVED - THANK YOU', amount, {
        category: 'Payments',
        series: amexIn,
      });
    }
  }
  h.add(chk, '2025-09-03', 'Zelle payment to Sam Okafor Savings JPM99A1B2C3', -250000, {
    category: 'Transfer',
  });
  h.add(sav, '2025-09-03', 'Zelle payment from SAMUEL OKAFOR JPM99A1B2C3', 250000, { category: 'Transfer' });
  h.add(sav, '2026-04-14', 'Internet transfer to Interest Checking account XXXXXX9032', -420000, {
    category: 'Transfer',
  });
  h.add(chk, '2026-04-14', 'Internet transfer from Online Savings account XXXXXX4417', 420000, {
    category: 'Transfer',
  });
  h.add(chk, '2026-04-15', `ACH Withdrawal IRS USATAXPYMT ${r.digits(15)}`, -388100, { category: 'Taxes' });
}
