import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { detectedFees, recurringDecisions, recurringStreams } from '../schema/index.ts';

export type StreamRow = typeof recurringStreams.$inferSelect;
export type NewStreamRow = typeof recurringStreams.$inferInsert;
export type DecisionRow = typeof recurringDecisions.$inferSelect;
export type FeeRow = typeof detectedFees.$inferInsert;
import type { StreamStatus } from '@tourniquet/domain/contracts';

export type { StreamStatus };

/**
 * Replaces the user's computed streams and fees in one transaction, and moves decisions whose stream now
 * has another key (`renamedDecisions`: old key -> new key), so a reader never sees half a run.
 */
export async function replaceDetections(
  db: Db,
  userId: string,
  input: { streams: NewStreamRow[]; fees: FeeRow[]; renamedDecisions: Map<string, string> },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recurringStreams).where(eq(recurringStreams.userId, userId));
    await tx.delete(detectedFees).where(eq(detectedFees.userId, userId));
    for (let i = 0; i < input.streams.length; i += 500) {
      await tx.insert(recurringStreams).values(input.streams.slice(i, i + 500));
    }
    for (let i = 0; i < input.fees.length; i += 1000) {
      await tx.insert(detectedFees).values(input.fees.slice(i, i + 1000));
    }
    for (const [from, to] of input.renamedDecisions) {
      await tx
        .update(recurringDecisions)
        .set({ streamKey: to })
        .where(and(eq(recurringDecisions.userId, userId), eq(recurringDecisions.streamKey, from)));
    }
  });
}

export function listDecisions(db: Db, userId: string): Promise<DecisionRow[]> {
  return db.select().from(recurringDecisions).where(eq(recurringDecisions.userId, userId));
}

export function listStreamRows(db: Db, userId: string): Promise<StreamRow[]> {
  return db.select().from(recurringStreams).where(eq(recurringStreams.userId, userId));
}

export async function findStreamRow(db: Db, userId: string, id: string): Promise<StreamRow | null> {
  const [row] = await db
    .select()
    .from(recurringStreams)
    .where(and(eq(recurringStreams.userId, userId), eq(recurringStreams.id, id)));
  return row ?? null;
}

/** Records the user's decision for a stream, or removes it ("active" again). */
export async function setDecision(
  db: Db,
  userId: string,
  stream: Pick<StreamRow, 'streamKey' | 'transactionIds' | 'lastDate'>,
  status: StreamStatus,
  now: Date,
): Promise<void> {
  if (status === 'active') {
    await db
      .delete(recurringDecisions)
      .where(and(eq(recurringDecisions.userId, userId), eq(recurringDecisions.streamKey, stream.streamKey)));
    return;
  }
  const values = {
    userId,
    streamKey: stream.streamKey,
    status,
    transactionIds: stream.transactionIds,
    lastChargeDate: stream.lastDate,
    decidedAt: now,
  };
  await db
    .insert(recurringDecisions)
    .values(values)
    .onConflictDoUpdate({
      target: [recurringDecisions.userId, recurringDecisions.streamKey],
      set: {
        status,
        transactionIds: values.transactionIds,
        lastChargeDate: values.lastChargeDate,
        decidedAt: now,
      },
    });
}
