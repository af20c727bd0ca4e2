import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DebtPlanResponse, DebtsResponse } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';

export type DebtStrategyChoice = 'avalanche' | 'snowball';

/** GET /api/debts. Keyed under ['reports'] so a bank refresh or an edit refreshes it with the reports. */
export function useDebts() {
  return useQuery({ queryKey: ['reports', 'debts'], queryFn: () => api<DebtsResponse>('/api/debts') });
}

/** GET /api/debts/plan; the last plan stays on screen while the next one (a new extra amount) loads. */
export function useDebtPlan(strategy: DebtStrategyChoice, extraMonthlyCents: number) {
  const query = new URLSearchParams({ strategy, extraMonthlyCents: String(extraMonthlyCents) }).toString();
  return useQuery({
    queryKey: ['reports', 'debt-plan', query],
    queryFn: () => api<DebtPlanResponse>(`/api/debts/plan?${query}`),
    placeholderData: keepPreviousData,
  });
}
