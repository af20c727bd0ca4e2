/** Household 4's M&T checking income and bills: weekly pay with its layoff, unemployment, SSA, rent, utilities, phone, Netflix, insurance, Affirm and the Capital One autopay (both sides). */
import { addDays } from '@tourniquet/domain';
import { dayInMonth } from '../../kit/calendar';
import { MONTHS, nextBiz, prevBiz } from '../../kit/household';
import type { Buffalo } from './household-4-setup';

export function addIncomeAndBills({ r, h, chk, card, recurring }: Buffalo): void {
  // Weekly hourly pay, Fridays, with a 5-week layoff.
  const pay = h.defineSeries('weekly-pay', chk, 'weekly', 'income', false);
  for (let d = '2024-11-22'; d <= '2026-11-20'; d = addDays(d, 7)) {
    if (d >= '2026-01-02' && d <= '2026-01-30') continue;
    h.add(
      chk,
      prevBiz(d),
      `ACH CREDIT AMAZON.COM SERVI PAYROLL ${r.digits(9)}`,
      r.centsFromDollars(540, 910),
      {
        merchant: r.chance(0.4) ? 'Amazon' : '',
        category: 'Paychecks/Salary',
        series: pay,
      },
    );
  }
  // Unemployment during the layoff: 4 weekly NYS DOL payments (too short a pause to matter; labelled a series).
  const ui = h.defineSeries('nys-dol', chk, 'weekly', 'income', true);
  for (const d of ['2026-01-13', '2026-01-20', '2026-01-27', '2026-02-03'])
    h.add(chk, d, `ACH CREDIT NYS DOL UI DD ${r.digits(10)}`, 50400, { category: 'Government', series: ui });
  const ssa = h.defineSeries('ssa-benefit', chk, 'monthly', 'income', true);
  const rent = h.defineSeries('rent', chk, 'monthly', 'bill', true);
  const grid = h.defineSeries('national-grid', chk, 'monthly', 'bill', false);
  const cricket = h.defineSeries('cricket', chk, 'monthly', 'bill', true);
  const netflix = h.defineSeries('netflix', chk, 'monthly', 'subscription', true);
  const capOut = h.defineSeries('capone-autopay-out', chk, 'monthly', 'transfer', false);
  const capIn = h.defineSeries('capone-autopay-in', card, 'monthly', 'transfer', false);
  const affirm = h.defineSeries('affirm', chk, 'monthly', 'loan', true);
  const insurance = h.defineSeries('progressive', chk, 'monthly', 'bill', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(
      chk,
      prevBiz(dayInMonth(y, m, 3)),
      'ACH CREDIT SSA TREAS 310 XXSOC SEC',
      ym < '2025-01' ? 94300 : ym < '2026-01' ? 96700 : 99000,
      {
        category: 'Government',
        series: ssa,
      },
    );
    const rentDay = ym === '2025-08' ? '2025-08-09' : nextBiz(dayInMonth(y, m, 1));
    h.add(
      chk,
      rentDay,
      `ACH WEB DEBIT ELLICOTT PROPERTY MGMT RENT ${r.digits(8)}`,
      ym < '2025-09' ? -112500 : -117500,
      {
        category: r.chance(0.3) ? 'Rent' : '',
        series: rent,
      },
    );
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 21)),
      `ACH DEBIT NATIONAL GRID NY UTILITYPAY ${r.digits(10)}`,
      -r.centsFromDollars(m <= 3 || m >= 11 ? 190 : 70, m <= 3 || m >= 11 ? 320 : 130),
      {
        merchant: r.chance(0.5) ? 'National Grid' : '',
        category: 'Utilities',
        series: grid,
      },
    );
    h.add(
      chk,
      dayInMonth(y, m, 11),
      recurring(dayInMonth(y, m, 11), 'CRICKET WIRELESS 800-274-2538 GA'),
      ym < '2025-06' ? -5500 : ym < '2026-06' ? -6000 : -5000,
      {
        merchant: 'Cricket Wireless',
        category: 'Phone',
        series: cricket,
      },
    );
    h.add(
      chk,
      dayInMonth(y, m, 19),
      recurring(dayInMonth(y, m, 19), 'NETFLIX.COM LOS GATOS CA'),
      ym < '2025-02' ? -699 : -799,
      {
        merchant: 'Netflix',
        category: 'Entertainment',
        series: netflix,
      },
    );
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 28)),
      `ACH DEBIT PROGRESSIVE INS DIRECT PAY ${r.digits(8)}`,
      ym < '2025-11' ? -16833 : -17504,
      {
        merchant: 'Progressive',
        category: 'Insurance',
        series: insurance,
      },
    );
    if (ym >= '2025-02' && ym <= '2026-01')
      h.add(chk, dayInMonth(y, m, 14), `ACH DEBIT AFFIRM INC PAYMENT ${r.alnum(8)}`, -7492, {
        merchant: 'Affirm',
        category: r.chance(0.5) ? 'Loans' : '',
        series: affirm,
      });
    if (ym !== '2024-11') {
      const d = nextBiz(dayInMonth(y, m, 4));
      const amount = r.centsFromDollars(35, 140);
      h.add(chk, d, `ACH DEBIT CAPITAL ONE MOBILE PMT ${r.digits(12)}`, -amount, {
        merchant: 'Capital One',
        category: 'Credit Card Payment',
        series: capOut,
      });
      h.add(card, d, 'CAPITAL ONE AUTOPAY PYMT', amount, { category: 'Payment/Credit', series: capIn });
    }
  }
}
