import type { JWK } from 'jose';
import { dollarsToCents } from '@tourniquet/domain';
// Types only: the SDK itself is loaded on the first bank call (lazy-plaid-bank.ts), not at start.
import type { AccountBase, CountryCode, PlaidApi, Products, Transaction, TransactionStream } from 'plaid';
import { liabilitiesOf } from './plaid-liabilities.ts';
import type { BankAccount, BankPort, BankTransaction, RecurringStream } from '../bank-port.ts';
import { toBankError } from './plaid-errors.ts';

const cents = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? null : dollarsToCents(dollars);

function toAccount(a: AccountBase): BankAccount {
  return {
    providerAccountId: a.account_id,
    name: a.name,
    officialName: a.official_name ?? null,
    mask: a.mask ?? null,
    type: a.type,
    subtype: a.subtype ?? null,
    currentCents: cents(a.balances.current),
    availableCents: cents(a.balances.available),
  };
}

function toTransaction(t: Transaction): BankTransaction {
  return {
    providerTransactionId: t.transaction_id,
    providerAccountId: t.account_id,
    date: t.date,
    name: t.name ?? t.merchant_name ?? '',
    merchantName: t.merchant_name ?? null,
    amountCents: dollarsToCents(t.amount),
    isoCurrencyCode: t.iso_currency_code ?? 'USD',
    pending: t.pending,
    pendingTransactionId: t.pending_transaction_id ?? null,
    category: t.category ?? [],
    pfcPrimary: t.personal_finance_category?.primary ?? null,
    pfcDetailed: t.personal_finance_category?.detailed ?? null,
  };
}

function toStream(s: TransactionStream, direction: 'inflow' | 'outflow'): RecurringStream {
  return {
    streamId: s.stream_id,
    providerAccountId: s.account_id,
    description: s.description,
    merchantName: s.merchant_name ?? null,
    frequency: s.frequency,
    averageAmountCents: cents(s.average_amount.amount) ?? 0,
    lastAmountCents: cents(s.last_amount.amount) ?? 0,
    firstDate: s.first_date,
    lastDate: s.last_date,
    isActive: s.is_active,
    status: s.status,
    category: s.category ?? [],
    pfcPrimary: s.personal_finance_category?.primary ?? null,
    pfcDetailed: s.personal_finance_category?.detailed ?? null,
    transactionIds: s.transaction_ids,
    direction,
  };
}

async function call<T>(fn: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await fn()).data;
  } catch (err) {
    throw toBankError(err);
  }
}

/** The BankPort over the official Plaid SDK: the only place that speaks Plaid. */
export function createPlaidBank(client: PlaidApi, productName: string): BankPort {
  return {
    async createLinkToken({ userId, webhookUrl }) {
      const data = await call(() =>
        client.linkTokenCreate({
          user: { client_user_id: userId },
          client_name: productName.slice(0, 30),
          products: ['transactions' as Products],
          country_codes: ['US' as CountryCode],
          language: 'en',
          webhook: webhookUrl,
          transactions: { days_requested: 730 },
        }),
      );
      return data.link_token;
    },
    async exchangePublicToken(publicToken) {
      const data = await call(() => client.itemPublicTokenExchange({ public_token: publicToken }));
      return { accessToken: data.access_token, itemId: data.item_id };
    },
    async getAccounts(accessToken) {
      const data = await call(() => client.accountsGet({ access_token: accessToken }));
      return data.accounts.map(toAccount);
    },
    async refreshBalances(accessToken, providerAccountIds) {
      const data = await call(() =>
        client.accountsBalanceGet({
          access_token: accessToken,
          ...(providerAccountIds ? { options: { account_ids: providerAccountIds } } : {}),
        }),
      );
      return data.accounts.map(toAccount);
    },
    async syncTransactions(accessToken, cursor, count = 500) {
      const data = await call(() =>
        client.transactionsSync({ access_token: accessToken, ...(cursor ? { cursor } : {}), count }),
      );
      return {
        added: data.added.map(toTransaction),
        modified: data.modified.map(toTransaction),
        removed: data.removed.map((r) => r.transaction_id),
        nextCursor: data.next_cursor,
        hasMore: data.has_more,
      };
    },
    async getRecurring(accessToken) {
      const data = await call(() => client.transactionsRecurringGet({ access_token: accessToken }));
      return [
        ...data.inflow_streams.map((s) => toStream(s, 'inflow')),
        ...data.outflow_streams.map((s) => toStream(s, 'outflow')),
      ];
    },
    async getLiabilities(accessToken) {
      const data = await call(() => client.liabilitiesGet({ access_token: accessToken }));
      return liabilitiesOf(data.liabilities);
    },
    async removeItem(accessToken) {
      await call(() => client.itemRemove({ access_token: accessToken }));
    },
    async webhookVerificationKey(kid) {
      const data = await call(() => client.webhookVerificationKeyGet({ key_id: kid }));
      return data.key as unknown as JWK & { kid: string; alg: string };
    },
  };
}
