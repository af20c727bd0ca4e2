import { and, desc, eq, gte, gt, isNull, ne, sql } from 'drizzle-orm';
import { type AlertCandidate, type AlertState } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { movedSql } from './report-flows.ts';
import {
  accounts,
  detectedFees,
  notificationSettings,
  notifications,
  providerItems,
  recurringDecisions,
  recurringStreams,
  transactions,
  user,
} from '../schema/index.ts';

export * from './notification-settings.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** The list answers at most this many; older ones stay stored (they keep their dedupe keys). */
export const NOTIFICATION_LIST_LIMIT = 50;

/** Newest first; dismissed ones and those the user keeps out of the app are not listed. */
export async function listNotifications(db: Db, userId: string) {
  const visible = and(
    eq(notifications.userId, userId),
    isNull(notifications.dismissedAt),
    eq(notifications.inApp, true),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(visible)
      .orderBy(desc(notifications.createdAt), desc(notifications.eventDate), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT),
    db
      .select({ unread: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(visible, isNull(notifications.readAt))),
  ]);
  return { rows, unread: count?.unread ?? 0 };
}

/** Marks one of the user's notifications read or dismissed; false when the user has no such id. */
export async function markNotification(
  db: Db,
  userId: string,
  id: string,
  change: 'read' | 'dismissed',
  now: Date,
): Promise<boolean> {
  const set = change === 'read' ? { readAt: now } : { dismissedAt: now, readAt: now };
  const updated = await db
    .update(notifications)
    .set(set)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}

/**
 * Stores each candidate once per user (unique dedupe key, ON CONFLICT DO NOTHING) and returns only the
 * rows this call inserted: those, and only those, may be e-mailed.
 */
export async function insertNewNotifications(
  db: Db,
  userId: string,
  candidates: readonly (AlertCandidate & { inApp: boolean })[],
): Promise<NotificationRow[]> {
  if (candidates.length === 0) return [];
  return db
    .insert(notifications)
    .values(
      candidates.map((c) => ({
        userId,
        dedupeKey: c.dedupeKey,
        kind: c.kind,
        title: c.title,
        body: c.body,
        href: c.href,
        eventDate: c.eventDate,
        amountCents: c.amountCents,
        inApp: c.inApp,
      })),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning();
}

export async function markEmailed(db: Db, userId: string, id: string, now: Date) {
  await db
    .update(notifications)
    .set({ emailedAt: now })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
}

export async function findUserEmail(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? null;
}

const CASH_TYPES = new Set(['depository', 'checking', 'savings']);

/** What the alert rules read of one user, besides settings and today (see AlertState). */
export async function loadAlertInputs(
  db: Db,
  userId: string,
  since: string,
  feeLabel: (kind: string) => string,
): Promise<Pick<AlertState, 'streams' | 'fees' | 'transactions' | 'accounts' | 'items'>> {
  const [streamRows, decisions, feeRows, txRows, accountRows, itemRows] = await Promise.all([
    db.select().from(recurringStreams).where(eq(recurringStreams.userId, userId)),
    db.select().from(recurringDecisions).where(eq(recurringDecisions.userId, userId)),
    db
      .select()
      .from(detectedFees)
      .where(
        and(eq(detectedFees.userId, userId), eq(detectedFees.refund, false), gte(detectedFees.date, since)),
      ),
    db
      .select({
        id: transactions.id,
        merchantName: transactions.merchantName,
        description: transactions.description,
        amountCents: transactions.amountCents,
        date: transactions.date,
        pending: transactions.pending,
        moved: movedSql({ userId, from: since }),
      })
      .from(transactions)
      .where(
        and(eq(transactions.userId, userId), gte(transactions.date, since), gt(transactions.amountCents, 0)),
      ),
    db.select().from(accounts).where(eq(accounts.userId, userId)),
    db
      .select({
        id: providerItems.id,
        institutionName: providerItems.institutionName,
        status: providerItems.status,
        updatedAt: providerItems.updatedAt,
      })
      .from(providerItems)
      .where(eq(providerItems.userId, userId)),
  ]);
  // Decisions name the stream by key; the rules see them on the stream.
  const decisionOf = new Map(decisions.map((d) => [d.streamKey, d]));
  // Charges of a series the user kept are known to them; one they dismissed is not a series to them.
  const inSeries = new Set(
    streamRows
      .filter((s) => decisionOf.get(s.streamKey)?.status !== 'dismissed')
      .flatMap((s) => s.transactionIds),
  );
  return {
    streams: streamRows.map((s) => {
      const d = decisionOf.get(s.streamKey);
      return {
        id: s.id,
        name: s.name,
        direction: s.direction,
        cadence: s.cadence,
        kind: s.kind,
        active: s.active,
        amountCents: s.amountCents,
        firstDate: s.firstDate,
        lastDate: s.lastDate,
        nextDate: s.nextDate,
        priceChanges: s.priceChanges,
        cancelledLastChargeDate: d?.status === 'cancelled' ? (d.lastChargeDate ?? s.firstDate) : null,
        dismissed: d?.status === 'dismissed',
      };
    }),
    fees: feeRows.map((f) => ({
      transactionId: f.transactionId,
      kind: f.kind,
      label: feeLabel(f.kind),
      amountCents: f.amountCents,
      date: f.date,
    })),
    transactions: txRows.map((t) => ({
      id: t.id,
      name: t.merchantName?.trim() || t.description,
      amountCents: t.amountCents,
      date: t.date,
      pending: t.pending,
      expected: t.moved || inSeries.has(t.id),
    })),
    accounts: accountRows.map((a) => ({
      id: a.id,
      name: a.nickname?.trim() || a.accountName,
      // Only a bank reports a balance worth watching: a manual account's is whatever was typed once.
      // Cards, loans and investments are not cash.
      cash: !a.isManual && CASH_TYPES.has(a.accountType),
      balanceCents: a.balanceAvailableCents ?? a.balanceCurrentCents,
    })),
    items: itemRows.map((i) => ({
      id: i.id,
      institutionName: i.institutionName,
      status: i.status,
      since: i.updatedAt.toISOString().slice(0, 10),
    })),
  };
}

/** Inserted rows the digest covers: created after the last digest (or in the last week). */
export async function digestRows(db: Db, userId: string, after: Date) {
  return db
    .select({ kind: notifications.kind, amountCents: notifications.amountCents })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.createdAt, after)));
}

/** Users who asked for the weekly digest, with when they last had one. */
export async function digestSubscribers(db: Db) {
  return db
    .select({
      userId: notificationSettings.userId,
      lastDigestAt: notificationSettings.lastDigestAt,
      settingsVersion: notificationSettings.version,
      email: user.email,
    })
    .from(notificationSettings)
    .innerJoin(user, eq(user.id, notificationSettings.userId))
    .where(sql`(${notificationSettings.settings} ->> 'weeklyDigest')::boolean = true`);
}

/**
 * Claims this week's digest for a user: moves lastDigestAt from what the caller read to `at`. Only one
 * process (or timer tick) wins the claim, so two never send the same digest.
 */
export async function claimDigest(db: Db, userId: string, previous: Date | null, at: Date): Promise<boolean> {
  const claimed = await db
    .update(notificationSettings)
    .set({ lastDigestAt: at })
    .where(
      and(
        eq(notificationSettings.userId, userId),
        previous
          ? eq(notificationSettings.lastDigestAt, previous)
          : isNull(notificationSettings.lastDigestAt),
      ),
    )
    .returning({ userId: notificationSettings.userId });
  return claimed.length > 0;
}

/**
 * Withdraws (dismisses) the user's overdraft warnings for today or later, except the one keyed `keepKey`:
 * each row keeps its key, so the same prediction coming back is not alerted twice.
 */
export async function withdrawOverdraftAlerts(
  db: Db,
  userId: string,
  today: string,
  now: Date,
  keepKey: string | null,
): Promise<void> {
  const stale = [
    eq(notifications.userId, userId),
    eq(notifications.kind, 'overdraft'),
    gte(notifications.eventDate, today),
    isNull(notifications.dismissedAt),
  ];
  if (keepKey !== null) stale.push(ne(notifications.dedupeKey, keepKey));
  await db
    .update(notifications)
    .set({ dismissedAt: now })
    .where(and(...stale));
}
