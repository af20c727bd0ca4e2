/** Household 4: a warehouse worker and a child in Buffalo NY. M&T checking, a Capital One card, Cash App. */
import type { Household } from '../../kit/household';
import { addCard } from './household-4-card';
import { addCashApp } from './household-4-cash-app';
import { addIncomeAndBills } from './household-4-checking-bills';
import { addDebitSpendingAndFees } from './household-4-checking-spending';
import { setUp } from './household-4-setup';

export function hourly(): Household {
  const s = setUp();
  addIncomeAndBills(s);
  addCard(s);
  addCashApp(s);
  addDebitSpendingAndFees(s);
  return s.h;
}
