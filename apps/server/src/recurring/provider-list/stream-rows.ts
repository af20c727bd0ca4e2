import {
  addDays,
  cadenceFromProviderFrequency,
  classifyRecurring,
  effectiveFrequency,
  nextDate,
  type StreamCadence,
} from '@tourniquet/domain';
import type { RecurringStream } from '../../bank/bank-port.ts';
import type { NewStreamRow } from '../../db/queries/recurring.ts';

/** A provider stream with our account id and our transaction ids in place of the provider's. */
export interface ProviderStream {
  accountId: string;
  stream: RecurringStream;
  transactionIds: string[];
}

const GRACE_DAYS: Record<StreamCadence, number> = {
  weekly: 10,
  biweekly: 21,
  semi_monthly: 21,
  monthly: 45,
  quarterly: 120,
  semi_annual: 210,
  annual: 400,
};

function providerKind(s: RecurringStream): string {
  if (s.direction === 'inflow') {
    return s.pfcPrimary === 'TRANSFER_IN' ? 'transfer' : 'income';
  }
  if (s.pfcPrimary === 'TRANSFER_OUT' || s.pfcDetailed === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT')
    return 'transfer';
  if (s.pfcPrimary === 'LOAN_PAYMENTS') return 'loan';
  return classifyRecurring({
    description: s.description,
    merchantName: s.merchantName,
    category: s.category.length > 0 ? s.category : [s.pfcDetailed, s.pfcPrimary].filter((c) => c !== null),
  });
}

/**
 * The stream row for a provider stream our engine did not find. The provider's own activity flag is
 * kept, but a stream whose last charge is far behind its cadence at `today` has ended either way.
 */
export function providerStreamRow(
  p: ProviderStream,
  base: { id: string; userId: string; today: string },
): NewStreamRow | null {
  const { stream } = p;
  const frequency = effectiveFrequency(
    stream.frequency,
    stream.firstDate,
    stream.lastDate,
    stream.transactionIds.length,
  );
  const cadence = cadenceFromProviderFrequency(frequency);
  if (!cadence) return null;
  const name = stream.merchantName ?? stream.description;
  const active = stream.isActive && addDays(stream.lastDate, GRACE_DAYS[cadence]) >= base.today;
  const count = stream.transactionIds.length;
  return {
    id: base.id,
    userId: base.userId,
    accountId: p.accountId,
    streamKey: `provider:${stream.streamId}`,
    source: 'provider',
    name,
    merchant: name,
    direction: stream.direction,
    cadence,
    kind: providerKind(stream),
    active,
    amountCents: stream.lastAmountCents,
    typicalAmountCents: stream.averageAmountCents,
    firstDate: stream.firstDate,
    lastDate: stream.lastDate,
    nextDate: nextDate(stream.lastDate, frequency),
    transactionIds: p.transactionIds,
    priceChanges: [],
    variableAmount: false,
    confidence: 0.8,
    why: `Reported by your bank: ${count} ${count === 1 ? 'charge' : 'charges'}, ${cadence.replace('_', '-')}`,
  };
}
