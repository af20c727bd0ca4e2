import type { IsoDate } from '../dates';
import type { Cents } from '../money';

/** Every kind of alert, in the order the settings screen lists them. */
export const ALERT_KINDS = [
  'price_rise',
  'renewal',
  'fee',
  'still_charging',
  'new_recurring',
  'large_transaction',
  'low_balance',
  'login_required',
  'tax_due',
  // The forecast's first day below zero within 7 days.
  'overdraft',
  // A card or loan payment due within 3 days that nothing shows as paid.
  'payment_due',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * One alert a rule found. `dedupeKey` is stable for the same event whatever run finds it, so the server
 * stores each event once (unique per user and key). `amountCents` is what the weekly digest adds up:
 * the fee, the yearly cost of a price rise, the charge; null where a sum means nothing.
 */
export interface AlertCandidate {
  kind: AlertKind;
  dedupeKey: string;
  title: string;
  body: string;
  /** The app screen the notification opens. */
  href: string;
  eventDate: IsoDate;
  amountCents: Cents | null;
}

/** A recurring stream as stored after a detection run (positive amounts are money out). */
export interface AlertStream {
  id: string;
  name: string;
  direction: 'outflow' | 'inflow';
  cadence: string;
  kind: string;
  active: boolean;
  amountCents: Cents;
  firstDate: IsoDate;
  lastDate: IsoDate;
  nextDate: IsoDate;
  priceChanges: readonly { date: IsoDate; fromCents: Cents; toCents: Cents }[];
  /** From the user's decision: "I cancelled this", with the last charge seen then. */
  cancelledLastChargeDate: IsoDate | null;
  /** The user said "Not a subscription": no alert is about it. */
  dismissed: boolean;
}

export interface AlertFee {
  transactionId: string;
  kind: string;
  label: string;
  amountCents: Cents;
  date: IsoDate;
}

export interface AlertTransaction {
  id: string;
  name: string;
  amountCents: Cents;
  date: IsoDate;
  pending: boolean;
  /**
   * A charge the user already knows of: one of a recurring series they kept (rent, a card payment; its
   * price changes alert on their own) or money moved between their own accounts. Never "large".
   */
  expected: boolean;
}

export interface AlertAccount {
  id: string;
  name: string;
  /** Only cash accounts have a balance that can run low; cards and loans are debts. */
  cash: boolean;
  /** Available when the bank gives it, else current. */
  balanceCents: Cents;
}

export interface AlertProviderItem {
  id: string;
  institutionName: string;
  status: 'active' | 'login_required' | 'error';
  /** The day the item's status last changed: one login-required episode. */
  since: IsoDate;
}

export interface AlertState {
  today: IsoDate;
  streams: readonly AlertStream[];
  fees: readonly AlertFee[];
  transactions: readonly AlertTransaction[];
  accounts: readonly AlertAccount[];
  items: readonly AlertProviderItem[];
  largeTransactionCents: Cents;
  lowBalanceCents: Cents;
}
