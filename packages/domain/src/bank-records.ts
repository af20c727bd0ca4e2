/**
 * A bank-data provider's transaction and liability in our own terms (integer cents, ISO dates): what the
 * server's bank port hands over and what its database queries store.
 */

export interface BankTransaction {
  providerTransactionId: string;
  providerAccountId: string;
  date: string; // YYYY-MM-DD
  name: string;
  merchantName: string | null;
  /** Positive = money out, negative = money in (Plaid's sign). */
  amountCents: number;
  isoCurrencyCode: string;
  pending: boolean;
  pendingTransactionId: string | null;
  category: string[];
  pfcPrimary: string | null;
  pfcDetailed: string | null;
}

/**
 * A card's or loan's terms from the provider's liabilities product. The APR is in thousandths of a
 * percent (24.99% = 24990): a card's purchase APR, a loan's interest rate.
 */
export interface BankLiability {
  providerAccountId: string;
  kind: 'credit' | 'student' | 'mortgage';
  aprThousandths: number | null;
  minimumPaymentCents: number | null;
  nextPaymentDueDate: string | null;
  lastStatementBalanceCents: number | null;
  lastStatementDate: string | null;
  lastPaymentCents: number | null;
  lastPaymentDate: string | null;
  ytdInterestCents: number | null;
  isOverdue: boolean | null;
}
