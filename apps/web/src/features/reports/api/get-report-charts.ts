import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MonthlyFlow, NetWorthPoint } from '@tourniquet/domain';
import { api } from '../../../lib/api.ts';

/** GET /api/reports/net-worth-history: net worth at the end of each charted day (integer cents). */
export interface NetWorthHistory {
  period: { from: string; to: string };
  points: NetWorthPoint[];
}

/** GET /api/reports/monthly-cash-flow: the summary's money in and out, per calendar month. */
export interface MonthlyCashFlow {
  period: { from: string; to: string };
  months: MonthlyFlow[];
  inCents: number;
  outCents: number;
}

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
