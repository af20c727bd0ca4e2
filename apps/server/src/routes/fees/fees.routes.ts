import { Hono } from 'hono';
import {
  FEE_AVOIDANCE_TIPS,
  isRefundableFee,
  FEE_KIND_LABELS,
  effectiveBusinessUse,
  feeReason,
  feeTotals,
  yearlyFeeCost,
  type DetectedFee,
  type FeeKind,
  type FeeRefund,
} from '@tourniquet/domain';
import {
  feesQuerySchema,
  type FeeOffsetDto,
  type FeeWithRefundDto,
  type FeesResponse,
} from '@tourniquet/domain/contracts';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { listFeeRefunds } from '../../db/queries/fee-refunds.ts';
import { listFeeRows, recoveredCents } from '../../db/queries/fees.ts';
import { ApiError } from '../../http/errors.ts';
import { zValidatorQuery } from '../../http/validate.ts';
import { ownAccountsIncluding } from '../../accounts/own-accounts.ts';
import { feeRefundRoutes, toFeeRefundDto } from './fee-refund.routes.ts';

/**
 * GET /api/fees?from&to&accountIds -> { fees: [{ transactionId, kind, amountCents, date, accountId, ... }],
 * refunds, totals, recovered, tips }. Read from the stored radar results; totals add up the rows to the cent.
 * Each fee carries its refund tracker; PATCH and the refund request live in fee-refund.routes.ts.
 */
export function feesRoutes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const list = new Hono<{ Variables: AuthVariables }>().get(
    '/',
    zValidatorQuery(feesQuerySchema),
    async (c) => {
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
      const trackers = await listFeeRefunds(db, userId);
      const fees: FeeWithRefundDto[] = [];
      const refunds: FeeOffsetDto[] = [];
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
        else {
          const kind = row.kind as FeeKind;
          fees.push({
            ...base,
            kind,
            refund: toFeeRefundDto(trackers.get(row.transactionId)),
            businessUse: effectiveBusinessUse(row.rowBusinessUse, row.accountBusinessUse),
            refundable: isRefundableFee({
              kind,
              description: row.description,
              institutionName: row.institutionName,
            }),
            reason: feeReason(
              { ...base, id: row.transactionId, category: row.category, pending: false },
              { id: row.accountId, type: row.accountType, institutionName: row.institutionName },
            ),
          });
        }
      }
      const totals = feeTotals(fees, refunds);
      const span = rangeOf(query.from, query.to, fees);
      const year = Number(clock.today().slice(0, 4));
      return c.json({
        fees,
        refunds,
        totals: {
          ...totals,
          count: fees.length,
          yearlyCents: span ? yearlyFeeCost(fees, span.from, span.to) : 0,
        },
        recovered: { year, cents: await recoveredCents(db, userId, year) },
        kinds: Object.fromEntries(
          Object.entries(FEE_KIND_LABELS).map(([kind, label]) => [
            kind,
            { label, tip: FEE_AVOIDANCE_TIPS[kind as FeeKind] },
          ]),
        ) as FeesResponse['kinds'],
      } satisfies FeesResponse);
    },
  );
  return list.route('/', feeRefundRoutes({ db, clock }));
}

/** The period the yearly cost is spread over: the one asked for, else the first to the last fee. */
function rangeOf(from: string | undefined, to: string | undefined, fees: readonly DetectedFee[]) {
  const dates = fees.map((f) => f.date).sort();
  const start = from ?? dates[0];
  const end = to ?? dates.at(-1);
  return start && end ? { from: start, to: end } : null;
}
