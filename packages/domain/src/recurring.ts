import { addDays, addMonths, addYears, type IsoDate } from './dates';
import { dollarsToCents, absCents, type Cents } from './money';
import { BILL_CATEGORIES, BILL_KEYWORDS, SUBSCRIPTION_KEYWORDS, keywordPattern } from './recurring-keywords';

/** Recurring items of the Cancel Subscriptions screen (spec section 4). */

export type RecurringType = 'bill' | 'subscription';

/** Plaid's RecurringTransactionFrequency values. */
export const PLAID_FREQUENCIES = [
  'WEEKLY',
  'BIWEEKLY',
  'SEMI_MONTHLY',
  'MONTHLY',
  'ANNUALLY',
  'UNKNOWN',
] as const;

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

const FREQUENCY_LABELS: Readonly<Record<string, string>> = {
  weekly: 'Weekly',
  biweekly: 'Every 2 weeks',
  semimonthly: 'Twice a month',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
  annually: 'Yearly',
  annual: 'Yearly',
};

/** The Frequency column; the spec gives no texts, these are ours. Unknown values read 'Irregular'. */
export function frequencyLabel(frequency: string | null | undefined): string {
  return FREQUENCY_LABELS[normalizeFrequency(frequency ?? '')] ?? 'Irregular';
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

/** The derived fields of spec section 3: id, amount, frequency, nextDate and type. */
export function deriveRecurringItem(stream: RecurringStream): RecurringItem {
  return {
    id: stream.streamId,
    description: stream.description,
    merchantName: stream.merchantName,
    amountCents: absCents(dollarsToCents(stream.averageAmount)),
    frequency: stream.frequency,
    lastDate: stream.lastDate,
    nextDate: nextDate(stream.lastDate, stream.frequency),
    type: classifyRecurring(stream),
    transactionIds: stream.transactionIds,
  };
}
