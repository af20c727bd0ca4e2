import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProfitAndLoss, ScheduleC } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';

/**
 * The business books. Keyed under ['reports'] so a transaction edit (which invalidates every
 * report) refreshes them too; old figures stay up while the new ones load.
 */
export function useProfitAndLoss(criteriaQuery: string | null) {
  return useQuery({
    queryKey: ['reports', 'business', 'profit-and-loss', criteriaQuery],
    queryFn: () => api<ProfitAndLoss>(`/api/business/profit-and-loss?${criteriaQuery}`),
    enabled: criteriaQuery !== null,
    placeholderData: keepPreviousData,
  });
}

export function scheduleCQuery(year: number, accounts: string): string {
  return new URLSearchParams({ year: String(year), accounts }).toString();
}

export function useScheduleC(query: string | null) {
  return useQuery({
    queryKey: ['reports', 'business', 'schedule-c', query],
    queryFn: () => api<ScheduleC>(`/api/business/schedule-c?${query}`),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
