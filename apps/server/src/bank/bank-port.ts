import type { JWK } from 'jose';
// The bank port: everything the app needs from a bank-data provider, in our own terms (integer cents,
// ISO dates). The Plaid adapter is the only implementation and the only importer of the Plaid SDK.

// A transaction and a liability as the provider gives them are also what the database stores, so their
// shapes live in the domain package, below both.
import type { BankLiability, BankTransaction } from '@tourniquet/domain';
export type { BankLiability, BankTransaction } from '@tourniquet/domain';

export interface BankAccount {
  providerAccountId: string;
  name: string;
  officialName: string | null;
  mask: string | null;
  type: string; // depository, credit, loan, investment, other
  subtype: string | null;
  currentCents: number | null;
  availableCents: number | null;
}

export interface SyncPage {
  added: BankTransaction[];
  modified: BankTransaction[];
  removed: string[];
  nextCursor: string;
  hasMore: boolean;
}

export interface RecurringStream {
  streamId: string;
  providerAccountId: string;
  description: string;
  merchantName: string | null;
  frequency: string;
  averageAmountCents: number;
  lastAmountCents: number;
  firstDate: string;
  lastDate: string;
  isActive: boolean;
  status: string;
  category: string[];
  pfcPrimary: string | null;
  pfcDetailed: string | null;
  transactionIds: string[];
  direction: 'inflow' | 'outflow';
}

export interface LinkedItem {
  accessToken: string;
  itemId: string;
}

/** Provider failures, reduced to what the app acts on. `code` keeps the provider's error code. */
export class BankError extends Error {
  constructor(
    readonly code: string,
    readonly kind:
      'login_required' | 'invalid_token' | 'rate_limited' | 'mutation_during_pagination' | 'provider',
    message: string,
  ) {
    super(message);
  }
}

export interface BankPort {
  createLinkToken(input: { userId: string; webhookUrl: string }): Promise<string>;
  exchangePublicToken(publicToken: string): Promise<LinkedItem>;
  getAccounts(accessToken: string): Promise<BankAccount[]>;
  /** Real-time balances (Plaid's /accounts/balance/get). */
  refreshBalances(accessToken: string, providerAccountIds?: string[]): Promise<BankAccount[]>;
  syncTransactions(accessToken: string, cursor: string | null, count?: number): Promise<SyncPage>;
  getRecurring(accessToken: string): Promise<RecurringStream[]>;
  /** Cards', student loans' and mortgages' terms (Plaid's /liabilities/get). */
  getLiabilities(accessToken: string): Promise<BankLiability[]>;
  removeItem(accessToken: string): Promise<void>;
  /** The JWK that verifies a webhook signed with key id `kid`. */
  webhookVerificationKey(kid: string): Promise<JWK & { kid: string; alg: string }>;
}
