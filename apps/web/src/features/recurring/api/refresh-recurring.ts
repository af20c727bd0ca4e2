import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecurringStreamsResponse } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';
import { monthlyCostQueryKey } from './get-monthly-cost.ts';
import { recurringStreamsQuery } from './get-recurring.ts';

/**
 * POST /api/recurring/refresh: runs the recurring engine and the fee radar on the stored transactions now
 * (it does not ask the bank for new ones) and answers the new list. Fee totals may change with it.
 */
export function useRefreshRecurring() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<RecurringStreamsResponse>('/api/recurring/refresh', { body: {} }).then((r) => r.streams),
    onSuccess: async (streams) => {
      queryClient.setQueryData(recurringStreamsQuery.queryKey, streams);
      await queryClient.invalidateQueries({ queryKey: ['reports', 'fees'] });
      await queryClient.invalidateQueries({ queryKey: monthlyCostQueryKey });
    },
  });
}
