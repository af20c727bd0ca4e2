import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkTokenResponse } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';

export function createLinkToken() {
  return api<LinkTokenResponse>('/api/bank/create-link-token', { body: {} }).then((r) => r.link_token);
}

/**
 * A Link token per signed-in user, fetched when a link control mounts (docs/product.md#4-states). Tokens live four
 * hours at the provider; treating them as fresh for one hour and dropping them once unused keeps every
 * Link session on a valid one.
 */
export const linkTokenQuery = (userId: string) =>
  queryOptions({
    queryKey: ['bank', 'link-token', userId],
    queryFn: createLinkToken,
    staleTime: 60 * 60_000,
    gcTime: 0,
    retry: 1,
  });

export function useLinkToken(userId: string | null) {
  return useQuery({ ...linkTokenQuery(userId ?? ''), enabled: Boolean(userId) });
}
