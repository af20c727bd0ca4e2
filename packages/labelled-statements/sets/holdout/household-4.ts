/**
 * Household 4: a small ceramics studio in Denver CO. US Bank business checking and a Chase Ink business card.
 */
import { addIncomeAndBills } from './household-4-checking-income-bills';
import { addTransfersAndFees } from './household-4-checking-transfers-fees';
import { addCheckingSpending } from './household-4-checking-spending';
import { addInkSoftware } from './household-4-ink-software';
import { addInkFeesAndSpending } from './household-4-ink-fees-spending';
import type { Household } from '../../kit/household';
import { setUp } from './household-4-setup';

export function household4(): Household {
  const s = setUp();
  addIncomeAndBills(s);
  addTransfersAndFees(s);
  addCheckingSpending(s);
  addInkSoftware(s);
  addInkFeesAndSpending(s);
  return s.h;
}
