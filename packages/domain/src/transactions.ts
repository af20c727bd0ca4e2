import { z } from 'zod';
import { compareIso, isIsoDate, type IsoDate } from './dates';
import type { Cents } from './money';
import { BUSINESS_USES, type BusinessUse } from './business/business-use';
import type { SplitPartDto } from './splits';

export * from './transaction-edit';

/**
 * Transactions as the API returns them. amountCents follows
 * the house sign: positive = money out (spending), negative = money in (income).
 */
export interface TransactionDto {
  id: string;
  accountId: string;
  accountName: string;
  institutionName: string;
  date: IsoDate;
  merchantName: string | null;
  description: string;
  /** The first item is "the" category; empty when uncategorised. */
  category: string[];
  amountCents: Cents;
  pending: boolean;
  plaidTransactionId: string | null;
  /** The one category: PFC v1 names; null when uncategorised. */
  personalCategory: { primary: string; detailed: string } | null;
  /** Where it came from; null when uncategorised. */
  categorySource: TransactionCategorySource | null;
  /** The categoriser's one-sentence reason ("Groceries: Safeway is a grocery chain"); null when none. */
  categoryReason: string | null;
  /**
   * The merchant as shown: the name a rule gave it, else the clean name of the bank's text
   * ("SQ *BLUE BOTTLE COFFEE OAKLAND CA" -> "Blue Bottle Coffee"). The bank's text stays in description.
   */
  displayMerchant: string;
  /** Business or personal: the row's own choice, else its account's setting. */
  businessUse: 'business' | 'personal';
  /** A business category catalogue name (`software_and_cloud_services`, `Consulting`); null when none. */
  businessCategory: string | null;
  /** Who set businessCategory: 'user' | 'rule' | 'learned' | 'suggested'; null when none. */
  businessSource: string | null;
  /** The row's parts when the user split it, in order; null when not split. */
  splits: SplitPartDto[] | null;
  /** Set when a provider update changed a split row's amount and its parts were dropped (ISO time). */
  splitDroppedAt: string | null;
  /**
   * Only in report lists (drill-downs, the CSV): this line is one part of a split row. amountCents and
   * the category are the part's; id is still the row's (editing opens the whole transaction).
   */
  part?: { position: number; transactionAmountCents: Cents; note: string | null } | null;
}

export const TRANSACTION_CATEGORY_SOURCES = [
  'provider',
  'file',
  'rule',
  'user',
  'learned',
  'catalogue',
] as const;
export type TransactionCategorySource = (typeof TRANSACTION_CATEGORY_SOURCES)[number];

export interface TransactionPage {
  transactions: TransactionDto[];
  /** Opaque; null on the last page. */
  nextCursor: string | null;
}

export const TRANSACTION_PAGE_DEFAULT_LIMIT = 50;
export const TRANSACTION_PAGE_MAX_LIMIT = 200;
/** The category filter value meaning "no category at all". */
export const NO_CATEGORY_FILTER = '__none__';
export const TRANSACTION_TYPES = ['income', 'expense'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
/**
 * How the reports treat a row (transfer-pairing.ts): 'counted' in earnings or spending, 'moved' between
 * the user's own accounts, 'people' paid to other people or 'received' from them, not yet said what for.
 * With flow, `category` matches the report category (a PFC v1 primary, or a detailed name for a drill-down
 * into it) and `type` the report side (income: earnings, expense: spending, refunds included).
 */
export const TRANSACTION_FLOWS = ['counted', 'moved', 'people', 'received'] as const;
export type TransactionFlow = (typeof TRANSACTION_FLOWS)[number];

// Bounds on list filters keep one request from turning into a huge IN (...) list.
const MAX_LISTED_IDS = 500;
const MAX_ID_LENGTH = 200;
export const MERCHANT_FILTER_MAX_LENGTH = 100;
export const SEARCH_MAX_LENGTH = 100;

const isoDate = (label: string) =>
  z.string().trim().refine(isIsoDate, `${label} must be a valid date (YYYY-MM-DD)`);

/** Accepts "a,b,c" (query strings) or ['a','b'] (code); blanks are dropped, an empty list means "not given". */
const idList = (label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter((id) => id !== ''),
    )
    .pipe(
      z
        .array(z.string().max(MAX_ID_LENGTH, `${label} contains an id that is too long`))
        .max(MAX_LISTED_IDS, `${label} may list at most ${MAX_LISTED_IDS} ids`),
    )
    .transform((ids) => (ids.length === 0 ? undefined : ids));

/** Blank text filters are the same as none. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((text) => (text === '' ? undefined : text));

/** GET /api/transactions query, shared by the server (parsing) and the web (building the URL). */
export const transactionFilterSchema = z
  .object({
    from: isoDate('From').optional(),
    to: isoDate('To').optional(),
    accountIds: idList('Accounts').optional(),
    transactionIds: idList('Transactions').optional(),
    merchant: optionalText(MERCHANT_FILTER_MAX_LENGTH, 'Merchant').optional(),
    // Search: merchant, description or the name shown; an amount such as 12.99 also matches
    // rows of exactly that size, in or out.
    q: optionalText(SEARCH_MAX_LENGTH, 'Search').optional(),
    // The row's own business or personal choice, else its account's.
    use: z.enum(BUSINESS_USES, { error: 'Use must be business or personal' }).optional(),
    category: optionalText(100, 'Category').optional(),
    type: z.enum(TRANSACTION_TYPES, { error: 'Type must be income or expense' }).optional(),
    flow: z.enum(TRANSACTION_FLOWS, { error: 'Flow must be counted, moved, people or received' }).optional(),
    // Business books' drill-down: the row's effective use, and its business category
    // (NO_CATEGORY_FILTER: none yet).
    businessUse: z.enum(BUSINESS_USES, { error: 'Business use must be business or personal' }).optional(),
    businessCategory: optionalText(100, 'Business category').optional(),
    cursor: optionalText(500, 'Cursor').optional(),
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(TRANSACTION_PAGE_MAX_LIMIT, `Limit must be at most ${TRANSACTION_PAGE_MAX_LIMIT}`)
      .default(TRANSACTION_PAGE_DEFAULT_LIMIT),
  })
  .refine(({ from, to }) => from === undefined || to === undefined || compareIso(from, to) <= 0, {
    path: ['to'],
    message: 'To must be on or after From',
  });

export type TransactionListQuery = z.output<typeof transactionFilterSchema>;

/** What screens pass to the transaction table: the query minus paging. Lists may be arrays or comma-joined. */
export interface TransactionFilter {
  from?: IsoDate;
  to?: IsoDate;
  accountIds?: readonly string[] | string | null;
  transactionIds?: readonly string[] | string | null;
  merchant?: string;
  q?: string;
  use?: BusinessUse;
  category?: string;
  type?: TransactionType;
  flow?: TransactionFlow;
  /** Business books' drill-down. */
  businessUse?: 'business' | 'personal';
  businessCategory?: string;
}

/** Query string for GET /api/transactions (without the leading '?'); empty values are left out. */
export function transactionQueryString(
  filter: TransactionFilter,
  paging: { cursor?: string | null; limit?: number } = {},
): string {
  const params = new URLSearchParams();
  const list = (value: readonly string[] | string | null | undefined) =>
    value == null ? '' : typeof value === 'string' ? value : value.join(',');
  const entries: [string, string | undefined][] = [
    ['from', filter.from],
    ['to', filter.to],
    ['accountIds', list(filter.accountIds)],
    ['transactionIds', list(filter.transactionIds)],
    ['merchant', filter.merchant?.trim()],
    ['q', filter.q?.trim()],
    ['use', filter.use],
    ['category', filter.category],
    ['type', filter.type],
    ['flow', filter.flow],
    ['businessUse', filter.businessUse],
    ['businessCategory', filter.businessCategory],
    ['cursor', paging.cursor ?? undefined],
    ['limit', paging.limit === undefined ? undefined : String(paging.limit)],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  return params.toString();
}
