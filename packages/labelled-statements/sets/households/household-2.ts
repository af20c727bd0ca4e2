import { addDays } from '@tourniquet/domain';
import { shiftToBusinessDay } from '../../kit/calendar';
import { cardPayments } from './card-payments';
import { HouseholdBuilder } from './household';
import { household2Card } from './household-2-card';
import { household2CardSpending } from './household-2-card-spending';
import { household2Checking } from './household-2-checking';
import type { SavingsTransfer } from './household-2-checking';
import { household2CheckingExtras } from './household-2-checking-extras';
import { household2Savings } from './household-2-savings';
import { monthlyDates } from './schedule';

const NOTES = [
  'Household 2: a family in Mesa AZ. Wells Fargo Everyday Checking (two pays, mortgage, auto loan paid off',
  'in May 2026, utilities, weekly daycare until August 2026), Way2Save savings (the monthly transfer and',
  'interest earned, labelled a monthly income series), and a Capital One Venture card (subscriptions, a',
  'weekly lawn service, semi-annual car insurance, the Costco membership). The mortgage escrow change is a',
  'price change of a fixed loan payment. Fees are never series. The gym "ANNUAL FEE" line is a membership',
  'charge (a series), not a bank fee; the Capital One annual membership fee is a bank fee.',
].join(' ');

export function household2(seed = 202): HouseholdBuilder {
  const h = new HouseholdBuilder(seed, NOTES);
  const checking = h.account('wells-fargo-checking.csv', 'depository', 'bank', 'asc');
  const savingsFile = h.account('wells-fargo-savings.csv', 'depository', 'bank', 'asc');
  const card = h.account('capital-one-card.csv', 'credit', 'card', 'desc');
  const payments = cardPayments(h.rng, monthlyDates({ day: 18, shift: 'next' }), 145000, 362000);
  // The Capital One side credits the payment a day after Wells Fargo sends it (next business day).
  const received = payments.map((p) => ({ ...p, date: shiftToBusinessDay(addDays(p.date, 1), 'next') }));
  const savings: SavingsTransfer[] = monthlyDates({ day: 15, shift: 'next' }).map((date) => ({
    date,
    cents: 30000,
    ref: `IB0${h.rng.code(7)}`,
  }));
  household2Checking(h, checking, payments, savings);
  household2CheckingExtras(h, checking);
  household2Savings(h, savingsFile, savings);
  household2Card(h, card, received);
  household2CardSpending(h, card);
  return h;
}
