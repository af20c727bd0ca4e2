import { z } from 'zod';
import type { SimContext } from '../context.ts';
import { isIsoDate } from '../core/dates.ts';
import { PlaidApiError } from '../core/plaid-error.ts';
import { stableId } from '../core/prng.ts';
import { hasTransactions } from '../generator/accounts.ts';
import type { TransactionView } from '../generator/household.ts';
import type { TimelineTransaction } from '../generator/types.ts';
import {
  handleFor,
  itemAccounts,
  requireHealthy,
  resolveItem,
  type ItemHandle,
} from '../item/item-service.ts';
import { parsePublicToken } from '../item/item-spec.ts';
import { fireSyncUpdates } from '../webhooks/item-webhooks.ts';
import { defineEndpoint } from './endpoint.ts';

const isoDate = z.string().refine(isIsoDate, 'must be YYYY-MM-DD');

/**
 * Plaid's /sandbox/transactions/create: appends posted transactions to an item, then announces them with
 * SYNC_UPDATES_AVAILABLE, as Plaid does. Simulator extension: `public_token` (even one already exchanged)
 * may name the item instead of `access_token`, for a browser test that drove Link and so never held the
 * access token. Like Plaid's enrichment, a description the bank printed before goes to the account that
 * printed it, with that merchant and category; anything else lands in the item's first account.
 */
const transactionsCreate = defineEndpoint(
  '/sandbox/transactions/create',
  z
    .object({
      access_token: z.string().optional(),
      public_token: z.string().optional(),
      transactions: z
        .array(
          z.object({
            date_transacted: isoDate,
            date_posted: isoDate,
            amount: z.number().finite().min(-1_000_000).max(1_000_000),
            description: z.string().min(1).max(200),
            iso_currency_code: z.literal('USD').optional(),
          }),
        )
        .min(1)
        .max(10),
    })
    .refine((v) => (v.access_token === undefined) !== (v.public_token === undefined), {
      message: 'exactly one of access_token and public_token is required',
    }),
  (input, ctx) => {
    const item = itemOf(ctx, input);
    requireHealthy(ctx, item);
    const household = ctx.household(item.spec, ctx.today());
    const accounts = itemAccounts(item, household).filter((a) => hasTransactions(a.spec));
    const first = accounts[0];
    if (!first) throw new PlaidApiError('INVALID_ACCOUNT_ID');
    const keys = new Set(accounts.map((a) => a.spec.key));
    const list = ctx.registry.added.get(item.itemId) ?? [];
    for (const t of input.transactions) {
      const seen = household.timeline.find((x) => keys.has(x.accountKey) && x.name === t.description);
      list.push({
        key: `sandbox:${item.itemId}:${list.length}`,
        accountKey: seen?.accountKey ?? first.spec.key,
        authorizedDate: t.date_transacted,
        postedDate: t.date_posted,
        amount: Math.round(t.amount * 100) / 100,
        pendingAmount: Math.round(t.amount * 100) / 100,
        name: t.description,
        merchantName: seen?.merchantName ?? null,
        website: seen?.website ?? null,
        category: seen?.category ?? 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES',
        channel: seen?.channel ?? 'other',
        seriesKey: seen?.seriesKey ?? null,
        feeKind: null,
        foreign: false,
      });
    }
    ctx.registry.added.set(item.itemId, list);
    setTimeout(() => void fireSyncUpdates(ctx, item), 0);
    return {};
  },
);

function itemOf(ctx: SimContext, input: { access_token?: string; public_token?: string }): ItemHandle {
  if (input.access_token !== undefined) return resolveItem(ctx, input.access_token);
  const parsed = parsePublicToken(ctx.codec, input.public_token ?? '');
  if (!parsed) throw new PlaidApiError('INVALID_PUBLIC_TOKEN');
  const item = handleFor(ctx, parsed.item);
  if (ctx.registry.removed.has(item.itemId)) throw new PlaidApiError('INVALID_ACCESS_TOKEN');
  return item;
}

/** The added transactions of an item from position `from` on, as sync reports them (posted, final ids). */
export function addedViews(ctx: SimContext, itemId: string, from: number): TransactionView[] {
  return (ctx.registry.added.get(itemId) ?? []).slice(from).map((txn: TimelineTransaction) => ({
    txn,
    id: stableId(txn.key),
    pending: false,
    date: txn.postedDate,
    amount: txn.amount,
    pendingTransactionId: null,
  }));
}

export const sandboxTransactionEndpoints = [transactionsCreate];
