import { cardPayments } from './card-payments';
import { HouseholdBuilder } from './household';
import { household3Card } from './household-3-card';
import { household3CardSpending } from './household-3-card-spending';
import { household3Checking } from './household-3-checking';
import { household3CheckingExtras } from './household-3-checking-extras';
import { monthlyDates, without } from './schedule';

const NOTES = [
  'Household 3: a freelance designer in Oakland CA. Golden 1 Credit Union checking (a fixed monthly',
  'retainer, biweekly hourly pay from Feb 2025 with a summer break, irregular client income that is no',
  'series, rent by paper check, quarterly estimated taxes on the uneven IRS dates, overdrafts) and a Citi',
  'card used in Lisbon and Mexico City (a FOREIGN TRANSACTION FEE line beside every purchase abroad).',
  'The September 2025 card payment was missed (late fee, later refunded; the refund is not a fee). The',
  'September 2025 health premium bounced and was re-presented six days later: the re-presented debit is',
  'the series line, the RETURNED ITEM FEE is a fee. "FOREIGN ATM FEE" is an out-of-network ATM fee (kind',
  'atm). Recurring fees (interest, paper statements) are fees only, never series.',
].join(' ');

export function household3(seed = 303): HouseholdBuilder {
  const h = new HouseholdBuilder(seed, NOTES);
  const checking = h.account('golden1-checking.csv', 'depository', 'bank', 'asc');
  const card = h.account('citi-card.csv', 'credit', 'card', 'desc');
  const dates = without(monthlyDates({ day: 20, shift: 'next' }), '2025-09-01', '2025-09-30');
  const payments = cardPayments(h.rng, dates, 42000, 128000);
  household3Checking(h, checking, payments);
  household3CheckingExtras(h, checking);
  household3Card(h, card, payments);
  household3CardSpending(h, card);
  return h;
}
