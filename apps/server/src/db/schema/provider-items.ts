import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// The spec's secure_credentials: one row per linked provider item. The access token is stored only as
// AES-256-GCM ciphertext (see bank/token-cipher.ts); it never leaves the server.
export const providerItems = pgTable(
  'provider_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    plaidItemId: text('plaid_item_id').notNull(),
    accessTokenCiphertext: text('access_token_ciphertext').notNull(),
    institutionId: text('institution_id'),
    institutionName: text('institution_name').notNull(),
    // transactions/sync cursor: where the next sync continues. Null until the first sync completes.
    syncCursor: text('sync_cursor'),
    status: text('status', { enum: ['active', 'login_required', 'error'] })
      .notNull()
      .default('active'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('provider_items_plaid_item_id_uq').on(t.plaidItemId),
    index('provider_items_user_id_idx').on(t.userId),
  ],
);
