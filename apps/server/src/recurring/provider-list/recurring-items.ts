import {
  absCents,
  classifyRecurring,
  compareIso,
  effectiveFrequency,
  nextDate,
  type RecurringItem,
} from '@tourniquet/domain';
import type { RecurringStream } from '../../bank/bank-port.ts';

/**
 * Streams that are money moved between the user's own accounts (savings, investments, paying off their
 * own credit card): outflows, but nothing to cancel, and counting a card payment would count every card
 * subscription twice.
 */
function isOwnTransfer(s: RecurringStream): boolean {
  return s.pfcPrimary === 'TRANSFER_OUT' || s.pfcDetailed === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT';
}

/**
 * The spec's recurring items from provider streams: live outflows only (bills and subscriptions; a
 * stream the provider marks inactive has stopped, e.g. a cancelled subscription), the typical charge as a
 * positive amount, the next date estimated from the last one, and the bill/subscription class.
 */
export function recurringItemsFromStreams(streams: RecurringStream[]): RecurringItem[] {
  return streams
    .filter((s) => s.direction === 'outflow' && s.isActive && !isOwnTransfer(s))
    .map((s) => {
      const frequency = effectiveFrequency(s.frequency, s.firstDate, s.lastDate, s.transactionIds.length);
      return {
        id: s.streamId,
        description: s.description,
        merchantName: s.merchantName,
        amountCents: absCents(s.averageAmountCents),
        frequency,
        lastDate: s.lastDate,
        nextDate: nextDate(s.lastDate, frequency),
        type: classifyRecurring({
          description: s.description,
          merchantName: s.merchantName,
          // Newer provider streams carry only the personal finance category (e.g. LOAN_PAYMENTS).
          category:
            s.category.length > 0 ? s.category : [s.pfcDetailed, s.pfcPrimary].filter((c) => c !== null),
        }),
        transactionIds: s.transactionIds,
      };
    });
}

/** Soonest next charge first; same day: the larger charge first, then by name for a stable order. */
export function compareRecurring(a: RecurringItem, b: RecurringItem): number {
  return (
    compareIso(a.nextDate, b.nextDate) ||
    b.amountCents - a.amountCents ||
    (a.merchantName ?? a.description).localeCompare(b.merchantName ?? b.description)
  );
}
