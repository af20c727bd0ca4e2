import type { BankTransaction } from '@tourniquet/domain';
import { categoriseProviderRows } from '../categories/categorise-rows.ts';
import type { Db } from '../db/client.ts';
import { removeSyncedRows, upsertSyncedRows } from '../db/queries/sync-changes.ts';

/**
 * Applies one sync's changes for one user. Runs inside the caller's database transaction, so either all
 * of added, modified and removed land, or none do. Rows whose account is not linked are skipped.
 */
export async function applySyncChanges(
  tx: Db,
  input: {
    userId: string;
    accountIdByProviderId: Map<string, string>;
    added: BankTransaction[];
    modified: BankTransaction[];
    removed: string[];
    /** The first sync after a bank was linked again: see upsertSyncedRows. */
    adoptMatching?: boolean;
  },
) {
  const upserted = await upsertSyncedRows(tx, input);
  // Every added or changed row gets its one category (a row the user categorised keeps theirs), before the
  // removed rows go, as one sync has always been applied.
  await categoriseProviderRows(tx, input.userId, upserted);
  await removeSyncedRows(tx, input.userId, input.removed);
  return { upserted: upserted.length, removed: input.removed.length };
}
