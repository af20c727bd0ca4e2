/**
 * Household 2, Bank of America checking: the two payrolls and other income, and the bills paid by ACH
 * (mortgage, utilities, phone, insurance, KinderCare, Affirm).
 */
import { every, monthlyOn, semiMonthly } from './lib';
import type { RoundRock } from './household-2-setup';

export function addIncomeAndBills({ r, ach, L, add }: RoundRock): void {
  // Income
  for (const d of every(14, '2026-07-24'))
    add(
      d,
      ach('DELL USA LP', 'PAYROLL', `XXXXX${r.digits(5)}`, 'GARCIA,ELENA', '9741234567'),
      r.cents(288_000, 292_000),
      L('INCOME_WAGES', 'dell-payroll'),
    );
  for (const d of semiMonthly())
    add(
      d,
      ach('ROUND ROCK ISD', 'DIR DEP', `XXXXX${r.digits(5)}`, 'GARCIA MARCO', '1746001234'),
      198_412,
      L('INCOME_WAGES', 'rrisd-payroll'),
    );
  add(
    '2026-08-26',
    ach('IRS TREAS 310', 'TAX REF', `XXXXX${r.digits(5)}`, 'GARCIA MARCO', '9101036151'),
    63_400,
    L('INCOME_TAX_REFUND', 'irs-refund'),
  );
  add(
    '2026-09-09',
    `BKOFAMERICA MOBILE 09/09 ${r.digits(10)} DEPOSIT *MOBILE TX`,
    15_000,
    L('TRANSFER_IN_DEPOSIT', 'mobile-deposit'),
  );
  add(
    '2026-11-02',
    `BKOFAMERICA MOBILE 11/02 ${r.digits(10)} DEPOSIT *MOBILE TX`,
    8_500,
    L('TRANSFER_IN_DEPOSIT', 'mobile-deposit'),
  );
  for (const d of monthlyOn(27))
    add(d, 'Interest Earned', r.cents(3, 19), L('INCOME_INTEREST_EARNED', 'boa-interest'));

  // Bills
  for (const d of monthlyOn(1))
    add(
      d,
      ach('ROCKET MORTGAGE', 'MTG PYMT', r.digits(10), 'MARCO GARCIA', '3381692921'),
      -264_118,
      L('LOAN_PAYMENTS_MORTGAGE_PAYMENT', 'rocket-mortgage'),
    );
  for (const d of monthlyOn(6))
    add(
      d,
      ach('TXU ENERGY', 'TXU ENERGY', r.digits(12), 'GARCIA MARCO', '1752032004', 'WEB'),
      -r.cents(14_000, 32_000),
      L('RENT_AND_UTILITIES_GAS_AND_ELECTRICITY', 'txu'),
    );
  for (const d of monthlyOn(10))
    add(
      d,
      ach('TEXAS GAS SERVICE', 'UTIL PMT', r.digits(9), 'GARCIA MARCO', '1730312345', 'WEB'),
      -r.cents(2_800, 6_200),
      L('RENT_AND_UTILITIES_GAS_AND_ELECTRICITY', 'texas-gas-service'),
    );
  for (const d of monthlyOn(13))
    add(
      d,
      ach('CITY OF ROUND RO', 'UTILITY', r.digits(8), 'MARCO GARCIA', '1746000470', 'WEB'),
      -r.cents(7_500, 14_500),
      L('RENT_AND_UTILITIES_WATER', 'city-round-rock'),
    );
  for (const d of monthlyOn(18))
    add(
      d,
      ach('SPECTRUM', 'SPECTRUM', r.digits(9), 'ELENA GARCIA', '1841162534', 'WEB'),
      -8_999,
      L('RENT_AND_UTILITIES_INTERNET_AND_CABLE', 'spectrum'),
    );
  for (const d of monthlyOn(20))
    add(
      d,
      ach('ATT', 'Payment', r.digits(12), 'ELENA GARCIA', '9864031004', 'WEB'),
      -r.cents(17_000, 19_500),
      L('RENT_AND_UTILITIES_TELEPHONE', 'att'),
    );
  for (const d of monthlyOn(15))
    add(
      d,
      ach('STATE FARM RO 27', 'CPC-CLIENT', r.digits(10), 'MARCO GARCIA', '9000313004'),
      -24_611,
      L('GENERAL_SERVICES_INSURANCE', 'state-farm'),
    );
  for (const d of every(14, '2026-07-27'))
    add(
      d,
      ach('KINDERCARE EDUCATI', 'TUITION', r.digits(9), 'ELENA GARCIA', '1931052765', 'WEB'),
      -61_500,
      L('GENERAL_SERVICES_CHILDCARE', 'kindercare'),
    );
  for (const d of monthlyOn(23))
    add(
      d,
      ach('WASTE CONNECTIONS', 'BILLPAY', r.digits(8), 'MARCO GARCIA', '2202961234', 'WEB'),
      -3_410,
      L('RENT_AND_UTILITIES_SEWAGE_AND_WASTE_MANAGEMENT', 'waste-connections'),
    );
  for (const d of monthlyOn(4))
    add(
      d,
      ach('AFFIRM INC', 'AFFIRM PAY', r.digits(10), 'ELENA GARCIA', '4833342123', 'WEB'),
      -8_433,
      L('LOAN_PAYMENTS_PERSONAL_LOAN_PAYMENT', 'affirm'),
    );
  for (const d of monthlyOn(8))
    add(
      d,
      ach('PAYPAL', 'INST XFER', 'LONESTARSOCC', 'ELENA GARCIA', 'PAYPALSI77', 'WEB'),
      -6_500,
      L('ENTERTAINMENT_OTHER_ENTERTAINMENT', 'paypal-lonestar-soccer'),
    );
  for (const d of ['2026-08-07', '2026-09-30', '2026-11-11'])
    add(
      d,
      ach('PAYPAL', 'INST XFER', r.digits(11), 'ELENA GARCIA', 'PAYPALSI77', 'WEB'),
      -r.cents(1_500, 9_000),
      L('TRANSFER_OUT_ACCOUNT_TRANSFER', 'paypal-unknown'),
    );
}
