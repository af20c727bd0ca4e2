import type { Coverage } from './route-coverage.ts';
import { PUBLIC_AND_AUTH_ROWS } from './cross-user/public-and-auth.ts';
import { BANK_ROWS } from './cross-user/bank.ts';
import { ACCOUNTS_AND_IMPORTS_ROWS } from './cross-user/accounts-and-imports.ts';
import { NOTIFICATIONS_ROWS } from './cross-user/notifications.ts';
import { RECURRING_GOALS_TRANSACTIONS_ROWS } from './cross-user/recurring-goals-transactions.ts';
import { REPORTS_ROWS } from './cross-user/reports.ts';
import { RULES_ROWS } from './cross-user/rules.ts';
import { BUSINESS_ROWS } from './cross-user/business.ts';
import { REVIEW_ROWS } from './cross-user/review.ts';
import { DEBTS_ROWS } from './cross-user/debts.ts';
import { PROFILE_AND_ACCOUNT_ROWS } from './cross-user/profile-and-account.ts';

/**
 * One row per route of the router (method and pattern as Hono lists them). The matrix test fails when the
 * router holds a route this table has no row for, and when a row names a route that no longer exists.
 */
export const CROSS_USER_TABLE: Record<string, Coverage> = {
  ...PUBLIC_AND_AUTH_ROWS,
  ...BANK_ROWS,
  ...ACCOUNTS_AND_IMPORTS_ROWS,
  ...NOTIFICATIONS_ROWS,
  ...RECURRING_GOALS_TRANSACTIONS_ROWS,
  ...REPORTS_ROWS,
  ...RULES_ROWS,
  ...BUSINESS_ROWS,
  ...REVIEW_ROWS,
  ...DEBTS_ROWS,
  ...PROFILE_AND_ACCOUNT_ROWS,
};
