import { cardPayments } from './card-payments';
import { HouseholdBuilder } from './household';
import { household1Card } from './household-1-card';
import { household1CardSpending } from './household-1-card-spending';
import { household1Checking } from './household-1-checking';
import { household1CheckingExtras } from './household-1-checking-extras';
import { monthlyDates, without } from './schedule';

const NOTES = [
  'Household 1: a young single renter in Charlotte NC. Bank of America checking (salary semi-monthly, rent,',
  'bills, Netflix on the debit card) and a Chase Freedom card (most subscriptions, everyday spending).',
  'Card payments are labelled kind transfer on both sides. Bank fees are fees only, never series (the',
  'monthly maintenance fee included). The manual late card payment of 2025-09-02 is off the autopay',
  'schedule and belongs to no series; the payroll-described bonus and reimbursement belong to no series.',
].join(' ');

export function household1(seed = 101): HouseholdBuilder {
  const h = new HouseholdBuilder(seed, NOTES);
  const checking = h.account('boa-checking.csv', 'depository', 'bank', 'asc');
  const card = h.account('chase-card.csv', 'credit', 'card', 'desc');
  // Autopay on the 25th (next business day); the August 2025 autopay did not run.
  const dates = without(monthlyDates({ day: 25, shift: 'next' }), '2025-08-01', '2025-08-31');
  const payments = cardPayments(h.rng, dates, 68000, 152000);
  household1Checking(h, checking, payments);
  household1CheckingExtras(h, checking);
  household1Card(h, card, payments);
  household1CardSpending(h, card);
  return h;
}
