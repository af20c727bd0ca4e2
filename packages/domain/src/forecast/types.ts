import type { IsoDate } from '../dates';
import type { Cents } from '../money';
import type { Cadence, StreamDirection, StreamKind } from '../recurring/engine/types';

/** What an event of the forecast is; `spending` is the everyday allowance. */
export const FORECAST_EVENT_KINDS = [
  'income',
  'bill',
  'subscription',
  'loan',
  'transfer',
  'card_payment',
  'spending',
] as const;
export type ForecastEventKind = (typeof FORECAST_EVENT_KINDS)[number];

/** A cash account (checking, savings, cash) with today's balance: the provider's, or its anchor moved by its rows. */
export interface ForecastAccount {
  id: string;
  name: string;
  /** The balance as stored; pending rows are taken off by the forecast (they have left the account already). */
  balanceCents: Cents;
}

/** A recurring series as the engine stored it, with the user's decision. */
export interface ForecastStream {
  id: string;
  accountId: string;
  name: string;
  merchant: string;
  kind: StreamKind;
  cadence: Cadence;
  direction: StreamDirection;
  active: boolean;
  /** 'cancelled' and 'dismissed' series never come back into the forecast. */
  status: 'active' | 'dismissed' | 'cancelled';
  /** The latest charge (product sign: positive = money out). A price rise shows here first. */
  amountCents: Cents;
  /** The series' usual amount; a varying bill is forecast at it. */
  typicalAmountCents: Cents;
  variableAmount: boolean;
  lastDate: IsoDate;
  nextDate: IsoDate;
}

/** A recent row of a cash account (the last months and anything pending). */
export interface ForecastRow {
  id: string;
  accountId: string;
  date: IsoDate;
  /** Product sign: positive = money out. */
  amountCents: Cents;
  pending: boolean;
  /** The series the row belongs to, when the engine put it in one. */
  streamId: string | null;
  /** The row is money moved between the user's own accounts or a loan or card payment (not spending). */
  transfer: boolean;
}

/** A credit card's (or a loan's) recent rows (product sign: a purchase is positive, a payment or refund negative). */
export interface ForecastCard {
  id: string;
  rows: readonly { date: IsoDate; amountCents: Cents }[];
}

export interface ForecastEvent {
  date: IsoDate;
  accountId: string;
  name: string;
  amountCents: Cents;
  kind: ForecastEventKind;
  streamId: string | null;
  /** The card or loan the payment goes to, when known (a card's autopay, the adopted debt plan's payments). */
  paysAccountId?: string;
}

export interface ForecastInput {
  asOf: IsoDate;
  days: number;
  accounts: readonly ForecastAccount[];
  streams: readonly ForecastStream[];
  rows: readonly ForecastRow[];
  /** The user's credit cards with their recent rows: a card autopay is forecast from the card's statement. */
  cards?: readonly ForecastCard[];
  /**
   * The posted transfers out of the cash accounts over the cards' history, older than `rows` reaches: a card
   * autopay series is told apart from a part payment by a year of its payments, not the two or three of
   * the last months.
   */
  seriesCharges?: readonly ForecastRow[];
  /** The user's loans with their recent rows: a series whose charges come back as a loan's payments pays it. */
  loans?: readonly ForecastCard[];
  /** Below this balance a day counts as an overdraft (0 by default; a cushion the user sets). */
  cushionCents?: Cents;
  /** The adopted debt plan's extra payments (on top of the minimums the series already pay). */
  plannedPayments?: readonly ForecastEvent[];
}

export interface DayBalance {
  date: IsoDate;
  balanceCents: Cents;
}

/** GET /api/forecast's body plus the allowance the screen states. */
export interface Forecast {
  asOf: IsoDate;
  days: number;
  startBalanceCents: Cents;
  accounts: { id: string; name: string; startBalanceCents: Cents }[];
  daily: DayBalance[];
  events: ForecastEvent[];
  lowest: DayBalance;
  overdraft: DayBalance | null;
  safeToSpendCents: Cents;
  nextIncome: { date: IsoDate; amountCents: Cents } | null;
  /** Everyday spending per day, learned from the last months (already among the events as `spending`). */
  dailyAllowanceCents: Cents;
  /** Income with no schedule per day, learned the same way (among the events as `income` with no series). */
  dailyIrregularIncomeCents: Cents;
}
