import { INTL_HEADER_NAMES } from './header-names-intl.ts';

/**
 * Header cells each column role answers to, best first, after normalizeHeader. Banks' own spellings:
 * Chase "Posting Date"/"Post Date"/"Transaction Date", Discover "Trans. Date", Apple Card "Clearing Date" and
 * "Amount (USD)", Capital One and Citi "Debit"/"Credit", YNAB "Outflow"/"Inflow", Mint "Original Description"
 * and "Transaction Type", US Bank "Transaction" (DEBIT/CREDIT), Navy Federal "Credit Debit Indicator".
 *
 * Dates: the transaction date wins over the posting date when a file has both: it is the day people bought
 * something, and the day they look for. The posting date still fills in where the other is empty.
 */
export const HEADER_NAMES = {
  date: [
    'transaction date',
    'trans date',
    'txn date',
    'date of transaction',
    'date',
    'posted date',
    'post date',
    'posting date',
    'date posted',
    'posted',
    'clearing date',
    'settlement date',
    'effective date',
    'booking date',
    'value date',
    ...INTL_HEADER_NAMES.date,
  ],
  description: [
    'description',
    'transaction description',
    'original description',
    'name',
    'payee',
    'payee name',
    'details',
    'transaction details',
    'memo',
    'narrative',
    'desc',
    'partner name',
    'counterparty',
    'counterparty name',
    ...INTL_HEADER_NAMES.description,
  ],
  merchant: ['merchant', 'merchant name', 'payee', 'payee name', ...INTL_HEADER_NAMES.merchant],
  amount: [
    'amount',
    'amount (usd)',
    'amount usd',
    'amount ($)',
    'transaction amount',
    'amt',
    'net amount',
    'billing amount',
    // PayPal: Gross - Fee = Net, and Net is what the account moved by; Gross is never taken.
    'net',
    ...INTL_HEADER_NAMES.amount,
  ],
  debit: [
    'debit',
    'debits',
    'debit amount',
    'amount debit',
    'withdrawal',
    'withdrawals',
    'withdrawal amount',
    'withdrawals (-)',
    'outflow',
    'money out',
    'paid out',
    'charges',
    ...INTL_HEADER_NAMES.debit,
  ],
  credit: [
    'credit',
    'credits',
    'credit amount',
    'amount credit',
    'deposit',
    'deposits',
    'deposit amount',
    'deposits (+)',
    'inflow',
    'money in',
    'paid in',
    ...INTL_HEADER_NAMES.credit,
  ],
  category: ['category', 'transaction category', 'category name', 'categories'],
  // Not part of ColumnMapping: they steer the sign (DEBIT/CREDIT, Sale/Return) and the pending flag.
  // Columns that only say debit or credit come first (Navy Federal has both "Credit Debit Indicator" and "type").
  type: [
    'credit debit indicator',
    'debit/credit',
    'credit/debit',
    'dr/cr',
    'cr/dr',
    'details',
    'transaction type',
    'type',
    'transaction',
    'trans type',
  ],
  status: ['status', 'transaction status', 'state'],
  // The data download's business columns (transactions.csv): read back, so the books survive a round trip.
  businessUse: ['business use', 'business or personal', 'personal or business'],
  businessCategory: ['business category'],
  // Not read as transaction fields: named so that no guess takes them for a date or an amount.
  currency: INTL_HEADER_NAMES.currency,
  balance: INTL_HEADER_NAMES.balance,
} as const;

export type HeaderRole = keyof typeof HEADER_NAMES;

/**
 * Case, spacing, dots and a stray BOM do not matter: " Trans. Date " reads as "trans date". A trailing sign or
 * currency in brackets says nothing about the role either: Schwab's "Withdrawal (-)" and "Deposit (+)" read as
 * "withdrawal" and "deposit", "Amount ($)" and Apple Card's "Amount (USD)" as "amount".
 */
export function normalizeHeader(cell: string): string {
  return cell
    .replace(/^\ufeff/, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\./g, '')
    .replace(/_/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*\((?:[-+]|\$|usd|us\$)\)$/, '');
}

/** Headers that only some card issuers write, whose exports show charges as positive amounts. */
export const POSITIVE_CHARGE_HEADERS = [
  'card member',
  'account #',
  'extended details',
  'appears on your statement as',
];
