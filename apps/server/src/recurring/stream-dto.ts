import {
  findCancelGuide,
  monthlyCostCents,
  serviceDisplayName,
  yearlyCostCents,
  type StreamCadence,
} from '@tourniquet/domain';
import type { RecurringStreamDto, StreamKind, StreamStatus } from '@tourniquet/domain/contracts';
import type { DecisionRow, StreamRow } from '../db/queries/recurring.ts';
import type { ChargeBusinessUse, chargesBusinessUse } from '../db/queries/stream-business-use.ts';

/**
 * The API shape of a stream (issue contract: id, accountId, name, merchant, cadence, kind, active,
 * amountCents, nextDate, transactionIds, priceChanges, status, source), plus what the screens show.
 * status comes from the user's decision; a cancelled stream that charged again after the cancellation is
 * active again and flagged stillCharging.
 */
export function toStreamDto(
  row: StreamRow,
  decision: DecisionRow | undefined,
  business: ChargeBusinessUse,
): RecurringStreamDto {
  let status: StreamStatus = 'active';
  let stillCharging = false;
  if (decision?.status === 'dismissed') status = 'dismissed';
  if (decision?.status === 'cancelled') {
    stillCharging = decision.lastChargeDate !== null && row.lastDate > decision.lastChargeDate;
    status = stillCharging ? 'active' : 'cancelled';
  }
  const cadence = row.cadence as StreamCadence;
  const guide = row.direction === 'outflow' ? findCancelGuide(`${row.merchant} ${row.name}`) : null;
  return {
    id: row.id,
    accountId: row.accountId,
    // The engine's name from the bank's text, run-together words cleaned ("Youtubepremium" -> "YouTube Premium").
    name: serviceDisplayName(row.name),
    merchant: row.merchant,
    cadence,
    // Stored as text: the engine only ever writes a StreamKind.
    kind: row.kind as StreamKind,
    active: row.active,
    amountCents: row.amountCents,
    nextDate: row.nextDate,
    transactionIds: row.transactionIds,
    priceChanges: row.priceChanges,
    status,
    source: row.source,
    direction: row.direction,
    typicalAmountCents: row.typicalAmountCents,
    firstDate: row.firstDate,
    lastDate: row.lastDate,
    variableAmount: row.variableAmount,
    confidence: row.confidence,
    why: row.why,
    stillCharging,
    cancelledOn: decision?.status === 'cancelled' ? decision.decidedAt.toISOString().slice(0, 10) : null,
    yearlyCostCents: yearlyCostCents(row.amountCents, cadence),
    monthlyCostCents: monthlyCostCents(row.amountCents, cadence),
    cancelGuide: guide && { name: guide.name, cancelUrl: guide.cancelUrl, steps: guide.steps },
    businessUse: business.businessUse,
    businessCategory: business.businessCategory,
  };
}

/** The stream's latest charge decides; a stream without our rows follows its account. */
export function streamBusinessUse(
  row: Pick<StreamRow, 'accountId' | 'transactionIds'>,
  lookup: Awaited<ReturnType<typeof chargesBusinessUse>>,
): ChargeBusinessUse {
  const latest = row.transactionIds.at(-1);
  const charge = latest === undefined ? undefined : lookup.byTransaction.get(latest);
  return charge ?? { businessUse: lookup.byAccount.get(row.accountId) ?? 'personal', businessCategory: null };
}
