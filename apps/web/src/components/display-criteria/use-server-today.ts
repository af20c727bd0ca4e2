import { useQuery } from '@tanstack/react-query';
import type { ServerToday } from '@tourniquet/domain/contracts';
import { api } from '../../lib/api.ts';

/**
 * The server's calendar date. Periods are resolved against it (as the server does), not against the
 * browser's clock, so "Last 30 days" means the same days on the screen and in the totals.
 */
export function useServerToday() {
  return useQuery({
    queryKey: ['reports', 'today'],
    queryFn: () => api<ServerToday>('/api/reports/today').then((r) => r.today),
    staleTime: 60_000,
  });
}
