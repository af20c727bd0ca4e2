/**
 * Household 1: a retired couple in Tucson AZ. Chase checking (exported newest first, ACH in Chase's
 * `ORIG CO NAME:... CO ENTRY DESCR:...` shape) and a Discover card.
 */
import type { Household } from '../../kit/household';
import { addBillsAndSavings } from './household-1-checking-bills';
import { addPaymentsFeesAndCash } from './household-1-checking-fees';
import { addIncomeAndPremiums } from './household-1-checking-income';
import { addDiscover } from './household-1-discover';
import { setUp } from './household-1-setup';

export function household1(): Household {
  const s = setUp();
  addIncomeAndPremiums(s);
  addBillsAndSavings(s);
  addPaymentsFeesAndCash(s);
  addDiscover(s);
  return s.h;
}
