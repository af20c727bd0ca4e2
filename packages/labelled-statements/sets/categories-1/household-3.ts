/**
 * Household 3: a single engineer in Minneapolis MN. Wells Fargo checking (its header-less CSV: date, amount,
 * "*", check number, description; ACH as "<CO> <DESCR> <YYMMDD> <ID> <NAME>", debit card as "PURCHASE AUTHORIZED
 * ON mm/dd ... S<15 digits> CARD 0912"), a Navy Federal savings account (OFX download, the credit union's
 * "Dividend" being savings interest), an Amex Blue Cash (charges positive) and a Citi Custom Cash (no category
 * column). Corrections: the Zelle to the landlord filed as Rent, Kwik Trip filed as Gas, Dogwood (a coffee shop
 * whose name says nothing) as Coffee.
 */
import { addIncomeAndBills } from './household-3-checking-bills';
import { addSavingsTransfersAndDebitCard } from './household-3-checking-transfers';
import { addCards } from './household-3-cards';
import { setUp } from './household-3-setup';

export function minneapolisSingle() {
  const s = setUp();
  addIncomeAndBills(s);
  addSavingsTransfersAndDebitCard(s);
  addCards(s);
  return s.h;
}
