import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { monthlyCostQueryKey } from './get-monthly-cost.ts';
import { recurringStreamsQuery } from './get-recurring.ts';
import type { RecurringStreamDto } from '@tourniquet/domain/contracts';

/**
 * POST /api/recurring/refresh: runs the recurring engine and the fee radar on the stored transactions now
 * (it does not ask the bank for new ones) and answers the new list. Fee totals may change with it.
 */
export function useRefreshRecurring() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ streams: RecurringStreamDto[] }>('/api/recurring/refresh', { body: {} }).then((r) => r.streams),
    onSuccess: async (streams) => {
      queryClient.setQueryData(recurringStreamsQuery.queryKey, streams);
      await queryClient.invalidateQueries({ queryKey: ['reports', 'fees'] });
      await queryClient.invalidateQueries({ queryKey: monthlyCostQueryKey });
    },
  });
}
