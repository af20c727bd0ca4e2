import type { BankPort } from '../bank-port.ts';
import type { PlaidTarget } from './plaid-client.ts';

/**
 * The Plaid bank, with the SDK loaded on the first call instead of at start: the SDK and axios hold about
 * 80 MB of memory, which a server at rest (or one whose users never link a bank) should not pay. The first
 * call waits for the load once; a failed load is retried by the next call rather than remembered.
 */
export function lazyPlaidBank(target: PlaidTarget, productName: string): BankPort {
  let loading: Promise<BankPort> | null = null;
  const bank = () => {
    loading ??= (async () => {
      const [{ createPlaidClient }, { createPlaidBank }] = await Promise.all([
        import('./plaid-client.ts'),
        import('./plaid-adapter.ts'),
      ]);
      return createPlaidBank(await createPlaidClient(target), productName);
    })().catch((err: unknown) => {
      loading = null;
      throw err;
    });
    return loading;
  };
  return {
    createLinkToken: async (input) => (await bank()).createLinkToken(input),
    exchangePublicToken: async (publicToken) => (await bank()).exchangePublicToken(publicToken),
    getAccounts: async (accessToken) => (await bank()).getAccounts(accessToken),
    refreshBalances: async (accessToken, ids) => (await bank()).refreshBalances(accessToken, ids),
    syncTransactions: async (accessToken, cursor, count) =>
      (await bank()).syncTransactions(accessToken, cursor, count),
    getRecurring: async (accessToken) => (await bank()).getRecurring(accessToken),
    getLiabilities: async (accessToken) => (await bank()).getLiabilities(accessToken),
    removeItem: async (accessToken) => (await bank()).removeItem(accessToken),
    webhookVerificationKey: async (kid) => (await bank()).webhookVerificationKey(kid),
  };
}
