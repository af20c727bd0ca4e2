import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { providerItems } from './provider-items.ts';

// Bank, card, loan, investment and manual accounts (docs/product.md#3-data "accounts"). Balances are integer cents.
// Manual accounts have no provider item; their id is manual_<timestamp> as the spec describes.
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    providerItemId: uuid('provider_item_id').references(() => providerItems.id, { onDelete: 'cascade' }),
    accountName: text('account_name').notNull(),
    institutionName: text('institution_name').notNull(),
    nickname: text('nickname'),
    mask: text('mask'),
    // depository, credit, loan, investment (provider types) or the spec's checking/savings.
    accountType: text('account_type').notNull(),
    accountSubtype: text('account_subtype'),
    // personal or business for linked banks; asset, liability or investment for manual accounts.
    accountTypeCustom: text('account_type_custom'),
    businessPersonal: text('business_personal', { enum: ['personal', 'business'] })
      .notNull()
      .default('personal'),
    // bank, credit or loan, from the provider type at linking (spec "Account configuration").
    accountCategory: text('account_category', { enum: ['bank', 'credit', 'loan'] }),
    balanceCurrentCents: bigint('balance_current_cents', { mode: 'number' }).notNull().default(0),
    balanceAvailableCents: bigint('balance_available_cents', { mode: 'number' }),
    balanceLastRefreshed: timestamp('balance_last_refreshed', { withTimezone: true }),
    // Accounts that are not linked (docs/decisions/020): the balance a statement or the user gave (the anchor)
    // on its day; balance_current_cents is the anchor moved by the account's transactions dated after that day,
    // and balance_as_of the last day it takes into account.
    balanceSource: text('balance_source', { enum: ['statement', 'user'] }),
    balanceAnchorCents: bigint('balance_anchor_cents', { mode: 'number' }),
    balanceAnchorDate: date('balance_anchor_date', { mode: 'string' }),
    balanceAsOf: date('balance_as_of', { mode: 'string' }),
    displayOrder: integer('display_order').notNull().default(0),
    isManual: boolean('is_manual').notNull().default(false),
    accessIssue: boolean('access_issue').notNull().default(false),
    plaidAccountId: text('plaid_account_id'),
    plaidItemId: text('plaid_item_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('accounts_user_order_idx').on(t.userId, t.displayOrder),
    unique('accounts_user_plaid_account_uq').on(t.userId, t.plaidAccountId),
  ],
);
