import { z } from 'zod';
import { stableId } from '../core/prng.ts';
import type { TokenCodec } from '../core/signed-token.ts';
import { ALL_ACCOUNT_KEYS } from '../generator/accounts.ts';
import type { AccountKey } from '../generator/types.ts';

/**
 * Everything that defines an item, carried inside its access token. The household is a pure function of
 * this spec and today, so a fresh simulator process with the same secretKey serves the same item.
 */
export const itemSpecSchema = z.object({
  v: z.literal(1),
  /** institution_id */
  i: z.string(),
  /** sandbox username (decides later ITEM_LOGIN_REQUIRED) */
  u: z.string(),
  /** household seed */
  s: z.number().int(),
  /** chosen accounts, one letter per account (see ACCOUNT_LETTERS) */
  a: z.string(),
  /** linked on (YYYY-MM-DD) */
  c: z.string(),
  /** days of history */
  d: z.number().int(),
  /** spending scale */
  x: z.number(),
  /** webhook URL or null */
  w: z.string().nullable(),
  /** products */
  p: z.array(z.string()),
  /**
   * Link nonce: each link of the same login is its own Item (its own item_id), while the household,
   * account ids and transaction ids follow the seed and repeat, as a real bank's data does.
   */
  k: z.string().optional(),
});

export type ItemSpec = z.infer<typeof itemSpecSchema>;

const ACCOUNT_LETTERS: Record<AccountKey, string> = {
  checking: 'c',
  savings: 's',
  credit: 'r',
  mortgage: 'm',
  student: 't',
  auto: 'a',
  ira: 'i',
};

export function encodeAccountKeys(keys: readonly AccountKey[]): string {
  return ALL_ACCOUNT_KEYS.filter((k) => keys.includes(k))
    .map((k) => ACCOUNT_LETTERS[k])
    .join('');
}

export function decodeAccountKeys(letters: string): AccountKey[] {
  return ALL_ACCOUNT_KEYS.filter((k) => letters.includes(ACCOUNT_LETTERS[k]));
}

export function itemIdOf(spec: ItemSpec): string {
  return stableId(`item:${spec.s}:${spec.i}:${spec.c}${spec.k ? `:${spec.k}` : ''}`);
}

export function accountIdOf(spec: ItemSpec, key: AccountKey): string {
  return stableId(`account:${spec.s}:${spec.i}:${key}`);
}

const ACCESS = 'access-sandbox';
const PUBLIC = 'public-sandbox';

export function accessTokenFor(codec: TokenCodec, spec: ItemSpec): string {
  return codec.encode(ACCESS, spec);
}

export function parseAccessToken(codec: TokenCodec, token: string): ItemSpec | null {
  const parsed = itemSpecSchema.safeParse(codec.decode(ACCESS, token));
  return parsed.success ? parsed.data : null;
}

/** Public tokens carry the item plus an issue time (they expire after 30 minutes) and a one-use nonce. */
const publicSchema = z.object({ item: itemSpecSchema, t: z.number(), n: z.string() });

export function publicTokenFor(codec: TokenCodec, spec: ItemSpec, issuedAtMs: number, nonce: string): string {
  return codec.encode(PUBLIC, { item: spec, t: issuedAtMs, n: nonce });
}

export function parsePublicToken(codec: TokenCodec, token: string): z.infer<typeof publicSchema> | null {
  const parsed = publicSchema.safeParse(codec.decode(PUBLIC, token));
  return parsed.success ? parsed.data : null;
}
