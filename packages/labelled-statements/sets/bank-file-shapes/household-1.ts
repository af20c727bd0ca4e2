/**
 * Household 1: a teacher and a nurse, Columbus OH. Chase Total Checking (Chase's own CSV: Details, Posting
 * Date, Description, Amount, Type, Balance, Check or Slip #; newest first), a Chase Freedom card (Chase card CSV,
 * purchases negative) and an Amex Blue Cash card (Amex CSV, charges positive: imported with amountSign=positive-out).
 */
import type { Household } from '../../kit/household';
import { addAmex } from './household-1-amex';
import { addIncomeAndBills } from './household-1-checking-bills';
import { addDebitCardAndAtm } from './household-1-checking-card';
import { addFreedomCard } from './household-1-freedom';
import { setUp } from './household-1-setup';

export function chaseHousehold(seedOffset = 0): Household {
  const s = setUp(seedOffset);
  addIncomeAndBills(s);
  addDebitCardAndAtm(s);
  addFreedomCard(s);
  addAmex(s);
  return s.h;
}
