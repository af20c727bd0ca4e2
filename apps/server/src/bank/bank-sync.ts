import * as accountsDb from '../db/queries/accounts.ts';
import * as itemsDb from '../db/queries/provider-items.ts';
import type { BankContext } from './bank-context.ts';
import { BankAccessIssue, BankAccountNotFound } from './bank-errors.ts';
import { BankError } from './bank-port.ts';
import { syncItem, type SyncResult } from './transaction-sync.ts';

/** Transaction syncs: on a user's request, and for one Item (a webhook's job). */
export function bankSync(ctx: BankContext) {
  const { db } = ctx;
  return {
    /**
     * Syncs the item behind one account, or every item of the user. Throws BankAccountNotFound for an
     * account not the user's, BankAccessIssue when a bank refuses.
     */
    async fetchTransactions(userId: string, accountId?: string): Promise<SyncResult> {
      const items = accountId
        ? [await itemsDb.findProviderItemForAccount(db, userId, accountId)]
        : await itemsDb.listProviderItems(db, userId);
      if (accountId && !items[0]) {
        const account = await accountsDb.findAccount(db, userId, accountId);
        if (!account) throw new BankAccountNotFound();
        return { added: 0, modified: 0, removed: 0, applied: true }; // manual account: nothing to sync
      }
      const total: SyncResult = { added: 0, modified: 0, removed: 0, applied: true };
      // Detection reruns after the sync, even when a later item fails, for what did change.
      const changed = () => {
        const rows = total.added + total.modified + total.removed;
        if (rows > 0) ctx.onTransactionsChanged?.(userId, rows);
      };
      for (const item of items) {
        try {
          const r = await syncItem(ctx.syncDeps, item!);
          total.added += r.added;
          total.modified += r.modified;
          total.removed += r.removed;
        } catch (err) {
          changed();
          if (err instanceof BankError && err.kind === 'login_required') ctx.onLoginRequired?.(userId);
          if (err instanceof BankError) throw new BankAccessIssue();
          throw err;
        }
      }
      await ctx.snapshot(userId);
      changed();
      return total;
    },

    syncItemById: async (plaidItemId: string) => {
      const item = await itemsDb.findProviderItemByPlaidId(db, plaidItemId);
      if (!item) return null;
      const result = await syncItem(ctx.syncDeps, item).catch((err: unknown) => {
        if (err instanceof BankError && err.kind === 'login_required') ctx.onLoginRequired?.(item.userId);
        throw err;
      });
      await ctx.snapshot(item.userId);
      const rows = result.added + result.modified + result.removed;
      if (rows > 0) ctx.onTransactionsChanged?.(item.userId, rows);
      return result;
    },
  };
}
