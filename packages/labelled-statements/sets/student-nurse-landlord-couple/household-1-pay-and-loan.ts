import { dayInMonth, yymmdd } from '../../kit/calendar';
import { type Household, MONTHS, lastBizOfMonth, nextBiz } from '../../kit/household';
import type { Rng } from '../../kit/random';

/** Household 1, Chime checking and savings: the stipend, the savings sweep and interest, the MOHELA loan. */
export function gradStudentPayAndLoan(h: Household, r: Rng, chk: string, sav: string): void {
  // Stipend, savings sweep, savings interest.
  const pay = h.defineSeries('stipend', chk, 'monthly', 'income', true);
  const sweepOut = h.defineSeries('save-when-paid-out', chk, 'monthly', 'transfer', true);
  const sweepIn = h.defineSeries('save-when-paid-in', sav, 'monthly', 'transfer', true);
  const interest = h.defineSeries('savings-interest', sav, 'monthly', 'income', false);
  let balance = 900;
  for (const [y, m] of MONTHS) {
    const d = lastBizOfMonth(y, m);
    const amount = d < '2025-09-01' ? 261250 : 274500;
    h.add(chk, d, `DIRECT DEP UNIV OF MICHIGAN PAYROLL ${yymmdd(d)} PPD ID: 1386006000`, amount, {
      merchant: 'University of Michigan',
      category: 'Income',
      series: pay,
    });
    const sweep = Math.round(amount / 10);
    h.add(chk, d, 'Transfer to Chime Savings', -sweep, { series: sweepOut, category: 'Transfer' });
    h.add(sav, d, 'Transfer from Chime Checking', sweep, { series: sweepIn, category: 'Transfer' });
    balance += sweep / 100;
    const end = dayInMonth(y, m, 31);
    h.add(sav, end, 'Interest Paid', Math.round((balance * 0.02 * 100) / 12 + r.int(0, 9)), {
      series: interest,
      category: 'Interest',
    });
  }
  h.add(chk, '2025-06-13', 'DIRECT DEP UNIV OF MICHIGAN PAYROLL 250613 PPD ID: 1386006000', 150000, {
    merchant: 'University of Michigan',
    category: 'Income',
  });
  h.add(chk, '2026-03-13', 'DIRECT DEP UNIV OF MICHIGAN PAYROLL 260313 PPD ID: 1386006000', 41237, {
    merchant: 'University of Michigan',
    category: 'Income',
  });
  for (const d of ['2025-08-19', '2026-01-07', '2026-05-21']) {
    const amount = r.centsFromDollars(150, 600);
    h.add(sav, d, 'Transfer to Chime Checking', -amount, { category: 'Transfer' });
    h.add(chk, d, 'Transfer from Chime Savings', amount, { category: 'Transfer' });
  }

  // Student loan: deferment, then repayment on the 28th (next business day), 5 charges.
  h.add(chk, '2025-04-10', `MOHELA STUDENT LN ${r.digits(10)} PPD ID: 3455600212`, -10000, {
    merchant: 'MOHELA',
  });
  const loan = h.defineSeries('mohela', chk, 'monthly', 'loan', true);
  for (const m of [6, 7, 8, 9, 10]) {
    h.add(
      chk,
      nextBiz(dayInMonth(2026, m, 28)),
      `MOHELA STUDENT LN ${r.digits(10)} PPD ID: 3455600212`,
      -21844,
      {
        merchant: 'MOHELA',
        category: 'Loan Payments',
        series: loan,
      },
    );
  }
}
