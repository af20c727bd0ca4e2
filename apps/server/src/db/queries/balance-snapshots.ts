import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accountDayAmounts, accounts, balanceSnapshots } from '../schema/index.ts';

/**
 * Stores every account's current balance as the balance at the end of `day` (the app's today), one row per
 * account and day: a later sync the same day overwrites it. One statement, straight from the accounts table.
 */
export async function snapshotBalances(db: Db, userId: string, day: string): Promise<void> {
  await db.execute(sql`insert into ${balanceSnapshots} (account_id, user_id, day, balance_cents, updated_at)
    select ${accounts.id}, ${accounts.userId}, ${day}::date, ${accounts.balanceCurrentCents}, now()
    from ${accounts} where ${accounts.userId} = ${userId}
    on conflict (account_id, day) do update
      set balance_cents = excluded.balance_cents, updated_at = excluded.updated_at`);
}

export interface HistoryRange {
  from: string;
  /** The last day the walk needs: the later of the range's end and today (where the current balance is). */
  through: string;
  accountIds: string[];
}

/** Stored balances of the accounts in the range, by account and day. */
export async function storedBalances(db: Db, userId: string, range: HistoryRange) {
  if (range.accountIds.length === 0) return [];
  return db
    .select({
      accountId: balanceSnapshots.accountId,
      day: balanceSnapshots.day,
      balanceCents: balanceSnapshots.balanceCents,
    })
    .from(balanceSnapshots)
    .where(
      and(
        eq(balanceSnapshots.userId, userId),
        inArray(balanceSnapshots.accountId, range.accountIds),
        gte(balanceSnapshots.day, range.from),
        lte(balanceSnapshots.day, range.through),
      ),
    );
}

/**
 * The sum of each account's transaction amounts per day in the range (Plaid sign): account_day_amounts,
 * kept by triggers in the same transaction as every write to the rows (decision 032), so a year costs at
 * most 365 rows per account whatever the number of transactions.
 */
export async function dailyAmounts(db: Db, userId: string, range: HistoryRange) {
  if (range.accountIds.length === 0) return [];
  const d = accountDayAmounts;
  const rows = await db
    .select({ accountId: d.accountId, date: d.day, amountCents: d.cents })
    .from(d)
    .where(
      and(
        eq(d.userId, userId),
        inArray(d.accountId, range.accountIds),
        gte(d.day, range.from),
        lte(d.day, range.through),
      ),
    );
  return rows.map((r) => ({ accountId: r.accountId, date: r.date, amountCents: Number(r.amountCents) }));
}

/**
 * The first day anything is known about the accounts (a transaction or a stored balance), so a long period
 * ("All time" starts in 1970) charts from where the data begins. Null when nothing is.
 */
export async function firstKnownDay(db: Db, userId: string, accountIds: string[]): Promise<string | null> {
  if (accountIds.length === 0) return null;
  const [tx] = await db
    .select({ day: sql<string | null>`min(${accountDayAmounts.day})::text` })
    .from(accountDayAmounts)
    .where(and(eq(accountDayAmounts.userId, userId), inArray(accountDayAmounts.accountId, accountIds)));
  const [snap] = await db
    .select({ day: sql<string | null>`min(${balanceSnapshots.day})::text` })
    .from(balanceSnapshots)
    .where(and(eq(balanceSnapshots.userId, userId), inArray(balanceSnapshots.accountId, accountIds)));
  const days = [tx?.day, snap?.day].filter((d): d is string => !!d).sort();
  return days[0] ?? null;
}
