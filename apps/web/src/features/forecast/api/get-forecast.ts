import { useQuery } from '@tanstack/react-query';
import type { ForecastResponse } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';

export type ForecastDays = 30 | 60 | 90;

/**
 * GET /api/forecast for the cash accounts of a selection. Keyed under ['reports'] so a bank refresh
 * or a transaction edit, which invalidate every report, refresh the forecast too.
 */
export function useForecast(days: ForecastDays = 30, accounts = 'all') {
  const query = new URLSearchParams({ days: String(days), accounts }).toString();
  return useQuery({
    queryKey: ['reports', 'forecast', query],
    queryFn: () => api<ForecastResponse>(`/api/forecast?${query}`),
  });
}
