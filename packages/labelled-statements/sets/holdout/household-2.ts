/**
 * Household 2: a gig worker in Houston TX. Navy Federal checking (Uber and DoorDash instant payouts) and an
 * Apple Card (exported newest first).
 */
import { addIncomeAndBills } from './household-2-checking-income-bills';
import { addTransfersAndFees } from './household-2-checking-transfers-fees';
import { addCheckingSpending } from './household-2-checking-spending';
import { addAppleCard } from './household-2-apple-card';
import type { Household } from '../../kit/household';
import { setUp } from './household-2-setup';

export function household2(): Household {
  const s = setUp();
  addIncomeAndBills(s);
  addTransfersAndFees(s);
  addCheckingSpending(s);
  addAppleCard(s);
  return s.h;
}
