import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RuleActions, RuleConditions } from '@tourniquet/domain/contracts';
import { user } from './auth.ts';

// A user's rules, run in position order on every sync and import. Conditions and actions are
// the contract's shapes (contracts/rules.ts), validated before they are stored.
export const rules = pgTable(
  'rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    conditions: jsonb('conditions').$type<RuleConditions>().notNull(),
    actions: jsonb('actions').$type<RuleActions>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rules_user_position_idx').on(t.userId, t.position)],
);

/** What one row held before an "apply to past rows" changed it. */
export interface RuleApplicationChange {
  id: string;
  /** Which fields the rule changed: c (category), m (merchant name), b (business). */
  f: string;
  p: string | null;
  d: string | null;
  s: string | null;
  r: string | null;
  m: string | null;
  bu: string | null;
  bc: string | null;
  bs: string | null;
}

// The last "apply to past rows" of a rule, so it can be undone once. Deleting the rule deletes this
// (deleting a rule never changes rows).
export const ruleApplications = pgTable(
  'rule_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => rules.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('rule_applications_user_rule_idx').on(t.userId, t.ruleId)],
);

// An application's record of what the rows held before it, in numbered chunks: one value for 100,000 rows
// (about 10 MB of JSON) was one statement that held the embedded database for over a second, to write and
// again to read back for the undo.
export const ruleApplicationChanges = pgTable(
  'rule_application_changes',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => ruleApplications.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    chunk: integer('chunk').notNull(),
    changes: jsonb('changes').$type<RuleApplicationChange[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.chunk] })],
);
