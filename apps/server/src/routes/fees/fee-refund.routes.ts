import { Hono } from 'hono';
import { buildRefundRequest, isRefundableFee, type FeeKind } from '@tourniquet/domain';
import {
  feeRefundPatchSchema,
  type FeeRefundDto,
  type FeeRefundPatchResponse,
  type FeeRefundRequestResponse,
} from '@tourniquet/domain/contracts';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import * as feeRefundsDb from '../../db/queries/fee-refunds.ts';
import { notFound } from '../../http/errors.ts';
import { zValidatorJson } from '../../http/validate.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A fee's tracker as the API shows it; a fee nobody asked about is 'none'. */
export function toFeeRefundDto(row: feeRefundsDb.FeeRefundRow | undefined): FeeRefundDto {
  return {
    status: row?.status ?? 'none',
    askedAt: row?.askedAt ? row.askedAt.toISOString() : null,
    refundedTransactionId: row?.refundedTransactionId ?? null,
    refundedCents: row?.refundedCents ?? null,
  };
}

/**
 * PATCH /api/fees/:transactionId { refundStatus } -> { transactionId, refund };
 * GET /api/fees/:transactionId/refund-request -> { message, phoneScript, phone, refundable }.
 * Only the user's own fees (a refund row, another user's fee or any other id: 404).
 */
export function feeRefundRoutes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  async function ownFee(userId: string, transactionId: string) {
    const fee = UUID_PATTERN.test(transactionId)
      ? await feeRefundsDb.findFee(db, userId, transactionId)
      : null;
    if (!fee) throw notFound('Fee not found.');
    return fee;
  }
  return new Hono<{ Variables: AuthVariables }>()
    .patch('/:transactionId', zValidatorJson(feeRefundPatchSchema), async (c) => {
      const userId = c.get('user').id;
      const fee = await ownFee(userId, c.req.param('transactionId'));
      const status = c.req.valid('json').refundStatus;
      // The app's calendar day (FIXED_TODAY in demos) with the real time of day, as for recurring decisions.
      const now = new Date(`${clock.today()}T${clock.now().toISOString().slice(11)}`);
      const row = await feeRefundsDb.setFeeRefundStatus(db, userId, fee.transactionId, status, now);
      return c.json({
        transactionId: fee.transactionId,
        refund: toFeeRefundDto(row),
      } satisfies FeeRefundPatchResponse);
    })
    .get('/:transactionId/refund-request', async (c) => {
      const userId = c.get('user').id;
      const fee = await ownFee(userId, c.req.param('transactionId'));
      const history = await feeRefundsDb.feeHistory(db, userId, fee);
      const today = clock.today();
      const yearsWithBank = history.firstDate ? wholeYearsBetween(history.firstDate, today) : null;
      const kind = fee.kind as FeeKind;
      const request = buildRefundRequest({
        kind,
        amountCents: fee.amountCents,
        date: fee.date,
        accountName: fee.accountName,
        accountMask: fee.mask,
        institutionName: fee.institutionName,
        yearsWithBank,
        feesLast12Months: Math.max(1, history.feesLast12Months),
      });
      return c.json({
        transactionId: fee.transactionId,
        ...request,
        refundable: isRefundableFee({
          kind,
          description: fee.description,
          institutionName: fee.institutionName,
        }),
      } satisfies FeeRefundRequestResponse);
    });
}

/** Whole years from the first row the app holds to today: a lower bound of the years with the bank. */
function wholeYearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}
