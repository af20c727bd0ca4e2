import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecurringStreamsResponse } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';

/** Every stored stream of the user, whatever its status, soonest next date first (GET /api/recurring). */
export function fetchRecurringStreams() {
  return api<RecurringStreamsResponse>('/api/recurring').then((r) => r.streams);
}

/**
 * Read from stored tables, which the engine rewrites in the background after every sync and import: always
 * stale, so each visit asks again (a cheap read) while the last list stays up.
 */
export const recurringStreamsQuery = queryOptions({
  queryKey: ['recurring', 'streams'],
  queryFn: fetchRecurringStreams,
  staleTime: 0,
});

export function useRecurringStreams(enabled: boolean) {
  return useQuery({ ...recurringStreamsQuery, enabled });
}
