import {
  bigint,
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { accounts } from './accounts.ts';
import { transactions } from './transactions.ts';

/**
 * The recurring streams of a user as last computed (our engine's, and the provider's that ours did not
 * find). Replaced as a whole on every run; screens read this table and never recompute on a page view.
 * id is derived from the user and the stream key, so it survives re-runs.
 */
export const recurringStreams = pgTable(
  'recurring_streams',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    streamKey: text('stream_key').notNull(),
    source: text('source', { enum: ['detected', 'provider'] }).notNull(),
    name: text('name').notNull(),
    merchant: text('merchant').notNull(),
    direction: text('direction', { enum: ['outflow', 'inflow'] }).notNull(),
    cadence: text('cadence').notNull(),
    kind: text('kind').notNull(),
    active: boolean('active').notNull(),
    // Product sign convention: positive is money out.
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    typicalAmountCents: bigint('typical_amount_cents', { mode: 'number' }).notNull(),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
    nextDate: date('next_date', { mode: 'string' }).notNull(),
    transactionIds: text('transaction_ids').array().notNull(),
    priceChanges: jsonb('price_changes')
      .$type<{ date: string; fromCents: number; toCents: number }[]>()
      .notNull(),
    variableAmount: boolean('variable_amount').notNull().default(false),
    confidence: real('confidence').notNull(),
    why: text('why').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recurring_streams_user_idx').on(t.userId, t.nextDate)],
);

/**
 * What the user decided about a stream: "Not a subscription" (dismissed) or "I cancelled this". Kept apart
 * from the streams so every later run respects it. transaction_ids is the stream's charges at the time, so
 * a stream whose key changed is still recognised by its overlapping charges.
 */
export const recurringDecisions = pgTable(
  'recurring_decisions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    streamKey: text('stream_key').notNull(),
    status: text('status', { enum: ['dismissed', 'cancelled'] }).notNull(),
    transactionIds: text('transaction_ids').array().notNull(),
    // The last charge seen when the user cancelled: a later charge means "Still charging".
    lastChargeDate: date('last_charge_date', { mode: 'string' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.streamKey] })],
);

/** Bank fees and the money in that offsets them (reversals, interest earned), as last detected. */
export const detectedFees = pgTable(
  'detected_fees',
  {
    transactionId: uuid('transaction_id')
      .primaryKey()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    refund: boolean('refund').notNull().default(false),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [index('detected_fees_user_date_idx').on(t.userId, t.date)],
);
