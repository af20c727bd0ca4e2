import type { Db } from '../db/client.ts';
import { accountsOfItem, setAccessIssue } from '../db/queries/accounts.ts';
import {
  lockSyncCursor,
  setProviderItemStatus,
  storeSyncCursor,
  type ProviderItem,
} from '../db/queries/provider-items.ts';
import { applySyncChanges } from './apply-sync-changes.ts';
import type { Logger } from '../logger.ts';
import { BankError, type BankPort, type BankTransaction } from './bank-port.ts';
import { syncLiabilities } from './liabilities-sync.ts';
import type { TokenCipher } from './token-cipher.ts';

export interface SyncDeps {
  db: Db;
  bank: BankPort;
  cipher: TokenCipher;
  logger: Logger;
}

export interface SyncResult {
  added: number;
  modified: number;
  removed: number;
  /** False when another sync of the same item committed first; its result stands. */
  applied: boolean;
}

const MAX_PAGES = 2000; // a runaway has_more loop stops here (2000 x 500 = a million transactions)
const MAX_RESTARTS = 3;

/** Pages /transactions/sync from the stored cursor to the end; restarts when the provider says data moved. */
async function fetchAllChanges(bank: BankPort, accessToken: string, startCursor: string | null) {
  for (let attempt = 0; ; attempt++) {
    const added: BankTransaction[] = [];
    const modified: BankTransaction[] = [];
    const removed: string[] = [];
    let cursor = startCursor;
    try {
      for (let page = 0; page < MAX_PAGES; page++) {
        const result = await bank.syncTransactions(accessToken, cursor);
        added.push(...result.added);
        modified.push(...result.modified);
        removed.push(...result.removed);
        cursor = result.nextCursor;
        if (!result.hasMore) return { added, modified, removed, cursor };
      }
      throw new BankError('TOO_MANY_PAGES', 'provider', 'sync did not finish');
    } catch (err) {
      if (err instanceof BankError && err.kind === 'mutation_during_pagination' && attempt < MAX_RESTARTS)
        continue;
      throw err;
    }
  }
}

/**
 * Brings one item's transactions up to date. All pages are fetched first; then added, modified and removed
 * are applied together with the new cursor in one database transaction, so a failure anywhere leaves the
 * previous state intact and re-running from the stored cursor is always safe. The item row is locked and its
 * cursor re-checked, so two concurrent syncs (a webhook and a manual refresh) cannot both apply.
 */
export async function syncItem(deps: SyncDeps, item: ProviderItem): Promise<SyncResult> {
  const accessToken = deps.cipher.decrypt(item.accessTokenCiphertext);
  let changes;
  try {
    changes = await fetchAllChanges(deps.bank, accessToken, item.syncCursor);
  } catch (err) {
    if (err instanceof BankError && err.kind === 'login_required') {
      await setProviderItemStatus(deps.db, item.userId, item.id, 'login_required');
      const linked = await accountsOfItem(deps.db, item.userId, item.id);
      await setAccessIssue(
        deps.db,
        item.userId,
        linked.map((a) => a.id),
        true,
      );
    }
    throw err;
  }
  const linked = await accountsOfItem(deps.db, item.userId, item.id);
  const accountIdByProviderId = new Map(
    linked.filter((a) => a.plaidAccountId).map((a) => [a.plaidAccountId!, a.id]),
  );

  const result = await deps.db.transaction(async (tx) => {
    const current = await lockSyncCursor(tx, item.id);
    if (!current || current.cursor !== item.syncCursor) {
      return { added: 0, modified: 0, removed: 0, applied: false };
    }
    await applySyncChanges(tx, {
      userId: item.userId,
      accountIdByProviderId,
      added: changes.added,
      modified: changes.modified,
      removed: changes.removed,
      // No cursor yet: a first sync, which after a repeat link may meet the old Item's rows.
      adoptMatching: item.syncCursor === null,
    });
    await storeSyncCursor(tx, item.id, changes.cursor);
    deps.logger.info('transactions synced', {
      item: item.id,
      added: changes.added.length,
      modified: changes.modified.length,
      removed: changes.removed.length,
    });
    return {
      added: changes.added.length,
      modified: changes.modified.length,
      removed: changes.removed.length,
      applied: true,
    };
  });
  // Cards' and loans' terms come with every sync: a new statement brings a new minimum and due date.
  await syncLiabilities(deps, item);
  return result;
}
