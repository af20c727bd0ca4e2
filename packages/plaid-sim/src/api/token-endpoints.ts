import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { PlaidApiError } from '../core/plaid-error.ts';
import { findInstitution } from '../data/institutions.ts';
import { checkCredentials } from '../data/sandbox-users.ts';
import { handleFor, resolveItem } from '../item/item-service.ts';
import { accessTokenFor, itemIdOf, parsePublicToken } from '../item/item-spec.ts';
import { linkTokenFor } from '../item/link-token.ts';
import { mintPublicToken, newItemSpec } from '../item/mint.ts';
import { fireSyncUpdates } from '../webhooks/item-webhooks.ts';
import { defineEndpoint } from './endpoint.ts';

const HOUR_MS = 3_600_000;
const PUBLIC_TOKEN_TTL_MS = 30 * 60_000;

const linkTokenCreate = defineEndpoint(
  '/link/token/create',
  z.object({
    client_name: z.string().min(1),
    language: z.string().min(1),
    country_codes: z.array(z.string()).min(1),
    user: z.object({ client_user_id: z.string().min(1) }).optional(),
    user_id: z.string().optional(),
    products: z.array(z.string()).nullable().optional(),
    webhook: z.url().optional(),
    access_token: z.string().nullable().optional(),
    transactions: z
      .object({ days_requested: z.number().int().min(1).max(730).optional() })
      .nullable()
      .optional(),
  }),
  (input, ctx) => {
    if (!input.user && !input.user_id)
      throw new PlaidApiError('MISSING_FIELDS', 'the following required fields are missing: user');
    const update = input.access_token ? resolveItem(ctx, input.access_token) : null;
    const products = input.products ?? [];
    if (products.includes('balance')) throw new PlaidApiError('INVALID_PRODUCT');
    if (!update && products.length === 0)
      throw new PlaidApiError('INVALID_FIELD', 'products: at least one product is required');
    const expiresAt = ctx.now().getTime() + (update ? HOUR_MS / 2 : 4 * HOUR_MS);
    const linkToken = linkTokenFor(ctx.codec, {
      n: input.client_name,
      p: products,
      w: input.webhook ?? null,
      d: input.transactions?.days_requested ?? null,
      e: expiresAt,
      r: randomUUID().slice(0, 8),
      u: update ? update.spec : null,
      c: input.user?.client_user_id ?? input.user_id ?? null,
    });
    return { link_token: linkToken, expiration: new Date(expiresAt).toISOString().replace(/\.\d{3}Z$/, 'Z') };
  },
);

const publicTokenExchange = defineEndpoint(
  '/item/public_token/exchange',
  z.object({ public_token: z.string() }),
  (input, ctx) => {
    const parsed = parsePublicToken(ctx.codec, input.public_token);
    if (!parsed || ctx.registry.usedPublicTokenNonces.has(parsed.n))
      throw new PlaidApiError('INVALID_PUBLIC_TOKEN');
    if (parsed.t + PUBLIC_TOKEN_TTL_MS < ctx.now().getTime()) {
      throw new PlaidApiError(
        'INVALID_PUBLIC_TOKEN',
        'provided public token is expired. Public tokens expire 30 minutes after creation at which point they can no longer be exchanged',
      );
    }
    ctx.registry.usedPublicTokenNonces.add(parsed.n);
    const item = handleFor(ctx, parsed.item);
    ctx.registry.removed.delete(item.itemId);
    ctx.registry.known.set(item.itemId, { accessToken: item.accessToken, spec: item.spec });
    // Plaid announces the first pull shortly after the exchange; ours is ready at once.
    setTimeout(() => void fireSyncUpdates(ctx, item), 0);
    return { access_token: accessTokenFor(ctx.codec, parsed.item), item_id: itemIdOf(parsed.item) };
  },
);

const sandboxPublicTokenCreate = defineEndpoint(
  '/sandbox/public_token/create',
  z.object({
    institution_id: z.string(),
    initial_products: z.array(z.string()).min(1),
    options: z
      .object({
        webhook: z.url().optional(),
        override_username: z.string().nullable().optional(),
        override_password: z.string().nullable().optional(),
        /**
         * Simulator extension: the app user this login belongs to. The same institution, username and
         * client_user_id give the same bank data (as Link does with user.client_user_id); absent, a random
         * household, so unrelated tests stay independent.
         */
        client_user_id: z.string().min(1).optional(),
        transactions: z
          .object({ days_requested: z.number().int().min(1).max(730).optional() })
          .nullable()
          .optional(),
      })
      .optional(),
  }),
  (input, ctx) => {
    const institution = findInstitution(input.institution_id);
    if (!institution) throw new PlaidApiError('INVALID_INSTITUTION');
    const username = input.options?.override_username ?? 'user_good';
    const password = input.options?.override_password ?? 'pass_good';
    const outcome = checkCredentials(institution, username, password);
    if (!outcome.ok) throw new PlaidApiError(outcome.error);
    const spec = newItemSpec(ctx, {
      institutionId: institution.institution_id,
      username,
      scale: outcome.scale,
      webhook: input.options?.webhook ?? null,
      products: input.initial_products,
      daysRequested: input.options?.transactions?.days_requested ?? null,
      clientUserId: input.options?.client_user_id ?? randomUUID(),
    });
    return { public_token: mintPublicToken(ctx, spec) };
  },
);

export const tokenEndpoints = [linkTokenCreate, publicTokenExchange, sandboxPublicTokenCreate];
