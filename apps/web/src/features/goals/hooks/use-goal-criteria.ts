import { DEFAULT_PERIOD, periodKeySchema, resolvePeriod, type PeriodKey } from '@tourniquet/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { GoalCriteria } from '../api/goals-api.ts';
import { localIsoDate } from '../lib/local-date.ts';

/**
 * The Income & Spending Goals criteria, kept in the URL (?period=&from=&to=&accounts=) so a reload or a
 * shared link shows the same timeframe. No accounts parameter means all accounts (docs/product.md#4-states: the
 * selection defaults to all); "accounts=" with no ids means none.
 */
export function useGoalCriteria() {
  const [params, setParams] = useSearchParams();
  const parsed = periodKeySchema.safeParse(params.get('period'));
  const period: PeriodKey = parsed.success ? parsed.data : DEFAULT_PERIOD;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const accountsParam = params.get('accounts');
  const accountIds =
    accountsParam === null ? null : accountsParam.split(',').filter((id) => id.trim() !== '');

  // Only Custom can be wrong; the message tells the user what to fix before anything is asked for.
  const custom = period === 'custom' ? resolvePeriod('custom', localIsoDate(new Date()), { from, to }) : null;
  const customError = custom && !custom.ok ? custom.message : null;

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const criteria: GoalCriteria = {
    period,
    from,
    to,
    accounts: accountIds === null ? 'all' : accountIds.join(','),
  };
  return {
    criteria,
    accountIds,
    customError,
    setPeriod: (key: PeriodKey, range?: { from: string; to: string }) =>
      update({ period: key, ...(key === 'custom' && range && !from && !to ? range : {}) }),
    setDate: (which: 'from' | 'to', value: string) => update({ [which]: value || null }),
    setAccounts: (ids: readonly string[] | null) => update({ accounts: ids === null ? null : ids.join(',') }),
  };
}
