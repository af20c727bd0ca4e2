import { z } from 'zod';
import { PlaidApiError } from '../core/plaid-error.ts';
import type { SimContext } from '../context.ts';
import { hasTransactions } from '../generator/accounts.ts';
import { syncEvents } from '../generator/sync-diff.ts';
import type { AccountKey } from '../generator/types.ts';
import {
  accountsView,
  itemAccounts,
  requireHealthy,
  resolveItem,
  type ItemHandle,
} from '../item/item-service.ts';
import { defineEndpoint } from './endpoint.ts';
import { addedViews } from './sandbox-transactions.ts';
import { transactionShape } from './shapes.ts';

/**
 * A sync cursor says what the client has seen: `s` the day its last complete sync reflected (null: nothing),
 * `t` the day the current pagination loop is computing towards, `p` the position within that loop. Pages of
 * one loop are frozen at `t`, so a clock advance mid-pagination never shifts pages (we therefore never answer
 * TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION); the loop's last cursor has s = t, p = 0 and picks up
 * whatever changed after `t` on the next call.
 */
const cursorSchema = z.object({
  i: z.string(),
  s: z.string().nullable(),
  t: z.string(),
  p: z.number().int().min(0),
  a: z.string().nullable(),
  // How many /sandbox/transactions/create additions the client has seen (absent in older cursors).
  x: z.number().int().min(0).default(0),
});
type Cursor = z.infer<typeof cursorSchema>;

const CURSOR = 'cursor';

function readCursor(
  ctx: SimContext,
  item: ItemHandle,
  raw: string | null | undefined,
  accountId: string | null,
): Cursor | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (raw === 'now') return { i: item.itemId, s: ctx.today(), t: ctx.today(), p: 0, a: accountId, x: 0 };
  const parsed = cursorSchema.safeParse(ctx.codec.decode(CURSOR, raw));
  if (!parsed.success || parsed.data.i !== item.itemId)
    throw new PlaidApiError('INVALID_FIELD', 'cursor: invalid cursor');
  if (parsed.data.a !== accountId)
    throw new PlaidApiError('INVALID_FIELD', 'cursor: cursor was issued for a different account_id');
  return parsed.data;
}

const transactionsSync = defineEndpoint(
  '/transactions/sync',
  z.object({
    access_token: z.string(),
    cursor: z.string().nullable().optional(),
    count: z.number().int().min(1).max(500).optional(),
    options: z
      .object({
        include_original_description: z.boolean().nullable().optional(),
        personal_finance_category_version: z.enum(['v1', 'v2']).optional(),
        account_id: z.string().optional(),
      })
      .optional(),
  }),
  (input, ctx) => {
    const item = resolveItem(ctx, input.access_token);
    requireHealthy(ctx, item);
    const accountId = input.options?.account_id ?? null;
    const cursor = readCursor(ctx, item, input.cursor, accountId);
    const from = cursor ? cursor.s : null;
    const to = cursor && cursor.p > 0 ? cursor.t : ctx.today();
    const household = ctx.household(item.spec, to > ctx.today() ? to : ctx.today());
    const accounts = itemAccounts(item, household).filter((a) => hasTransactions(a.spec));
    const scoped = accountId === null ? accounts : accounts.filter((a) => a.id === accountId);
    if (scoped.length === 0) throw new PlaidApiError('INVALID_ACCOUNT_ID');
    const idByKey = new Map(scoped.map((a) => [a.spec.key, a.id]));
    // Sandbox additions come after the timeline's changes; the list only grows, so pages stay stable.
    const seenAdded = cursor?.x ?? 0;
    const added = addedViews(ctx, item.itemId, seenAdded);
    const events = [
      ...syncEvents(household, from, to, new Set<AccountKey>(idByKey.keys())),
      ...added.filter((v) => idByKey.has(v.txn.accountKey)).map((view) => ({ kind: 'added' as const, view })),
    ];
    const position = cursor?.p ?? 0;
    const count = input.count ?? 100;
    const page = events.slice(position, position + count);
    const hasMore = position + count < events.length;
    const next: Cursor = hasMore
      ? { i: item.itemId, s: from, t: to, p: position + count, a: accountId, x: seenAdded }
      : { i: item.itemId, s: to, t: to, p: 0, a: accountId, x: seenAdded + added.length };
    const shapeOptions = {
      version: input.options?.personal_finance_category_version ?? ('v2' as const),
      includeOriginalDescription: input.options?.include_original_description === true,
    };
    return {
      transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE',
      accounts: accountsView(ctx, item, {
        transactionsOnly: true,
        accountIds: accountId ? [accountId] : undefined,
      }),
      added: page
        .filter((e) => e.kind === 'added')
        .map((e) => transactionShape(e.view, idByKey.get(e.view.txn.accountKey) as string, shapeOptions)),
      modified: [],
      removed: page
        .filter((e) => e.kind === 'removed')
        .map((e) => ({
          transaction_id: e.view.id,
          account_id: idByKey.get(e.view.txn.accountKey) as string,
        })),
      next_cursor: ctx.codec.encode(CURSOR, next),
      has_more: hasMore,
    };
  },
);

export const syncEndpoints = [transactionsSync];
