import { randomInt, randomUUID } from 'node:crypto';
import type { SimContext } from '../context.ts';
import { hashString } from '../core/prng.ts';
import { ALL_ACCOUNT_KEYS } from '../generator/accounts.ts';
import type { AccountKey } from '../generator/types.ts';
import { encodeAccountKeys, publicTokenFor, type ItemSpec } from './item-spec.ts';

/** Default history when the link token did not ask: the full 24 months, so the demo household shows. */
export const DEFAULT_HISTORY_DAYS = 730;

/**
 * The household seed of a login: a real provider returns the same underlying data for the same login, so
 * the same institution, username and app user (Link's user.client_user_id) give the same seed.
 */
export function seedForLogin(institutionId: string, username: string, clientUserId: string): number {
  return hashString(`login:${institutionId}:${username}:${clientUserId}`) % 2 ** 47;
}

/**
 * A new item's spec. The seed comes from the login (seedForLogin) or, without a known app user, from
 * node:crypto; the Item's own nonce is always fresh, so every link is a new Item. From here on the item's
 * data is a pure function of the spec and today.
 */
export function newItemSpec(
  ctx: SimContext,
  input: {
    institutionId: string;
    username: string;
    scale: number;
    accountKeys?: readonly AccountKey[];
    webhook: string | null;
    products: string[];
    daysRequested: number | null;
    seed?: number;
    /** The app's user id from /link/token/create; null or absent: a random household. */
    clientUserId?: string | null;
  },
): ItemSpec {
  return {
    v: 1,
    i: input.institutionId,
    u: input.username,
    s:
      input.seed ??
      (input.clientUserId
        ? seedForLogin(input.institutionId, input.username, input.clientUserId)
        : randomInt(2 ** 47)),
    a: encodeAccountKeys(input.accountKeys ?? ALL_ACCOUNT_KEYS),
    c: ctx.today(),
    d: Math.min(730, input.daysRequested ?? DEFAULT_HISTORY_DAYS),
    x: input.scale,
    w: input.webhook,
    p: input.products.length > 0 ? input.products : ['transactions'],
    k: randomUUID().slice(0, 12),
  };
}

export function mintPublicToken(ctx: SimContext, spec: ItemSpec): string {
  return publicTokenFor(ctx.codec, spec, ctx.now().getTime(), randomUUID());
}
