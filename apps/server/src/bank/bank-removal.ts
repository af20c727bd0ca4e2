import * as accountsDb from '../db/queries/accounts.ts';
import * as itemsDb from '../db/queries/provider-items.ts';
import { deleteTransactionsInChunks } from '../db/queries/delete-rows-in-chunks.ts';
import type { BankContext } from './bank-context.ts';
import { BankAccountNotFound } from './bank-errors.ts';

/** Removing accounts and bank links, at the provider as well as here. */
export function bankRemoval(ctx: BankContext) {
  const { db } = ctx;
  return {
    /**
     * Removes one account; when it was the last of its bank link, the link is removed at the provider too.
     * Throws BankAccountNotFound for an account not the user's.
     */
    async removeAccount(userId: string, accountId: string) {
      const account = await accountsDb.findAccount(db, userId, accountId);
      if (!account) throw new BankAccountNotFound();
      const item = account.providerItemId
        ? await itemsDb.findProviderItemForAccount(db, userId, accountId)
        : null;
      await deleteTransactionsInChunks(db, { userId, accountId });
      await accountsDb.deleteAccount(db, userId, accountId);
      if (item && (await accountsDb.countAccountsOfItem(db, userId, item.id)) === 0) {
        await ctx.removeAtProvider(ctx.token(item), item.id);
        await itemsDb.deleteProviderItem(db, userId, item.id);
      }
    },

    /** Account deletion: every bank link of the user is removed at the provider before the rows go. */
    async removeAllItems(userId: string) {
      for (const item of await itemsDb.listProviderItems(db, userId)) {
        await ctx.removeAtProvider(ctx.token(item), item.id);
      }
    },
  };
}
