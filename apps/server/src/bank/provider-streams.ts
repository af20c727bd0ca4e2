import { dedupeRecurring, type RecurringItem } from '@tourniquet/domain';
import * as accountsDb from '../db/queries/accounts.ts';
import * as itemsDb from '../db/queries/provider-items.ts';
import { compareRecurring, recurringItemsFromStreams } from '../recurring/provider-list/recurring-items.ts';
import type { ProviderStream } from '../recurring/provider-list/stream-rows.ts';
import type { BankContext } from './bank-context.ts';
import { BankError, type RecurringStream } from './bank-port.ts';

/** The provider's own recurring streams of every linked bank, in the two forms the app reads them. */
export function providerStreamsOf(ctx: BankContext) {
  const { db, bank, logger } = ctx;

  /**
   * Each Item's streams handed to `use`, one Item at a time. One bank failing (at the provider or in
   * `use`) is logged and skipped, so the others still show; the caller decides what "all failed" means.
   */
  async function eachItemStreams(
    items: itemsDb.ProviderItem[],
    use: (streams: RecurringStream[]) => Promise<void> | void,
  ) {
    let failures = 0;
    let lastError: unknown = null;
    for (const item of items) {
      try {
        await use(await bank.getRecurring(ctx.token(item)));
      } catch (err) {
        failures += 1;
        lastError = err;
        logger.warn('recurring fetch failed', {
          item: item.id,
          code: err instanceof BankError ? err.code : 'error',
        });
      }
    }
    return { allFailed: items.length > 0 && failures === items.length, lastError };
  }

  return {
    /**
     * The provider's recurring streams of every linked bank, with our account and transaction ids (for
     * merging with our engine's). Null when the user has no bank link or every bank failed.
     */
    async providerStreams(userId: string): Promise<ProviderStream[] | null> {
      const items = await itemsDb.listProviderItems(db, userId);
      if (items.length === 0) return null;
      const out: ProviderStream[] = [];
      const { allFailed } = await eachItemStreams(items, async (streams) => {
        const ids = await accountsDb.providerIdMaps(
          db,
          userId,
          streams.flatMap((s) => s.transactionIds),
        );
        for (const stream of streams) {
          const accountId = ids.accounts.get(stream.providerAccountId);
          if (!accountId) continue;
          const transactionIds = stream.transactionIds.flatMap((id) => ids.transactions.get(id) ?? []);
          out.push({ accountId, stream, transactionIds });
        }
      });
      return allFailed ? null : out;
    },

    /**
     * Outflow streams from every item, derived into the spec's recurring items (bills and subscriptions),
     * soonest next charge first. One bank failing still shows the others; when every bank fails the
     * caller gets the error, since an empty list would falsely read "no recurring charges".
     */
    async fetchRecurring(userId: string): Promise<RecurringItem[]> {
      const items = await itemsDb.listProviderItems(db, userId);
      const out: RecurringItem[] = [];
      const { allFailed, lastError } = await eachItemStreams(items, (streams) => {
        out.push(...recurringItemsFromStreams(streams));
      });
      if (allFailed) throw lastError;
      return dedupeRecurring(out.sort(compareRecurring));
    },
  };
}
