import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ReportSummary } from '@tourniquet/domain/contracts';

/**
 * The summary for the Display Criteria query string. Keyed under ['reports'] so a transaction edit
 * (which invalidates ['reports']) refreshes every total; the previous figures stay up while new ones load.
 */
export function useReportSummary(query: string, enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'summary', query],
    queryFn: () => api<ReportSummary>(`/api/reports/summary?${query}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}
