import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { transactions } from '../schema/index.ts';
import { moneyInSql, moneyOutSql, rowsInCriteria, type CategoryTotalsCriteria } from './category-totals.ts';

/**
 * Plaid's detailed categories for money moved between the user's own accounts: transfers to and from
 * savings or another account, and credit-card payments (seen from the paying account and from the card).
 */
export const INTERNAL_MOVEMENT_PFC = [
  'TRANSFER_IN_ACCOUNT_TRANSFER',
  'TRANSFER_IN_SAVINGS',
  'TRANSFER_OUT_ACCOUNT_TRANSFER',
  'TRANSFER_OUT_SAVINGS',
  'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
] as const;

export interface InternalMovements {
  /** Included in earnings: money that arrived from another of the user's accounts. */
  inCents: number;
  /** Included in spending: money sent to another of the user's accounts or to a card. */
  outCents: number;
}

/**
 * How much of the earnings and spending totals is money moving between the user's own accounts (see
 * docs/decisions/008-report-totals.md). A row the user has edited is taken as they categorised it.
 */
export async function internalMovements(
  db: Db,
  userId: string,
  criteria: CategoryTotalsCriteria,
): Promise<InternalMovements> {
  if (criteria.accountIds && criteria.accountIds.length === 0) return { inCents: 0, outCents: 0 };
  const [row] = await db
    .select({ inCents: moneyInSql, outCents: moneyOutSql })
    .from(transactions)
    .where(
      and(
        rowsInCriteria(userId, criteria),
        inArray(transactions.pfcDetailed, [...INTERNAL_MOVEMENT_PFC]),
        isNull(transactions.userEditedAt),
      ),
    );
  return { inCents: Number(row?.inCents ?? 0), outCents: Number(row?.outCents ?? 0) };
}
