import { z } from 'zod';
import { PlaidApiError } from '../core/plaid-error.ts';
import { findInstitution, institutionObject } from '../data/institutions.ts';
import { accountsView, itemObject, requireHealthy, resolveItem } from '../item/item-service.ts';
import { defineEndpoint } from './endpoint.ts';

const accessTokenOnly = z.object({ access_token: z.string() });
const accountsRequest = z.object({
  access_token: z.string(),
  options: z
    .object({ account_ids: z.array(z.string()).optional(), min_last_updated_datetime: z.string().optional() })
    .optional(),
});

const itemGet = defineEndpoint('/item/get', accessTokenOnly, (input, ctx) => {
  const item = resolveItem(ctx, input.access_token);
  const last = ctx.registry.lastWebhook.get(item.itemId);
  const synced = `${ctx.today()}T06:00:00Z`;
  return {
    // An item in error answers 200 here with item.error set: /item/get is how apps read item health.
    item: { ...itemObject(ctx, item), created_at: `${item.spec.c}T12:00:00Z` },
    status: {
      transactions: { last_successful_update: synced, last_failed_update: null },
      last_webhook: last ? { sent_at: last.sentAt, code_sent: last.code } : null,
    },
  };
});

const itemRemove = defineEndpoint(
  '/item/remove',
  z.object({
    access_token: z.string(),
    reason_code: z.string().nullable().optional(),
    reason_note: z.string().nullable().optional(),
  }),
  (input, ctx) => {
    const item = resolveItem(ctx, input.access_token);
    ctx.registry.removed.add(item.itemId);
    ctx.registry.known.delete(item.itemId);
    return {};
  },
);

/** Cached balances: works even for an item needing login, as Plaid serves the last known data. */
const accountsGet = defineEndpoint('/accounts/get', accountsRequest, (input, ctx) => {
  const item = resolveItem(ctx, input.access_token);
  return {
    accounts: accountsView(ctx, item, { accountIds: input.options?.account_ids }),
    item: itemObject(ctx, item),
  };
});

const balanceGet = defineEndpoint('/accounts/balance/get', accountsRequest, (input, ctx) => {
  const item = resolveItem(ctx, input.access_token);
  requireHealthy(ctx, item);
  return {
    accounts: accountsView(ctx, item, { accountIds: input.options?.account_ids, realTime: true }),
    item: itemObject(ctx, item),
  };
});

const institutionsGetById = defineEndpoint(
  '/institutions/get_by_id',
  z.object({
    institution_id: z.string(),
    country_codes: z.array(z.string()).min(1),
    options: z
      .object({ include_optional_metadata: z.boolean().optional(), include_status: z.boolean().optional() })
      .optional(),
  }),
  (input, ctx) => {
    const institution = findInstitution(input.institution_id);
    if (!institution || !input.country_codes.includes('US')) throw new PlaidApiError('INVALID_INSTITUTION');
    return {
      institution: institutionObject(institution, {
        includeOptionalMetadata: input.options?.include_optional_metadata,
        includeStatus: input.options?.include_status,
        statusSince: `${ctx.today()}T00:00:00Z`,
      }),
    };
  },
);

export const itemEndpoints = [itemGet, itemRemove, accountsGet, balanceGet, institutionsGetById];
