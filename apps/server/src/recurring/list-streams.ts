import type { RecurringStreamDto, StreamStatus } from '@tourniquet/domain/contracts';
import type { Db } from '../db/client.ts';
import * as recurringDb from '../db/queries/recurring.ts';
import { chargesBusinessUse } from '../db/queries/stream-business-use.ts';
import { streamBusinessUse, toStreamDto } from './stream-dto.ts';

/**
 * The user's stored streams as GET /api/recurring sends them (soonest next date first), each with the user's
 * decision and its business mark (its latest charge's). Schedule C reads the same list.
 */
export async function listStreams(
  db: Db,
  userId: string,
  status?: StreamStatus,
): Promise<RecurringStreamDto[]> {
  const [rows, decisions] = await Promise.all([
    recurringDb.listStreamRows(db, userId),
    recurringDb.listDecisions(db, userId),
  ]);
  const byKey = new Map(decisions.map((d) => [d.streamKey, d]));
  const latestIds = rows.flatMap((r) => r.transactionIds.slice(-1));
  const business = await chargesBusinessUse(db, userId, latestIds);
  return rows
    .map((row) => toStreamDto(row, byKey.get(row.streamKey), streamBusinessUse(row, business)))
    .filter((s) => !status || s.status === status)
    .sort(
      (a, b) =>
        a.nextDate.localeCompare(b.nextDate) ||
        Math.abs(b.amountCents) - Math.abs(a.amountCents) ||
        a.id.localeCompare(b.id),
    );
}
