import { randomInt, randomUUID } from 'node:crypto';
import type { SimContext } from '../context.ts';
import { ALL_ACCOUNT_KEYS } from '../generator/accounts.ts';
import type { AccountKey } from '../generator/types.ts';
import { encodeAccountKeys, publicTokenFor, type ItemSpec } from './item-spec.ts';

/** Default history when the link token did not ask: the full 24 months, so the demo household shows. */
export const DEFAULT_HISTORY_DAYS = 730;

/**
 * A new item's spec. The seed is the only random input (from node:crypto, not the household generator):
 * from here on the item's data is a pure function of the spec and today.
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
  },
): ItemSpec {
  return {
    v: 1,
    i: input.institutionId,
    u: input.username,
    s: input.seed ?? randomInt(2 ** 47),
    a: encodeAccountKeys(input.accountKeys ?? ALL_ACCOUNT_KEYS),
    c: ctx.today(),
    d: Math.min(730, input.daysRequested ?? DEFAULT_HISTORY_DAYS),
    x: input.scale,
    w: input.webhook,
    p: input.products.length > 0 ? input.products : ['transactions'],
  };
}

export function mintPublicToken(ctx: SimContext, spec: ItemSpec): string {
  return publicTokenFor(ctx.codec, spec, ctx.now().getTime(), randomUUID());
}
