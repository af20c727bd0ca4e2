import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_PERIOD,
  formatAccountSelection,
  isIsoDate,
  parseAccountSelection,
  periodKeySchema,
  resolvePeriod,
  selectedAccountIds,
  type AccountSelection,
  type PeriodKey,
} from '@tourniquet/domain';
import { useAccounts } from '../../data/accounts/get-accounts.ts';
import { useSearchParamsUpdate } from './use-search-params-update.ts';
import { useServerToday } from './use-server-today.ts';

export interface ResolvedCriteria {
  from: string;
  to: string;
  /** null = all accounts. */
  accountIds: string[] | null;
}

/**
 * The Display Criteria of the financial screens, kept in the URL (?period=&from=&to=&accounts=) so a
 * report can be bookmarked, shared and revisited with Back. Period defaults to Last 30 days; a missing or
 * empty account choice, or one naming only accounts that no longer exist, means all accounts.
 */
export function useDisplayCriteria() {
  const [params] = useSearchParams();
  const today = useServerToday();
  const accounts = useAccounts();

  const parsedPeriod = periodKeySchema.safeParse(params.get('period') ?? DEFAULT_PERIOD);
  const period: PeriodKey = parsedPeriod.success ? parsedPeriod.data : DEFAULT_PERIOD;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const rawAccounts = params.get('accounts');
  const known = accounts.data;
  const selection = useMemo<AccountSelection>(() => {
    const parsed = parseAccountSelection(rawAccounts);
    if (parsed.kind !== 'ids' || !known) return parsed;
    const ids = parsed.ids.filter((id) => known.some((a) => a.id === id));
    return ids.length === 0 ? { kind: 'all' } : { kind: 'ids', ids };
  }, [rawAccounts, known]);

  const patchParams = useSearchParamsUpdate();
  const update = useCallback(
    (patch: Record<string, string | null>) => patchParams(patch, { replace: true }),
    [patchParams],
  );

  // First load: write the effective selection back, so a stale or empty choice reads "All accounts".
  const effective = formatAccountSelection(selection);
  useEffect(() => {
    if (known && rawAccounts !== null && rawAccounts !== effective) update({ accounts: effective });
  }, [known, rawAccounts, effective, update]);

  const resolution = today.data ? resolvePeriod(period, today.data, { from, to }) : null;
  const range = resolution?.ok ? resolution.period : null;
  const resolved: ResolvedCriteria | null =
    range && known
      ? { from: range.from, to: range.to, accountIds: selectedAccountIds(selection, known) }
      : null;

  /** The criteria as the reports API reads them. */
  const query = new URLSearchParams({
    period,
    ...(period === 'custom' && { from, to }),
    accounts: effective,
  }).toString();

  return {
    period,
    /** The custom dates as typed into the URL, or the resolved range for the other periods. */
    from: period === 'custom' ? from : (range?.from ?? ''),
    to: period === 'custom' ? to : (range?.to ?? ''),
    selection,
    resolved,
    /** The days the figures cover, for the bar's coverage line; null while loading or for a bad custom range. */
    range,
    /** The message when a custom range cannot be resolved (missing, invalid or reversed dates). */
    periodError: resolution && !resolution.ok ? resolution.message : null,
    today: today.data ?? null,
    accounts: known ?? null,
    query,
    isPending: today.isPending || accounts.isPending,
    isError: today.isError || accounts.isError,
    setPeriod: (key: PeriodKey) => {
      if (key !== 'custom') return update({ period: key, from: null, to: null });
      // Custom starts from the range being shown, so switching never blanks the report.
      update({ period: key, from: range?.from ?? from, to: range?.to ?? to });
    },
    /** Picking a date switches the period to Custom (docs/product.md#2-screens). */
    setDate: (which: 'from' | 'to', iso: string) => {
      if (!isIsoDate(iso)) return;
      const current = {
        from: period === 'custom' ? from : (range?.from ?? ''),
        to: period === 'custom' ? to : (range?.to ?? ''),
      };
      update({ period: 'custom', ...current, [which]: iso });
    },
    setSelection: (next: AccountSelection) => update({ accounts: formatAccountSelection(next) }),
  };
}

export type DisplayCriteriaState = ReturnType<typeof useDisplayCriteria>;
