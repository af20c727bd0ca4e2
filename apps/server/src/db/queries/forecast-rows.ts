import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { addDays, ALLOWANCE_LOOKBACK_DAYS, type IsoDate } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { transactions } from '../schema/index.ts';

export interface ForecastRowRecord {
  id: string;
  accountId: string;
  date: IsoDate;
  amountCents: number;
  pending: boolean;
  /** Money moved between own accounts, or a loan or card payment (the row's one category, else Plaid's). */
  transfer: boolean;
}

/**
 * What the forecast reads of the user's rows: the selected accounts' last 90 days (the everyday allowance and
 * the charges already posted) and every pending row, up to today. One indexed range, never the whole history.
 */
export async function forecastRows(
  db: Db,
  userId: string,
  accountIds: readonly string[],
  asOf: IsoDate,
): Promise<ForecastRowRecord[]> {
  if (accountIds.length === 0) return [];
  const from = addDays(asOf, -(ALLOWANCE_LOOKBACK_DAYS - 1));
  const category = sql`coalesce(${transactions.personalPrimary}, ${transactions.pfcPrimary}, '')`;
  return db
    .select({
      id: transactions.id,
      accountId: transactions.accountId,
      date: transactions.date,
      amountCents: transactions.amountCents,
      pending: transactions.pending,
      transfer: sql<boolean>`${category} in ('TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS')`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        inArray(transactions.accountId, [...accountIds]),
        lte(transactions.date, asOf),
        or(gte(transactions.date, from), eq(transactions.pending, true)),
      ),
    );
}
