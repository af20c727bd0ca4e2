import { z } from 'zod';
import { ALERT_KINDS, type AlertKind } from './types';

/** Where an event reaches the user. */
export interface AlertChannels {
  inApp: boolean;
  email: boolean;
}

export interface NotificationSettings {
  events: Record<AlertKind, AlertChannels>;
  largeTransactionCents: number;
  lowBalanceCents: number;
  /** The overdraft alert warns when the forecast goes below this (0: below zero). */
  overdraftCushionCents: number;
  weeklyDigest: boolean;
}

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  price_rise: 'Price rise on a subscription',
  renewal: 'Renewal due in 7 days',
  fee: 'New bank fee',
  still_charging: 'Cancelled subscription still charging',
  new_recurring: 'New recurring charge found',
  large_transaction: 'Large transaction',
  low_balance: 'Low balance',
  login_required: 'Bank connection needs attention',
  tax_due: 'Estimated tax due in 7 days',
  overdraft: 'Overdraft ahead',
  payment_due: 'Card or loan payment due in 3 days',
};

/**
 * Urgent events are e-mailed one by one by default; the others wait for the app (and the weekly digest,
 * for those who ask for it). Every channel of every event can be changed in Settings.
 */
const URGENT: ReadonlySet<AlertKind> = new Set([
  'price_rise',
  'still_charging',
  'large_transaction',
  'low_balance',
  'login_required',
  'overdraft',
  'payment_due',
]);

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  events: Object.fromEntries(ALERT_KINDS.map((k) => [k, { inApp: true, email: URGENT.has(k) }])) as Record<
    AlertKind,
    AlertChannels
  >,
  largeTransactionCents: 50_000,
  lowBalanceCents: 10_000,
  overdraftCushionCents: 0,
  weeklyDigest: false,
};

/** $1 to $1,000,000: a threshold outside that is a typo, not a wish. */
export const MIN_THRESHOLD_CENTS = 100;
export const MAX_THRESHOLD_CENTS = 100_000_000;

const threshold = (field: string) =>
  z
    .number({ error: `${field}: enter an amount in cents` })
    .int(`${field}: enter a whole number of cents`)
    .min(MIN_THRESHOLD_CENTS, `${field}: enter at least $1.00`)
    .max(MAX_THRESHOLD_CENTS, `${field}: enter at most $1,000,000.00`);

const channels = z.object({ inApp: z.boolean(), email: z.boolean() }).strict();

/** PUT /api/notification-settings: the whole settings, every event listed. */
export const notificationSettingsSchema = z
  .object({
    events: z
      .object(Object.fromEntries(ALERT_KINDS.map((k) => [k, channels])) as Record<AlertKind, typeof channels>)
      .strict(),
    largeTransactionCents: threshold('largeTransactionCents'),
    lowBalanceCents: threshold('lowBalanceCents'),
    // $0 (warn below zero) to $1,000,000; left out, no cushion.
    overdraftCushionCents: z
      .number({ error: 'overdraftCushionCents: enter an amount in cents' })
      .int('overdraftCushionCents: enter a whole number of cents')
      .min(0, 'overdraftCushionCents: enter $0.00 or more')
      .max(MAX_THRESHOLD_CENTS, 'overdraftCushionCents: enter at most $1,000,000.00')
      .default(0),
    weeklyDigest: z.boolean(),
  })
  .strict();

/** Settings as stored may predate a new event kind: missing kinds take their defaults. */
export function withSettingDefaults(stored: Partial<NotificationSettings> | null): NotificationSettings {
  const d = DEFAULT_NOTIFICATION_SETTINGS;
  if (!stored) return d;
  return {
    events: Object.fromEntries(ALERT_KINDS.map((k) => [k, stored.events?.[k] ?? d.events[k]])) as Record<
      AlertKind,
      AlertChannels
    >,
    largeTransactionCents: stored.largeTransactionCents ?? d.largeTransactionCents,
    lowBalanceCents: stored.lowBalanceCents ?? d.lowBalanceCents,
    overdraftCushionCents: stored.overdraftCushionCents ?? d.overdraftCushionCents,
    weeklyDigest: stored.weeklyDigest ?? d.weeklyDigest,
  };
}
