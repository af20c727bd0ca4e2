import { z } from 'zod';
import type { SimContext } from '../context.ts';
import { PlaidApiError } from '../core/plaid-error.ts';
import { requireHealthy, resolveItem } from '../item/item-service.ts';
import { fireItemError, fireItemWebhook, fireSyncUpdates } from '../webhooks/item-webhooks.ts';
import { defineEndpoint } from './endpoint.ts';

const resetLogin = defineEndpoint(
  '/sandbox/item/reset_login',
  z.object({ access_token: z.string() }),
  async (input, ctx) => {
    const item = resolveItem(ctx, input.access_token);
    // In memory only: a restarted simulator forgets the reset (see item-registry.ts).
    ctx.registry.loginState.set(item.itemId, 'required');
    await fireItemError(ctx, item);
    return { reset_login: true };
  },
);

/** The webhooks tests may ask for, with the payload fields Plaid sends for each. */
const FIREABLE: Record<string, { type: string; extra: (ctx: SimContext) => Record<string, unknown> }> = {
  DEFAULT_UPDATE: { type: 'TRANSACTIONS', extra: () => ({ error: null, new_transactions: 0 }) },
  RECURRING_TRANSACTIONS_UPDATE: { type: 'TRANSACTIONS', extra: () => ({ account_ids: [] }) },
  LOGIN_REPAIRED: { type: 'ITEM', extra: () => ({}) },
  NEW_ACCOUNTS_AVAILABLE: { type: 'ITEM', extra: () => ({ error: null }) },
  USER_PERMISSION_REVOKED: { type: 'ITEM', extra: () => ({ error: null }) },
  PENDING_DISCONNECT: {
    type: 'ITEM',
    extra: (ctx) => ({ reason: 'INSTITUTION_TOKEN_EXPIRATION', disconnect_time: ctx.now().toISOString() }),
  },
};

const fireWebhook = defineEndpoint(
  '/sandbox/item/fire_webhook',
  z.object({ access_token: z.string(), webhook_code: z.string(), webhook_type: z.string().optional() }),
  async (input, ctx) => {
    const item = resolveItem(ctx, input.access_token);
    if (!item.spec.w) throw new PlaidApiError('SANDBOX_WEBHOOK_INVALID');
    const code = input.webhook_code;
    const simple = FIREABLE[code];
    let delivery;
    if (code === 'SYNC_UPDATES_AVAILABLE') delivery = await fireSyncUpdates(ctx, item);
    else if (code === 'ERROR') delivery = await fireItemError(ctx, item);
    else if (simple) delivery = await fireItemWebhook(ctx, item, simple.type, code, simple.extra(ctx));
    else throw new PlaidApiError('SANDBOX_WEBHOOK_INVALID');
    return { webhook_fired: delivery?.ok ?? false };
  },
);

const verificationKeyGet = defineEndpoint(
  '/webhook_verification_key/get',
  z.object({ key_id: z.string() }),
  async (input, ctx) => {
    const key = await ctx.signer.key(input.key_id);
    if (!key) throw new PlaidApiError('INVALID_WEBHOOK_VERIFICATION_KEY_ID');
    return { key };
  },
);

/** Our data is always current, so a refresh only re-announces it (as Plaid does when it finds changes). */
const transactionsRefresh = defineEndpoint(
  '/transactions/refresh',
  z.object({ access_token: z.string() }),
  (input, ctx) => {
    const item = resolveItem(ctx, input.access_token);
    requireHealthy(ctx, item);
    setTimeout(() => void fireSyncUpdates(ctx, item), 0);
    return {};
  },
);

export const sandboxEndpoints = [resetLogin, fireWebhook, verificationKeyGet, transactionsRefresh];
