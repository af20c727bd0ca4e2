import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdoptDebtPlanBody, AdoptedDebtPlanResponse } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';

/**
 * PUT /api/debts/plan (adopt) and DELETE /api/debts/plan (stop). The debts and the forecast (both under
 * ['reports']) reload: the forecast counts the adopted plan's extra payments.
 */
export function useAdoptDebtPlan() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['reports'] });
  const adopt = useMutation({
    mutationFn: (plan: AdoptDebtPlanBody) =>
      api<AdoptedDebtPlanResponse>('/api/debts/plan', { method: 'PUT', body: plan }),
    onSuccess,
  });
  const stop = useMutation({
    mutationFn: () => api<void>('/api/debts/plan', { method: 'DELETE' }),
    onSuccess,
  });
  return { adopt, stop };
}
