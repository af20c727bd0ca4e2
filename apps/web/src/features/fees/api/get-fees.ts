import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { startOfYear, type IsoDate } from '@tourniquet/domain';
import { useServerToday } from '../../../components/display-criteria/use-server-today.ts';
import { api } from '../../../lib/api.ts';
import type { FeesResponse } from '@tourniquet/domain/contracts';

export interface FeesRange {
  /** Omitted: from the first fee on record (the yearly cost is then spread over the fees' own span). */
  from?: IsoDate;
  to: IsoDate;
  /** null = every account. */
  accountIds: string[] | null;
}

export function feesQueryString(range: FeesRange): string {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  params.set('to', range.to);
  if (range.accountIds) params.set('accountIds', range.accountIds.join(','));
  return params.toString();
}

/**
 * The fee radar's stored results for a period and accounts. Keyed under ['reports'] so a transaction edit
 * or a bank refresh (which invalidate every report) refreshes the fees too; old figures stay up meanwhile.
 */
export function useFees(range: FeesRange | null) {
  const query = range ? feesQueryString(range) : '';
  return useQuery({
    queryKey: ['reports', 'fees', query],
    queryFn: () => api<FeesResponse>(`/api/fees?${query}`),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** This calendar year to the server's today, every account: the "Bank fees: $X this year" figure. */
export function useFeesThisYear() {
  const today = useServerToday();
  const fees = useFees(
    today.data ? { from: startOfYear(today.data), to: today.data, accountIds: null } : null,
  );
  return { fees, isError: today.isError || fees.isError };
}

/** The Fees screen showing the same figure (its Display Criteria in the URL). */
export const FEES_THIS_YEAR_HREF = '/fees?period=this_year';
