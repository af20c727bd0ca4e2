import { useQuery } from '@tanstack/react-query';
import type { AdvisorStatusResponse } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';

const POLL_MS = 30_000;

/**
 * Whether the advisor is online (GET /api/advisor-status), re-checked every 30 s while the page is open,
 * matching the server's cache. An error reads as offline: the meeting button must not lead nowhere.
 */
export function useAdvisorStatus() {
  const query = useQuery({
    queryKey: ['advisor-status'],
    queryFn: () => api<AdvisorStatusResponse>('/api/advisor-status'),
    refetchInterval: POLL_MS,
    staleTime: POLL_MS / 2,
  });
  return { isPending: query.isPending, online: query.data?.online ?? false };
}
