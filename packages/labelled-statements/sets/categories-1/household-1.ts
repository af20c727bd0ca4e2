/**
 * Household 1: a couple in Oakland CA. Chase checking (Chase's CSV: Details, Posting Date, Description, Amount,
 * Type, Balance; ACH as "<CO NAME> <DESCR> PPD ID: ...", debit card as "CARD PURCHASE mm/dd ... CARD 7733"),
 * a Chase Sapphire card (Chase card CSV with its own Category column) and an Amex Gold (charges positive, no
 * category column, "AplPay" on wallet taps). Corrections: Costco filed as Groceries; the weekly Zelle to the
 * babysitter filed as Childcare; Homeroom (a restaurant whose name says nothing) filed as Restaurant.
 */
import { addIncomeAndBills } from './household-1-checking-bills';
import { addMoneyMovedAndDebitCard } from './household-1-checking-transfers';
import { addCards } from './household-1-cards';
import { setUp } from './household-1-setup';

export function oaklandCouple() {
  const s = setUp();
  addIncomeAndBills(s);
  addMoneyMovedAndDebitCard(s);
  addCards(s);
  return s.h;
}
