import { z } from 'zod';
import {
  isDateInRange,
  isIsoDate,
  parseAccountSelection,
  periodKeySchema,
  requestedPeriodKey,
  resolvePeriod,
  selectedAccountIds,
  type AccountSelection,
  type PeriodErrorCode,
  type PeriodKey,
  type ResolvedPeriod,
} from '@tourniquet/domain';
import type { Db } from '../db/client.ts';
import type { AccountRow } from '../db/queries/accounts.ts';
import { FieldRefused } from '../domain-error.ts';
import { ReportPeriodInvalid } from './report-errors.ts';
import { ownAccountsIncluding } from '../accounts/own-accounts.ts';

/** The Display Criteria as query values: ?period=30&from=&to=&accounts=all|personal|business|id1,id2 */
export const reportQuerySchema = z.object({
  period: z.string().trim().max(40).optional(),
  from: z.string().trim().max(10, 'From must be a date (YYYY-MM-DD)').optional(),
  to: z.string().trim().max(10, 'To must be a date (YYYY-MM-DD)').optional(),
  accounts: z.string().max(20_000, 'Too many accounts').optional(),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** What a kept report answer is keyed by besides the user: the day (periods count back from it) and the query. */
export function reportQueryKey(today: string, query: ReportQuery): readonly unknown[] {
  return [today, query.period, query.from, query.to, query.accounts];
}

export interface ReportCriteria {
  period: ResolvedPeriod & { key: PeriodKey };
  selection: AccountSelection;
  /** The selected accounts, all the user's own. */
  accounts: AccountRow[];
  /** null = every account (no filter). */
  accountIds: string[] | null;
}

/** The field a custom range's error names: the date that is missing or wrong (From when both are). */
function periodErrorField(code: PeriodErrorCode, query: ReportQuery): 'from' | 'to' {
  if (code === 'CUSTOM_RANGE_REVERSED') return 'to';
  const fromIsFine =
    code === 'CUSTOM_RANGE_MISSING'
      ? Boolean(query.from)
      : code === 'CUSTOM_RANGE_INVALID_DATE'
        ? isIsoDate(query.from)
        : isDateInRange(query.from);
  return fromIsFine ? 'to' : 'from';
}

/**
 * Resolves the period with the server's clock and the accounts against the user's own: an id that is not
 * theirs is a 404, the same answer as for an id that does not exist.
 */
export async function resolveReportCriteria(
  db: Db,
  userId: string,
  query: ReportQuery,
  today: string,
): Promise<ReportCriteria> {
  // `from` and `to` without `period` mean a custom period, as picking a date does on the filter bar.
  const parsed = periodKeySchema.safeParse(requestedPeriodKey(query));
  if (!parsed.success) {
    throw new FieldRefused('period', 'Choose a report period');
  }
  const key = parsed.data;
  const resolution = resolvePeriod(key, today, { from: query.from, to: query.to });
  if (!resolution.ok) {
    const field = periodErrorField(resolution.code, query);
    throw new ReportPeriodInvalid(resolution.message, field);
  }
  const selection = parseAccountSelection(query.accounts);
  const all = await ownAccountsIncluding(db, userId, selection.kind === 'ids' ? selection.ids : undefined);
  const accountIds = selectedAccountIds(selection, all);
  const accounts = accountIds === null ? all : all.filter((a) => accountIds.includes(a.id));
  return { period: { ...resolution.period, key }, selection, accounts, accountIds };
}
