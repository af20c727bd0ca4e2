import { Hono } from 'hono';
import {
  FEE_AVOIDANCE_TIPS,
  FEE_KIND_LABELS,
  feeTotals,
  isIsoDate,
  yearlyFeeCost,
  type DetectedFee,
  type FeeKind,
  type FeeRefund,
} from '@tourniquet/domain';
import { z } from 'zod';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Db } from '../../db/client.ts';
import { listFeeRows } from '../../db/queries/fees.ts';
import { ApiError } from '../../http/errors.ts';
import { zValidatorQuery } from '../../http/validate.ts';
import { ownAccountsIncluding } from '../accounts/own-accounts.ts';

const isoDate = z.string().refine(isIsoDate, 'must be a date like 2026-11-21');
const feesQuerySchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    // Comma-separated ids; "all" or nothing means every account.
    accountIds: z.string().max(20_000, 'Too many accounts').optional(),
  })
  .strict();

/**
 * GET /api/fees?from&to&accountIds -> { fees: [{ transactionId, kind, amountCents, date, accountId, ... }],
 * refunds, totals, tips }. Read from the stored radar results; totals add up the rows to the cent.
 */
export function feesRoutes(deps: { db: Db }) {
  const { db } = deps;
  return new Hono<{ Variables: AuthVariables }>().get('/', zValidatorQuery(feesQuerySchema), async (c) => {
    const userId = c.get('user').id;
    const query = c.req.valid('query');
    if (query.from && query.to && query.from > query.to) {
      throw new ApiError(400, 'invalid_request', 'from: must be on or before to', {
        from: 'must be on or before to',
      });
    }
    const ids =
      query.accountIds && query.accountIds !== 'all'
        ? [
            ...new Set(
              query.accountIds
                .split(',')
                .map((id) => id.trim())
                .filter(Boolean),
            ),
          ]
        : undefined;
    await ownAccountsIncluding(db, userId, ids);
    const rows = await listFeeRows(db, userId, { from: query.from, to: query.to, accountIds: ids });
    const fees: (DetectedFee & { description: string; merchantName: string | null })[] = [];
    const refunds: (FeeRefund & { description: string; merchantName: string | null })[] = [];
    for (const row of rows) {
      const base = {
        transactionId: row.transactionId,
        amountCents: row.amountCents,
        date: row.date,
        accountId: row.accountId,
        description: row.description,
        merchantName: row.merchantName,
      };
      if (row.refund) refunds.push({ ...base, kind: row.kind as FeeRefund['kind'] });
      else fees.push({ ...base, kind: row.kind as FeeKind });
    }
    const totals = feeTotals(fees, refunds);
    const span = rangeOf(query.from, query.to, fees);
    return c.json({
      fees,
      refunds,
      totals: {
        ...totals,
        count: fees.length,
        yearlyCents: span ? yearlyFeeCost(fees, span.from, span.to) : 0,
      },
      kinds: Object.fromEntries(
        Object.entries(FEE_KIND_LABELS).map(([kind, label]) => [
          kind,
          { label, tip: FEE_AVOIDANCE_TIPS[kind as FeeKind] },
        ]),
      ),
    });
  });
}

/** The period the yearly cost is spread over: the one asked for, else the first to the last fee. */
function rangeOf(from: string | undefined, to: string | undefined, fees: readonly DetectedFee[]) {
  const dates = fees.map((f) => f.date).sort();
  const start = from ?? dates[0];
  const end = to ?? dates.at(-1);
  return start && end ? { from: start, to: end } : null;
}
