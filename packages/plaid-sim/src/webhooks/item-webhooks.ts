import type { SimContext } from '../context.ts';
import { itemError, type ItemHandle } from '../item/item-service.ts';
import type { WebhookDelivery } from './webhook-sender.ts';

/** Sends one webhook for an item to its webhook URL (none when the item has no URL). */
export async function fireItemWebhook(
  ctx: SimContext,
  item: ItemHandle,
  type: string,
  code: string,
  extra: Record<string, unknown> = {},
): Promise<WebhookDelivery | null> {
  if (!item.spec.w) return null;
  const body = {
    webhook_type: type,
    webhook_code: code,
    item_id: item.itemId,
    ...extra,
    environment: 'sandbox',
  };
  ctx.registry.lastWebhook.set(item.itemId, { sentAt: ctx.now().toISOString(), code });
  return ctx.webhooks.deliver(item.spec.w, body);
}

/** TRANSACTIONS / SYNC_UPDATES_AVAILABLE: the simulator's history is always complete at once. */
export function fireSyncUpdates(ctx: SimContext, item: ItemHandle): Promise<WebhookDelivery | null> {
  return fireItemWebhook(ctx, item, 'TRANSACTIONS', 'SYNC_UPDATES_AVAILABLE', {
    initial_update_complete: true,
    historical_update_complete: true,
  });
}

export function fireItemError(ctx: SimContext, item: ItemHandle): Promise<WebhookDelivery | null> {
  return fireItemWebhook(ctx, item, 'ITEM', 'ERROR', { error: itemError(ctx, item) });
}
