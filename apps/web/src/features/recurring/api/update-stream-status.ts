import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecurringStreamResponse } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';
import { monthlyCostQueryKey } from './get-monthly-cost.ts';
import { recurringStreamsQuery } from './get-recurring.ts';
import type { StreamStatus } from '@tourniquet/domain/contracts';

export function updateStreamStatus(id: string, status: StreamStatus) {
  return api<RecurringStreamResponse>(`/api/recurring/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
  }).then((r) => r.stream);
}

/**
 * "Not a subscription", "I cancelled this" and their Undo (PATCH /api/recurring/:id). The list changes at
 * once; a failure puts the previous list back before the caller says so.
 */
export function useUpdateStreamStatus() {
  const queryClient = useQueryClient();
  const key = recurringStreamsQuery.queryKey;
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: StreamStatus }) => updateStreamStatus(id, status),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (streams) =>
        streams?.map((s) => (s.id === id ? { ...s, status, stillCharging: false } : s)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (stream) => {
      queryClient.setQueryData(key, (streams) => streams?.map((s) => (s.id === stream.id ? stream : s)));
      // "Not a subscription" takes the stream's charges out of the monthly cost chart (and Undo puts them back).
      void queryClient.invalidateQueries({ queryKey: monthlyCostQueryKey });
    },
  });
}
