import type { AmountSign, StatementBalance } from '@tourniquet/domain/contracts';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts, transactions } from '../schema/index.ts';
import type { AccountRow } from './accounts.ts';
import { snapshotBalances } from './balance-snapshots.ts';

/**
 * Balances of accounts that are not linked (manual and imported ones). A statement or the user gives a
 * balance on a day (the anchor); the account's transactions dated after that day move it, in the Plaid sign
 * (amount > 0 = money out): a bank or asset balance goes down by it, the amount owed on a card, loan or other
 * liability goes up. The current balance is always the anchor plus those rows, so importing, undoing an import
 * or correcting the anchor all land on the same figure.
 */

/** Money owed is counted positive (as Plaid counts a card's current balance). */
export function owesMoney(a: Pick<AccountRow, 'accountType' | 'accountTypeCustom' | 'isManual'>): boolean {
  if (a.isManual && a.accountTypeCustom) return a.accountTypeCustom === 'liability';
  return a.accountType === 'credit' || a.accountType === 'loan';
}

/**
 * Recomputes the current balance of one account that is not linked from its anchor and later rows; linked
 * accounts and accounts without a balance are left alone.
 */
export async function recomputeBalance(
  db: Db,
  userId: string,
  accountId: string,
): Promise<AccountRow | null> {
  const [a] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
  if (!a || !a.isManual || a.balanceAnchorCents === null || a.balanceAnchorDate === null) return a ?? null;
  const [moved] = await db
    .select({
      // bigint sums arrive as strings from node-postgres; text keeps both drivers the same.
      sum: sql<string | null>`sum(${transactions.amountCents})::text`,
      last: sql<string | null>`max(${transactions.date})::text`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.accountId, accountId),
        eq(transactions.pending, false),
        gt(transactions.date, a.balanceAnchorDate),
      ),
    );
  const outflow = Number(moved?.sum ?? 0);
  const current = a.balanceAnchorCents + (owesMoney(a) ? outflow : -outflow);
  const [row] = await db
    .update(accounts)
    .set({
      balanceCurrentCents: current,
      balanceAsOf: moved?.last ?? a.balanceAnchorDate,
      updatedAt: new Date(),
    })
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)))
    .returning();
  return row ?? null;
}

/** The user's "balance on date" for an account that is not linked (the caller checks that it is not). */
export async function setUserBalance(
  db: Db,
  userId: string,
  accountId: string,
  balance: { cents: number; date: string },
  today: string,
): Promise<AccountRow | null> {
  await db
    .update(accounts)
    .set({ balanceSource: 'user', balanceAnchorCents: balance.cents, balanceAnchorDate: balance.date })
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId), eq(accounts.isManual, true)));
  const row = await recomputeBalance(db, userId, accountId);
  await snapshotBalances(db, userId, today);
  return row;
}

/**
 * After an import into an account that is not linked: the statement's own balance becomes the anchor unless
 * an anchor of a later day is already there (a newer statement or the user's own figure), then the rows move it.
 */
export async function balanceAfterImport(
  db: Db,
  userId: string,
  accountId: string,
  statement: { statementBalance?: StatementBalance; amountSign: AmountSign },
  today: string,
): Promise<void> {
  const [a] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
  if (!a?.isManual) return;
  const given = statement.statementBalance;
  if (given && (a.balanceAnchorDate === null || a.balanceAnchorDate <= given.date)) {
    // Bank balances are written as money held. The amount owed on a card is written negative by OFX and by
    // files whose charges are negative, positive by files whose charges are positive (the issuer's own view).
    const owed = statement.amountSign === 'positive-out' ? given.amountCents : -given.amountCents;
    await db
      .update(accounts)
      .set({
        balanceSource: 'statement',
        balanceAnchorCents: owesMoney(a) ? owed + 0 : given.amountCents,
        balanceAnchorDate: given.date,
      })
      .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
  }
  await recomputeBalance(db, userId, accountId);
  await snapshotBalances(db, userId, today);
}

/** After an import is undone: every anchored account of the user, from its anchor again. */
export async function recomputeAllBalances(db: Db, userId: string, today: string): Promise<void> {
  const anchored = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.userId, userId), eq(accounts.isManual, true), isNotNull(accounts.balanceAnchorDate)),
    );
  for (const { id } of anchored) await recomputeBalance(db, userId, id);
  if (anchored.length > 0) await snapshotBalances(db, userId, today);
}
