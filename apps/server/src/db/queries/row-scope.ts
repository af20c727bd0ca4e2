import { sql, type SQL } from 'drizzle-orm';
import { transactions } from '../schema/index.ts';
import { textArray } from './rules.ts';

/**
 * Which of a user's rows a categorising or rules pass reads: all of them, some by our id (a job's page, a
 * test's rows), or some by the provider's id (a sync's added and changed rows). The services above name the
 * rows; the SQL that picks them stays here.
 */
export type RowScope =
  { all: true } | { transactionIds: readonly string[] } | { providerIds: readonly string[] };

export const ALL_ROWS: RowScope = { all: true };

/** The scope as a condition on transactions (undefined: every row of the user). */
export function scopeCondition(scope: RowScope): SQL | undefined {
  if ('transactionIds' in scope) {
    return sql`${transactions.id} = any(${textArray(scope.transactionIds)}::uuid[])`;
  }
  if ('providerIds' in scope) {
    return sql`${transactions.plaidTransactionId} = any(${textArray(scope.providerIds)}::text[])`;
  }
  return undefined;
}
