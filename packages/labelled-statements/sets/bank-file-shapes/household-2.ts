/**
 * Household 2: a family of four, Tampa FL. Wells Fargo checking and Way2Save savings (Wells Fargo's header-less
 * CSV: date, amount, "*", check number, description; newest first), a Capital One Quicksilver card (Transaction
 * Date, Posted Date, Card No., Description, Category, Debit, Credit; ISO dates) and a Discover it card (charges
 * positive: imported with amountSign=positive-out).
 */
import type { Household } from '../../kit/household';
import { addCapitalOne } from './household-2-capital-one';
import { addIncomeAndBills } from './household-2-checking-bills';
import { addFeesAndNoise } from './household-2-checking-fees';
import { addDiscover } from './household-2-discover';
import { setUp } from './household-2-setup';

export function wellsHousehold(seedOffset = 0): Household {
  const s = setUp(seedOffset);
  addIncomeAndBills(s);
  addFeesAndNoise(s);
  addCapitalOne(s);
  addDiscover(s);
  return s.h;
}
