import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GoalUpsert, PeriodKey } from '@tourniquet/domain';
import type { GoalProgressResponse, GoalResponse, GoalsResponse } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';

// Every goals query sits under ['goals']: a saved goal, and a transaction edit, refresh them all.
export const goalsQuery = queryOptions({
  queryKey: ['goals', 'list'],
  queryFn: () => api<GoalsResponse>('/api/goals').then((r) => r.goals),
});

/**
 * What the progress report is for: a period key (from/to for Custom) and the accounts as the Display
 * Criteria write them ('all' | 'personal' | 'business' | comma-joined ids).
 */
export interface GoalCriteria {
  period: PeriodKey;
  from?: string;
  to?: string;
  accounts: string;
}

export function goalProgressQuery({ period, from, to, accounts }: GoalCriteria): string {
  const params = new URLSearchParams({ period, accounts });
  if (period === 'custom') {
    if (from) params.set('from', from);
    if (to) params.set('to', to);
  }
  return params.toString();
}

/**
 * Actuals per category for the criteria, joined with the goals. `query` is the Display Criteria query
 * string (period, from, to, accounts). The last answer stays on screen while the next one loads.
 */
export function useGoalProgress(query: string, enabled = true) {
  const path = `/api/goals/progress?${query}`;
  return useQuery({
    queryKey: ['goals', 'progress', path],
    queryFn: () => api<GoalProgressResponse>(path),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function saveGoal(goal: GoalUpsert) {
  return api<GoalResponse>('/api/goals', { method: 'PUT', body: goal }).then((r) => r.goal);
}

/** Removes one of the user's goals. */
export function deleteGoal(id: string) {
  return api<void>(`/api/goals/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
