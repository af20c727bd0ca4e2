import { useQuery } from '@tanstack/react-query';
import type { MonthlyFlow } from '@tourniquet/domain';
import { api } from '../../../lib/api.ts';

/** GET /api/recurring/monthly-cost: what subscriptions and bills cost per month, the last 12 months. */
export interface RecurringMonthlyCost {
  from: string;
  to: string;
  months: MonthlyFlow[];
  totalCents: number;
}

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
