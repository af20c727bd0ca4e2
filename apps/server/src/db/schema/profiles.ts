import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// One row per user (docs/product.md#3-data "profiles"). Missing values read as empty strings at the API edge.
export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  phone: text('phone'),
  smsOptIn: boolean('sms_opt_in').notNull().default(false),
  streetAddress: text('street_address'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  country: text('country'),
  company: text('company'),
  jobTitle: text('job_title'),
  bio: text('bio'),
  avatarUrl: text('avatar_url'),
  premiumCode: text('premium_code'),
  // Business Books' "Set aside for taxes" rate in whole percent; null = the default 25%.
  taxSetAsidePercent: integer('tax_set_aside_percent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
