/**
 * Household 1, Chase checking: the two payrolls, a tax refund, interest, and the bills paid by ACH (rent,
 * PG&E, EBMUD, Sonic, the student and car loans, a tax payment).
 */
import { every, monthlyOn, semiMonthly } from './lib';
import type { Oakland } from './household-1-setup';

export function addIncomeAndBills({ r, ach, L, add }: Oakland): void {
  // Income
  for (const d of semiMonthly())
    add(
      d,
      ach('GENENTECH INC', 'PAYROLL', '9111111103'),
      r.cents(402_000, 404_500),
      L('INCOME_WAGES', 'genentech'),
      'ACH_CREDIT',
    );
  for (const d of every(14, '2026-07-24'))
    add(
      d,
      ach('KAISER FOUNDATIO', 'DIR DEP', '9945123456'),
      r.cents(241_000, 268_000),
      L('INCOME_WAGES', 'kaiser-payroll'),
      'ACH_CREDIT',
    );
  add(
    '2026-08-19',
    ach('FRANCHISE TAX BD', 'CASTTAXRFD', '3946000000'),
    41_200,
    L('INCOME_TAX_REFUND', 'ca-ftb'),
    'ACH_CREDIT',
  );
  for (const d of monthlyOn(28))
    add(d, 'INTEREST PAYMENT', r.cents(31, 95), L('INCOME_INTEREST_EARNED', 'chase-interest'), 'MISC_CREDIT');

  // Bills
  for (const d of monthlyOn(1))
    add(
      d,
      ach('AVALONBAY CMNTY', 'RENT PAYMT', '1522346102', 'WEB'),
      -348_500,
      L('RENT_AND_UTILITIES_RENT', 'avalonbay'),
    );
  for (const d of monthlyOn(12))
    add(
      d,
      ach('PGANDE', 'WEB ONLINE', '9946402004'),
      -r.cents(9_800, 21_400),
      L('RENT_AND_UTILITIES_GAS_AND_ELECTRICITY', 'pge'),
    );
  for (const d of ['2026-08-06', '2026-10-06'])
    add(
      d,
      ach('EAST BAY MUD', 'WEB PMTS', '9400106001', 'WEB'),
      -r.cents(11_000, 16_500),
      L('RENT_AND_UTILITIES_WATER', 'ebmud'),
    );
  for (const d of monthlyOn(9))
    add(
      d,
      ach('SONIC.NET INC', 'SONIC', '2942671234'),
      -5_000,
      L('RENT_AND_UTILITIES_INTERNET_AND_CABLE', 'sonic'),
    );
  for (const d of monthlyOn(21))
    add(
      d,
      ach('NELNET', 'STUDENT LN', '1840485001'),
      -31_247,
      L('LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT', 'nelnet'),
    );
  for (const d of monthlyOn(17))
    add(
      d,
      ach('TOYOTA MOTOR CR', 'AUTO PYMT', '9953334444', 'WEB'),
      -41_860,
      L('LOAN_PAYMENTS_CAR_PAYMENT', 'toyota-financial'),
    );
  add(
    '2026-09-15',
    ach('IRS', 'USATAXPYMT', '3387702000'),
    -180_000,
    L('GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT', 'irs'),
  );
}
