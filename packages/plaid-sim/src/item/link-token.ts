import { z } from 'zod';
import type { TokenCodec } from '../core/signed-token.ts';
import { itemSpecSchema } from './item-spec.ts';

/** What /link/token/create promised the Link session: carried in the link token itself (no database). */
const linkSchema = z.object({
  /** client_name shown in Link */
  n: z.string(),
  p: z.array(z.string()),
  w: z.string().nullable(),
  d: z.number().int().nullable(),
  /** expiry, ms since epoch */
  e: z.number(),
  /** nonce so two tokens never coincide */
  r: z.string(),
  /** update mode: the item being repaired */
  u: itemSpecSchema.nullable(),
  /** user.client_user_id (or user_id): the same login of the same app user yields the same bank data */
  c: z.string().nullable().optional(),
});

export type LinkTokenSpec = z.infer<typeof linkSchema>;

const LINK = 'link-sandbox';

export function linkTokenFor(codec: TokenCodec, spec: LinkTokenSpec): string {
  return codec.encode(LINK, spec);
}

export function parseLinkToken(codec: TokenCodec, token: string, nowMs: number): LinkTokenSpec | null {
  const parsed = linkSchema.safeParse(codec.decode(LINK, token));
  return parsed.success && parsed.data.e > nowMs ? parsed.data : null;
}
