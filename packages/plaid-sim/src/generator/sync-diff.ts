import type { IsoDate } from '../core/dates.ts';
import { viewOn, type Household, type TransactionView } from './household.ts';
import type { AccountKey } from './types.ts';

export interface SyncEvent {
  kind: 'added' | 'removed';
  view: TransactionView;
}

/**
 * The update log between what a client saw on `from` (null: nothing yet) and `to`. Because the timeline is
 * fixed per item, the difference of the two views is exact: new transactions are added, a pending one that
 * posted is removed (old id) and re-added (new id with pending_transaction_id). Ordered by the date the
 * change happened, removals before additions on the same day, so pages are stable.
 */
export function syncEvents(
  household: Household,
  from: IsoDate | null,
  to: IsoDate,
  accounts: ReadonlySet<AccountKey>,
): SyncEvent[] {
  const events: { event: SyncEvent; date: IsoDate; rank: number; key: string }[] = [];
  for (const txn of household.timeline) {
    if (!accounts.has(txn.accountKey)) continue;
    const before = from === null ? null : viewOn(household, txn, from);
    const after = viewOn(household, txn, to);
    if (before && after && before.id === after.id) continue;
    const date = after?.date ?? before?.date ?? to;
    if (before) events.push({ event: { kind: 'removed', view: before }, date, rank: 0, key: txn.key });
    if (after) events.push({ event: { kind: 'added', view: after }, date, rank: 1, key: txn.key });
  }
  events.sort((a, b) =>
    a.date !== b.date
      ? a.date < b.date
        ? -1
        : 1
      : a.rank !== b.rank
        ? a.rank - b.rank
        : a.key < b.key
          ? -1
          : 1,
  );
  return events.map((e) => e.event);
}
