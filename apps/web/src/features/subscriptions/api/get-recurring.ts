import { useQuery } from '@tanstack/react-query';
import type { RecurringItem } from '@tourniquet/domain';
import { api } from '../../../lib/api.ts';

/** The spec's fetch-recurring-transactions function: bills and subscriptions, soonest next charge first. */
export function fetchRecurring() {
  return api<{ recurring_transactions: RecurringItem[] }>('/api/bank/fetch-recurring-transactions', {
    method: 'POST',
  }).then((r) => r.recurring_transactions);
}

// The list is read live from the bank on every call, so a failure is worth one quiet retry before the
// error state shows.
export function useRecurring(enabled: boolean) {
  return useQuery({ queryKey: ['recurring'], queryFn: fetchRecurring, enabled, retry: 1 });
}
