/**
 * Household 2: a family of four in Round Rock TX. Bank of America checking (its CSV: a summary block, then Date,
 * Description, Amount, Running Bal.; ACH as "<CO> DES:<descr> ID:<id> INDN:<name> CO ID:<id> PPD", debit card as
 * "CHECKCARD mmdd ... <23-digit ref>" or "<store> mm/dd PURCHASE <city>"), a Citi Double Cash (Status, Date,
 * Description, Debit, Credit; no category column) and a Capital One Savor (its CSV with a Category column).
 * Corrections: Walmart filed as Groceries, the lawn man's Square payments as Repair and Maintenance, the taco
 * truck (a name that says nothing) as Restaurant.
 */
import { addIncomeAndBills } from './household-2-checking-bills';
import { addMoneyMovedAndDebitCard } from './household-2-checking-transfers';
import { addCards } from './household-2-cards';
import { setUp } from './household-2-setup';

export function roundRockFamily() {
  const s = setUp();
  addIncomeAndBills(s);
  addMoneyMovedAndDebitCard(s);
  addCards(s);
  return s.h;
}
