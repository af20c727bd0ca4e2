/**
 * Household 3: a dual-income family in Columbus OH. PNC checking (partner A), USAA checking (partner B) and an
 * Amex card.
 */
import type { Household } from '../../kit/household';
import { addAmex } from './household-3-amex';
import { addPncBills } from './household-3-pnc-bills';
import { addPncCashAndSpending } from './household-3-pnc-cash';
import { setUp } from './household-3-setup';
import { addUsaa } from './household-3-usaa';

export function household3(): Household {
  const s = setUp();
  addPncBills(s);
  addPncCashAndSpending(s);
  addUsaa(s);
  addAmex(s);
  return s.h;
}
