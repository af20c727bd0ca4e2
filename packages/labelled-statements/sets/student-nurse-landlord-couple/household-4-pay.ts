import { addDays } from '@tourniquet/domain';
import { dayInMonth, yymmdd } from '../../kit/calendar';
import { type Household, MONTHS, lastBizOfMonth, prevBiz } from '../../kit/household';
import type { Rng } from '../../kit/random';

/** Household 4, Regions joint checking: his semi-monthly salary and her weekly pay (with the summer 2025 leave). */
export function couplePay(h: Household, r: Rng, chk: string): void {
  // His semi-monthly salary.
  const his = h.defineSeries('his-salary', chk, 'semi_monthly', 'income', true);
  for (const [y, m] of MONTHS) {
    for (const d of [prevBiz(dayInMonth(y, m, 15)), lastBizOfMonth(y, m)]) {
      h.add(
        chk,
        d,
        `BAYCARE HEALTH SY PAYROLL ${yymmdd(d)} ${r.digits(6)} DANIEL RIVERA`,
        d < '2026-01-01' ? 289042 : 300410,
        {
          merchant: 'BayCare',
          category: 'Paycheck',
          series: his,
        },
      );
    }
  }
  h.add(chk, '2025-03-07', 'BAYCARE HEALTH SY PAYROLL 250307 449102 DANIEL RIVERA', 175000, {
    merchant: 'BayCare',
    category: 'Paycheck',
  });
  // Her weekly pay, with an 8-week leave.
  const hers = h.defineSeries('her-weekly-pay', chk, 'weekly', 'income', false);
  for (let friday = '2024-11-22'; friday <= '2026-11-20'; friday = addDays(friday, 7)) {
    if (friday >= '2025-07-04' && friday <= '2025-08-22') continue;
    const d = prevBiz(friday);
    h.add(chk, d, `CHEWY INC DIR DEP ${yymmdd(d)} EMILY RIVERA`, r.centsFromDollars(510, 770), {
      merchant: 'Chewy',
      category: 'Paycheck',
      series: hers,
    });
  }
}
