/**
 * Household 3: a freelance designer, Raleigh NC. Bank of America checking (its CSV with the summary block
 * above the rows and a running balance), a Navy Federal Visa downloaded as QFX (OFX 1.02 SGML, NAME cut at 32
 * characters), a Citi Double Cash (Status, Date, Description, Debit, Credit: credits printed negative) and a
 * USAA savings account as QIF (M/D/YY dates, 1,234.56 amounts).
 */
import type { Household } from '../../kit/household';
import { addIncomeBillsAndTransfers } from './household-3-checking-bills';
import { addFeesAndSpending } from './household-3-checking-extras';
import { addCiti } from './household-3-citi';
import { addNavyFederal } from './household-3-nfcu';
import { setUp } from './household-3-setup';
import { addUsaaWithdrawals } from './household-3-usaa';

export function boaHousehold(seedOffset = 0): Household {
  const s = setUp(seedOffset);
  addIncomeBillsAndTransfers(s);
  addFeesAndSpending(s);
  addNavyFederal(s);
  addCiti(s);
  addUsaaWithdrawals(s);
  return s.h;
}
