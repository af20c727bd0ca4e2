/**
 * Household 1, Chase checking: Social Security for both, the ASRS pension, Medicare Part B by Easy Pay and the
 * two Medigap plans.
 */
import { END, monthlyDates, nthWeekdayDates, put } from './lib';
import { prevBiz } from '../../kit/household';
import type { Tucson } from './household-1-setup';

export function addIncomeAndPremiums({ h, chk, ach, achL }: Tucson): void {
  // Social Security, Robert: second Wednesday, COLA in January.
  const ssaR = h.defineSeries('ssa-robert', chk.file, 'monthly', 'income', true);
  for (const d of nthWeekdayDates('2024-12-01', END, 3, 2)) {
    const amount = d < '2025-01-01' ? 241200 : d < '2026-01-01' ? 247230 : 254150;
    put(
      chk,
      prevBiz(d),
      ach('SSA  TREAS 310', '9031036000', 'XXSOC SEC', 'PPD', d, 'XXXXX6633A'),
      amount,
      ['ssa', 'Social Security Administration', 'Income'],
      { series: ssaR },
    );
  }
  // Social Security, Linda: fourth Wednesday, started July 2026.
  const ssaL = h.defineSeries('ssa-linda', chk.file, 'monthly', 'income', false);
  for (const d of nthWeekdayDates('2026-07-01', END, 3, 4))
    put(
      chk,
      prevBiz(d),
      achL('SSA  TREAS 310', '9031036000', 'XXSOC SEC', 'PPD', d, 'XXXXX2208A'),
      161800,
      ['ssa', 'Social Security Administration', 'Income'],
      { series: ssaL },
    );

  // ASRS pension: first of the month, paid the business day before when the 1st is not one.
  const pension = h.defineSeries('asrs-pension', chk.file, 'monthly', 'income', true);
  for (const d of monthlyDates('2024-12-01', END, 1, 'prev'))
    put(
      chk,
      d,
      ach('AZ STATE RETIRE', '1860126789', 'ANNUITY', 'PPD', d, '00418822'),
      d < '2025-12-30' ? 310417 : 308842,
      ['asrs', 'Arizona State Retirement System', 'Income', { merchant: 'ASRS' }],
      { series: pension },
    );
  // Off-cycle: a retro COLA adjustment under the same description.
  put(
    chk,
    '2025-07-15',
    ach('AZ STATE RETIRE', '1860126789', 'ANNUITY', 'PPD', '2025-07-15', '00418822'),
    41200,
    ['asrs', 'Arizona State Retirement System', 'Income'],
  );

  // Medicare Part B Easy Pay for Linda until her Social Security withholds it.
  const medicare = h.defineSeries('medicare-easy-pay', chk.file, 'monthly', 'bill', true);
  for (const d of monthlyDates('2024-11-20', '2026-06-30', 20, 'next')) {
    const amount = d < '2025-01-01' ? 17470 : d < '2026-01-01' ? 18500 : 20290;
    put(
      chk,
      d,
      achL('CMS MEDICARE', '9101209004', 'MEDICARE PREM', 'PPD', d, '1EG4TE5MK72'),
      -amount,
      ['cms', 'Medicare', 'Insurance', { category: 'Government' }],
      { series: medicare },
    );
  }

  // Two Medigap plans at Mutual of Omaha, both drafted on the 1st.
  const gapR = h.defineSeries('medigap-robert', chk.file, 'monthly', 'bill', true);
  const gapL = h.defineSeries('medigap-linda', chk.file, 'monthly', 'bill', true);
  for (const d of monthlyDates('2024-12-01', END, 1, 'next')) {
    const r = d < '2025-04-01' ? 21840 : d < '2026-04-01' ? 23150 : 24610;
    const l = d < '2025-09-01' ? 19685 : d < '2026-09-01' ? 20830 : 22170;
    put(
      chk,
      d,
      ach('MUTUAL OF OMAHA', '4470192831', 'INS PREM', 'PPD', d, 'MS8812004'),
      -r,
      ['moo', 'Mutual of Omaha', 'Insurance'],
      { series: gapR },
    );
    put(
      chk,
      d,
      achL('MUTUAL OF OMAHA', '4470192831', 'INS PREM', 'PPD', d, 'MS8812019'),
      -l,
      ['moo', 'Mutual of Omaha', 'Insurance'],
      { series: gapL },
    );
  }
}
