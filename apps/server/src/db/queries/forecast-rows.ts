import { and, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import {
  addDays,
  ALLOWANCE_LOOKBACK_DAYS,
  IRREGULAR_INCOME_LOOKBACK_DAYS,
  type IsoDate,
} from '@tourniquet/domain';
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

/** The row's one category, else Plaid's. */
const category = sql`coalesce(${transactions.personalPrimary}, ${transactions.pfcPrimary}, '')`;

const forecastRowFields = {
  id: transactions.id,
  accountId: transactions.accountId,
  date: transactions.date,
  amountCents: transactions.amountCents,
  pending: transactions.pending,
  transfer: sql<boolean>`${category} in ('TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS')`,
};

/**
 * What the forecast reads of the user's rows: the selected accounts' last 90 days (the everyday allowance and
 * the charges already posted), the money in of the last year (income with no schedule) and every pending row,
 * up to today. One indexed range, never the whole history.
 */
export async function forecastRows(
  db: Db,
  userId: string,
  accountIds: readonly string[],
  asOf: IsoDate,
): Promise<ForecastRowRecord[]> {
  if (accountIds.length === 0) return [];
  const from = addDays(asOf, -(ALLOWANCE_LOOKBACK_DAYS - 1));
  const incomeFrom = addDays(asOf, -(IRREGULAR_INCOME_LOOKBACK_DAYS - 1));
  return db
    .select(forecastRowFields)
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        inArray(transactions.accountId, [...accountIds]),
        lte(transactions.date, asOf),
        or(
          gte(transactions.date, from),
          and(gte(transactions.date, incomeFrom), lt(transactions.amountCents, 0)),
          eq(transactions.pending, true),
        ),
      ),
    );
}

/**
 * How far back a card's rows (and the transfers out that paid it) are read: a year of cycles, so a statement
 * paid part one month and the rest the next (the grace period lost) is two months of twelve, not two of two.
 */
const CARD_LOOKBACK_DAYS = 400;

/** The given accounts' posted rows of the cards' lookback (the last 400 days) up to today. */
const postedInLookback = (userId: string, accountIds: readonly string[], asOf: IsoDate) =>
  and(
    eq(transactions.userId, userId),
    inArray(transactions.accountId, [...accountIds]),
    gte(transactions.date, addDays(asOf, -(CARD_LOOKBACK_DAYS - 1))),
    lte(transactions.date, asOf),
    eq(transactions.pending, false),
  );

/**
 * The user's credit cards' posted rows of the last 400 days, by card: a card autopay is forecast from the card's
 * statement (the purchases of its cycle), found in them.
 */
export async function forecastCardRows(
  db: Db,
  userId: string,
  cardIds: readonly string[],
  asOf: IsoDate,
): Promise<{ accountId: string; date: IsoDate; amountCents: number }[]> {
  if (cardIds.length === 0) return [];
  return db
    .select({
      accountId: transactions.accountId,
      date: transactions.date,
      amountCents: transactions.amountCents,
    })
    .from(transactions)
    .where(postedInLookback(userId, cardIds, asOf));
}

/**
 * The posted transfers out of the cash accounts over the cards' history (the last 400 days): among them, a card
 * autopay series' payments, matched against the card's own payment rows to find the statement it pays.
 */
export async function forecastTransfersOut(
  db: Db,
  userId: string,
  accountIds: readonly string[],
  asOf: IsoDate,
): Promise<ForecastRowRecord[]> {
  if (accountIds.length === 0) return [];
  return db
    .select(forecastRowFields)
    .from(transactions)
    .where(
      and(
        postedInLookback(userId, accountIds, asOf),
        sql`${transactions.amountCents} > 0`,
        sql`${category} in ('TRANSFER_OUT', 'LOAN_PAYMENTS')`,
      ),
    );
}
