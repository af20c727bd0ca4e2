import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { snapshotBalances } from '../db/queries/balance-snapshots.ts';
import type { ProviderItem } from '../db/queries/provider-items.ts';
import type { Logger } from '../logger.ts';
import { BankError, type BankPort } from './bank-port.ts';
import type { TokenCipher } from './token-cipher.ts';

export interface BankServiceDeps {
  db: Db;
  bank: BankPort;
  cipher: TokenCipher;
  clock: Clock;
  logger: Logger;
  webhookUrl: string;
  /** After a sync changed a user's transactions (the recurring engine and the fee radar run again). */
  onTransactionsChanged?: (userId: string, changedRows: number) => void;
  /** After the provider said an item needs a new login (the item is marked): alerts run for the user. */
  onLoginRequired?: (userId: string) => void;
}

/** What every part of the bank service shares: its dependencies and three small helpers. */
export type BankContext = ReturnType<typeof bankContext>;

export function bankContext(deps: BankServiceDeps) {
  const { db, bank, cipher, clock, logger } = deps;
  return {
    ...deps,
    syncDeps: { db, bank, cipher, logger },
    token: (item: ProviderItem) => cipher.decrypt(item.accessTokenCiphertext),

    /**
     * Today's balances of the user's accounts into balance_snapshots, after every sync and balance refresh
     * (net-worth history is exact for the days stored). A failure here must not fail the sync it follows.
     */
    async snapshot(userId: string) {
      try {
        await snapshotBalances(db, userId, clock.today());
      } catch (err) {
        logger.warn('balance snapshot failed', { code: err instanceof Error ? err.name : 'error' });
      }
    },

    /** An Item we no longer keep is removed at the provider; a failure there is logged, never thrown. */
    removeAtProvider: (accessToken: string, itemId: string) =>
      bank.removeItem(accessToken).catch((err: unknown) =>
        logger.warn('provider item removal failed', {
          item: itemId,
          code: err instanceof BankError ? err.code : 'error',
        }),
      ),
  };
}
