import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { importBatches } from '../schema/index.ts';

/**
 * Characters kept of a rejected line's reason. The reason quotes the bad cell; a 10 MB cell kept whole made
 * every batch megabytes, and the history list that carried them answered hundreds of MB, then 500.
 */
export const REJECTED_REASON_MAX = 200;

export interface RejectedLine {
  line: number;
  reason: string;
}

/** The reason cut to REJECTED_REASON_MAX characters, the last an ellipsis. */
export function capReason(reason: string): string {
  if (reason.length <= REJECTED_REASON_MAX) return reason;
  const chars = Array.from(reason.slice(0, REJECTED_REASON_MAX * 2)).slice(0, REJECTED_REASON_MAX - 1);
  return `${chars.join('').trimEnd()}…`;
}

export const capRejected = (lines: readonly RejectedLine[]): RejectedLine[] =>
  lines.map(({ line, reason }) => ({ line, reason: capReason(reason) }));

/**
 * One page of a batch's rejected lines, in file order, with how many there are; null when the batch is not
 * the user's. Reasons are cut again here, in the database, so a batch stored before the cap is paged as
 * cheaply as a new one.
 */
export async function rejectedLinesPage(
  db: Db,
  userId: string,
  batchId: string,
  page: { offset: number; limit: number },
): Promise<{ total: number; lines: RejectedLine[] } | null> {
  const [row] = await db
    .select({
      total: sql<number>`jsonb_array_length(${importBatches.rejected})`.mapWith(Number),
      lines: sql<RejectedLine[]>`(
        select coalesce(jsonb_agg(jsonb_build_object(
          'line', e->'line',
          'reason', left(e->>'reason', ${REJECTED_REASON_MAX + 1})) order by i), '[]'::jsonb)
        from jsonb_array_elements(${importBatches.rejected}) with ordinality as t(e, i)
        where i > ${page.offset} and i <= ${page.offset + page.limit})`,
    })
    .from(importBatches)
    .where(and(eq(importBatches.id, batchId), eq(importBatches.userId, userId)));
  if (!row) return null;
  return {
    total: row.total,
    lines: row.lines.map(({ line, reason }) => ({ line, reason: capReason(reason) })),
  };
}
