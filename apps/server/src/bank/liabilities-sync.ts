import { accountsOfItem, setAccessIssue } from '../db/queries/accounts.ts';
import { saveProviderTerms } from '../db/queries/debt-terms.ts';
import { setProviderItemStatus, type ProviderItem } from '../db/queries/provider-items.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { BankError, type BankPort } from './bank-port.ts';
import type { TokenCipher } from './token-cipher.ts';

/** What a liabilities sync needs: the transaction sync's own dependencies. */
export interface LiabilitiesSyncDeps {
  db: Db;
  bank: BankPort;
  cipher: TokenCipher;
  logger: Logger;
}

/**
 * Provider answers that mean "this bank gives no liabilities for this Item": nothing to store, and not a
 * failure of the sync (the issue's "a product not available at an institution is not an error").
 */
const NOT_AVAILABLE = new Set([
  'NO_LIABILITY_ACCOUNTS',
  'PRODUCTS_NOT_SUPPORTED',
  'PRODUCT_NOT_ENABLED',
  'PRODUCT_NOT_READY',
  'INVALID_PRODUCT',
  'ADDITIONAL_CONSENT_REQUIRED',
  'NO_ACCOUNTS',
]);

const isDebt = (type: string) => type === 'credit' || type === 'loan';

/**
 * Stores the provider's terms (APR, minimum, due date) of the Item's cards and loans. Only Items with a
 * card or loan are asked. Errors are handled as the transaction sync handles them: a bank asking the user
 * to sign in again marks the Item and its accounts and is thrown; other provider errors are thrown too.
 * Returns how many accounts got terms.
 */
export async function syncLiabilities(deps: LiabilitiesSyncDeps, item: ProviderItem): Promise<number> {
  const linked = await accountsOfItem(deps.db, item.userId, item.id);
  const accountIdByProviderId = new Map(
    linked.filter((a) => a.plaidAccountId && isDebt(a.accountType)).map((a) => [a.plaidAccountId!, a.id]),
  );
  if (accountIdByProviderId.size === 0) return 0;
  let liabilities;
  try {
    liabilities = await deps.bank.getLiabilities(deps.cipher.decrypt(item.accessTokenCiphertext));
  } catch (err) {
    if (err instanceof BankError && NOT_AVAILABLE.has(err.code)) {
      deps.logger.info('liabilities not available', { item: item.id, code: err.code });
      return 0;
    }
    if (err instanceof BankError && err.kind === 'login_required') {
      await setProviderItemStatus(deps.db, item.userId, item.id, 'login_required');
      await setAccessIssue(
        deps.db,
        item.userId,
        linked.map((a) => a.id),
        true,
      );
    }
    throw err;
  }
  const rows = liabilities.flatMap((liability) => {
    const accountId = accountIdByProviderId.get(liability.providerAccountId);
    return accountId ? [{ accountId, liability }] : [];
  });
  await saveProviderTerms(deps.db, item.userId, rows, new Date());
  deps.logger.info('liabilities synced', { item: item.id, accounts: rows.length });
  return rows.length;
}
