import { useQuery } from '@tanstack/react-query';
import type { RecurringMonthlyCost } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';

export const monthlyCostQueryKey = ['recurring', 'monthly-cost'] as const;

/** Always stale, as the streams: the engine rewrites them after every sync; decisions invalidate it. */
export function useRecurringMonthlyCost(enabled: boolean) {
  return useQuery({
    queryKey: monthlyCostQueryKey,
    queryFn: () => api<RecurringMonthlyCost>('/api/recurring/monthly-cost'),
    enabled,
    staleTime: 0,
  });
}
