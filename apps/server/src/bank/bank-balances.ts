import * as accountsDb from '../db/queries/accounts.ts';
import * as itemsDb from '../db/queries/provider-items.ts';
import type { BankContext } from './bank-context.ts';
import { BankAccessIssue, BankAccountNotFound } from './bank-errors.ts';
import { BankError } from './bank-port.ts';

const BALANCE_REFRESH_CONCURRENCY = 3;

/** Runs `task` over `items` with at most `limit` in flight; failures are the task's to handle. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await task(next);
  });
  await Promise.all(workers);
}

/** Balances from the provider: one account on request, every bank after sign-in. */
export function bankBalances(ctx: BankContext) {
  const { db, bank, clock, logger } = ctx;

  async function refreshItemBalances(item: itemsDb.ProviderItem) {
    try {
      const balances = await bank.refreshBalances(ctx.token(item));
      await accountsDb.updateBalances(
        db,
        item.userId,
        balances.map((b) => ({
          plaidAccountId: b.providerAccountId,
          currentCents: b.currentCents,
          availableCents: b.availableCents,
        })),
        clock.now(),
      );
      if (item.status !== 'active') await itemsDb.setProviderItemStatus(db, item.userId, item.id, 'active');
      await ctx.snapshot(item.userId);
    } catch (err) {
      // Only a failure needs the item's accounts (to flag them); a successful refresh skips the read.
      const linked = await accountsDb.accountsOfItem(db, item.userId, item.id);
      await accountsDb.setAccessIssue(
        db,
        item.userId,
        linked.map((a) => a.id),
        true,
      );
      if (err instanceof BankError && err.kind === 'login_required') {
        await itemsDb.setProviderItemStatus(db, item.userId, item.id, 'login_required');
        ctx.onLoginRequired?.(item.userId);
      }
      throw err;
    }
  }

  return {
    /** Throws BankAccountNotFound for an account not the user's, BankAccessIssue when the bank refuses. */
    async refreshAccountBalance(userId: string, accountId: string) {
      const account = await accountsDb.findAccount(db, userId, accountId);
      if (!account) throw new BankAccountNotFound();
      if (account.isManual) return; // nothing to refresh: the user keeps a manual balance themselves
      const item = await itemsDb.findProviderItemForAccount(db, userId, accountId);
      if (!item) throw new BankAccountNotFound();
      try {
        await refreshItemBalances(item);
      } catch (err) {
        if (err instanceof BankError) throw new BankAccessIssue();
        throw err;
      }
    },

    /** After sign-in: every item refreshes in the background, a few at a time; failures only flag. */
    async refreshAllBalances(userId: string) {
      const items = await itemsDb.listProviderItems(db, userId);
      await eachLimited(items, BALANCE_REFRESH_CONCURRENCY, async (item) => {
        try {
          await refreshItemBalances(item);
        } catch (err) {
          logger.warn('balance refresh failed', {
            item: item.id,
            code: err instanceof BankError ? err.code : 'error',
          });
        }
      });
    },
  };
}
