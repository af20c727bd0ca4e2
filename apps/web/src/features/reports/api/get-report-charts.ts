import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MonthlyCashFlow, NetWorthHistory } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';

// Keyed under ['reports'] with the summary, so a transaction edit (which invalidates ['reports']) redraws them.
export function useNetWorthHistory(query: string, enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'net-worth-history', query],
    queryFn: () => api<NetWorthHistory>(`/api/reports/net-worth-history?${query}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useMonthlyCashFlow(query: string, enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'monthly-cash-flow', query],
    queryFn: () => api<MonthlyCashFlow>(`/api/reports/monthly-cash-flow?${query}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}
