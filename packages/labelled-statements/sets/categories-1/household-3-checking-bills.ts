/**
 * Household 3, Wells Fargo checking: the Medtronic pay, Upwork payouts and a mobile deposit, and the bills
 * (rent by Zelle to the landlord, utilities, internet, the student and car loans, state tax).
 */
import { mmSlashDd } from '../../kit/calendar';
import { every, monthlyOn } from './lib';
import type { Minneapolis } from './household-3-setup';
import { m } from './merchants';

export function addIncomeAndBills({ r, h, chk, ach, L, add }: Minneapolis): void {
  // Income
  for (const d of every(14, '2026-07-24'))
    add(
      d,
      ach('MEDTRONIC USA', 'PAYROLL', d, `XXXXX${r.digits(4)}`),
      r.cents(318_000, 321_000),
      L('INCOME_WAGES', 'medtronic-payroll'),
    );
  for (const d of ['2026-08-12', '2026-09-09', '2026-10-14', '2026-11-10'])
    add(
      d,
      ach('UPWORK ESCROW INC', 'UPWORK ESC', d, r.digits(10)),
      r.cents(40_000, 150_000),
      L('INCOME_WAGES', 'upwork'),
    );
  add(
    '2026-09-24',
    `MOBILE DEPOSIT : REF NUMBER :${r.digits(12)}`,
    20_000,
    L('TRANSFER_IN_DEPOSIT', 'mobile-deposit'),
  );

  // Bills
  for (const d of monthlyOn(1))
    add(
      d,
      `ZELLE TO SHAH PRIYA ON ${mmSlashDd(d)} REF # WFCT0${r.code(6)}`,
      -172_500,
      L('TRANSFER_OUT_ACCOUNT_TRANSFER', 'zelle-priya-shah'),
    );
  for (const d of monthlyOn(11))
    add(
      d,
      ach('XCEL ENERGY-NSP', 'XCELENERGY', d, r.digits(10)),
      -r.cents(5_500, 12_000),
      L('RENT_AND_UTILITIES_GAS_AND_ELECTRICITY', 'xcel'),
    );
  for (const d of monthlyOn(14))
    add(
      d,
      ach('CENTERPOINT ENER', 'BILLPAY', d, r.digits(10)),
      -r.cents(2_000, 7_800),
      L('RENT_AND_UTILITIES_GAS_AND_ELECTRICITY', 'centerpoint'),
    );
  for (const d of monthlyOn(5))
    h.buy(
      chk,
      d,
      m('comcast', 'RENT_AND_UTILITIES_INTERNET_AND_CABLE', [80, 80], 'COMCAST', {
        where: '800-COMCAST MN',
        recurring: true,
      }),
    );
  for (const d of monthlyOn(28))
    add(
      d,
      ach('DEPT EDUCATION', 'STUDENT LN', d, `XXXXXX${r.digits(4)}`),
      -22_914,
      L('LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT', 'dept-education'),
    );
  for (const d of monthlyOn(18))
    add(d, ach('ALLY', 'ALLY PAYMT', d, r.digits(7)), -38_744, L('LOAN_PAYMENTS_CAR_PAYMENT', 'ally-auto'));
  add(
    '2026-09-15',
    ach('MN DEPT OF REVEN', 'MN REV PAY', '2026-09-15', r.digits(9)),
    -62_000,
    L('GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT', 'mn-revenue'),
  );
}
