import { addDays, addMonths, addYears, type IsoDate } from '../dates';
import type { Cents } from '../money';
import { BILL_CATEGORIES, BILL_KEYWORDS, SUBSCRIPTION_KEYWORDS, keywordPattern } from './keywords';

/** Recurring items of the Cancel Subscriptions screen (docs/product.md#4-states). */

export type RecurringType = 'bill' | 'subscription';

const normalizeFrequency = (frequency: string) =>
  frequency
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');

/**
 * Estimated next date from the last one: weekly +7 days, biweekly +14, monthly +1 month, quarterly
 * +3 months, yearly/annually +1 year, anything else +30 days. Plaid's SEMI_MONTHLY and UNKNOWN take
 * the spec's +30-day fallback; the screen says next dates are estimates.
 */
export function nextDate(lastDate: IsoDate, frequency: string | null | undefined): IsoDate {
  switch (normalizeFrequency(frequency ?? '')) {
    case 'weekly':
      return addDays(lastDate, 7);
    case 'biweekly':
      return addDays(lastDate, 14);
    case 'monthly':
      return addMonths(lastDate, 1);
    case 'quarterly':
      return addMonths(lastDate, 3);
    case 'yearly':
    case 'annually':
    case 'annual':
      return addYears(lastDate, 1);
    default:
      return addDays(lastDate, 30);
  }
}

export interface RecurringClassificationInput {
  description?: string | null;
  merchantName?: string | null;
  category?: readonly string[] | string | null;
}

const BILL_PATTERN = keywordPattern(Object.values(BILL_KEYWORDS).flat());
const SUBSCRIPTION_PATTERN = keywordPattern(Object.values(SUBSCRIPTION_KEYWORDS).flat());

function hasBillCategory(category: RecurringClassificationInput['category']): boolean {
  const names = typeof category === 'string' ? [category] : (category ?? []);
  return names.some((name) => {
    const normalized = name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
    return BILL_CATEGORIES.some((bill) => normalized === bill || normalized.startsWith(`${bill}_`));
  });
}

/**
 * The spec's ordered rules: bill keywords in description + merchant, then subscription keywords, then
 * a bill category, otherwise subscription.
 */
export function classifyRecurring({
  description,
  merchantName,
  category,
}: RecurringClassificationInput): RecurringType {
  const text = `${description ?? ''} ${merchantName ?? ''}`;
  if (BILL_PATTERN.test(text)) return 'bill';
  if (SUBSCRIPTION_PATTERN.test(text)) return 'subscription';
  if (hasBillCategory(category)) return 'bill';
  return 'subscription';
}

/**
 * Items with the same merchant and description are shown once; the first one wins. Compared trimmed
 * and case-insensitively, since providers vary the case of the same merchant between streams.
 */
export function dedupeRecurring<T extends { description?: string | null; merchantName?: string | null }>(
  items: readonly T[],
): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = JSON.stringify([
      (item.merchantName ?? '').trim().toLowerCase(),
      (item.description ?? '').trim().toLowerCase(),
    ]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A provider stream as the server reads it (Plaid's TransactionStream, camelCased). */
export interface RecurringStream {
  streamId: string;
  description: string;
  merchantName: string | null;
  category: readonly string[] | string | null;
  /** Plaid's average_amount.amount, in dollars as sent. */
  averageAmount: number;
  frequency: string;
  lastDate: IsoDate;
  transactionIds: readonly string[];
}

export interface RecurringItem {
  id: string;
  description: string;
  merchantName: string | null;
  /** Typical charge, as a positive number. */
  amountCents: Cents;
  frequency: string;
  lastDate: IsoDate;
  nextDate: IsoDate;
  type: RecurringType;
  transactionIds: readonly string[];
}
