import { absCents, classifyRecurring, nextDate, type RecurringItem } from '@tourniquet/domain';
import type { RecurringStream } from './bank-port.ts';

/**
 * The spec's recurring items from provider streams: outflows only (bills and subscriptions), the typical
 * charge as a positive amount, the next date estimated from the last one, and the bill/subscription class.
 */
export function recurringItemsFromStreams(streams: RecurringStream[]): RecurringItem[] {
  return streams
    .filter((s) => s.direction === 'outflow')
    .map((s) => ({
      id: s.streamId,
      description: s.description,
      merchantName: s.merchantName,
      amountCents: absCents(s.averageAmountCents),
      frequency: s.frequency,
      lastDate: s.lastDate,
      nextDate: nextDate(s.lastDate, s.frequency),
      type: classifyRecurring({
        description: s.description,
        merchantName: s.merchantName,
        category: s.category,
      }),
      transactionIds: s.transactionIds,
    }));
}
