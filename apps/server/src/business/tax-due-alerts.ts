import { taxDueAlerts, type AlertCandidate, type AlertChannels, type IsoDate } from '@tourniquet/domain';
import type { Db } from '../db/client.ts';
import { loadTaxSetAside } from './load-tax-set-aside.ts';

/**
 * The estimated-tax alert: 7 days before each federal due date with something to pay, on by
 * default, off in Settings like every alert. A January date belongs to last year's payments. Skipped
 * (no books read) when the user turned it off or no due date is near.
 */
export async function taxDueCandidates(
  db: Db,
  userId: string,
  today: IsoDate,
  channels: AlertChannels,
): Promise<AlertCandidate[]> {
  if (!channels.inApp && !channels.email) return [];
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  // Only the weeks before Jan 15, Apr 15, Jun 15 and Sep 15 can raise one (a due date 0 to 7 days away).
  if (![1, 4, 6, 9].includes(month)) return [];
  const taxYear = month === 1 ? year - 1 : year;
  const { payments } = await loadTaxSetAside(db, userId, taxYear, today);
  return taxDueAlerts(today, payments);
}
