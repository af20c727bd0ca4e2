import { accountCategoryFromProviderType, dedupeRecurring, type RecurringItem } from '@tourniquet/domain';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import * as accountsDb from '../db/queries/accounts.ts';
import { snapshotBalances } from '../db/queries/balance-snapshots.ts';
import * as itemsDb from '../db/queries/provider-items.ts';
import { ApiError, notFound } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import { BankError, type BankAccount, type BankPort } from './bank-port.ts';
import { findRepeatedItem, type RepeatLink } from './repeat-link.ts';
import { compareRecurring, recurringItemsFromStreams } from './recurring-items.ts';
import type { TokenCipher } from './token-cipher.ts';
import type { ProviderStream } from '../recurring/provider-stream-rows.ts';
import { syncItem, type SyncResult } from './transaction-sync.ts';

export interface AccountConfig {
  account_id: string;
  nickname?: string | undefined;
  account_type?: 'personal' | 'business' | undefined;
  account_category?: 'bank' | 'credit' | 'loan' | undefined;
}

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

const BALANCE_REFRESH_CONCURRENCY = 3;

/** Runs `task` over `items` with at most `limit` in flight; failures are the task's to handle. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await task(next);
  });
  await Promise.all(workers);
}

export function createBankService(deps: BankServiceDeps) {
  const { db, bank, cipher, clock, logger } = deps;
  const syncDeps = { db, bank, cipher, logger };
  const token = (item: itemsDb.ProviderItem) => cipher.decrypt(item.accessTokenCiphertext);

  /**
   * Today's balances of the user's accounts into balance_snapshots, after every sync and balance refresh
   * (net-worth history is exact for the days stored). A failure here must not fail the sync it follows.
   */
  async function snapshot(userId: string) {
    try {
      await snapshotBalances(db, userId, clock.today());
    } catch (err) {
      logger.warn('balance snapshot failed', { code: err instanceof Error ? err.name : 'error' });
    }
  }

  async function refreshItemBalances(item: itemsDb.ProviderItem) {
    try {
      const balances = await bank.refreshBalances(token(item));
      await accountsDb.updateBalances(
        db,
        item.userId,
        balances.map((b) => ({
          plaidAccountId: b.providerAccountId,
          currentCents: b.currentCents,
          availableCents: b.availableCents,
        })),
        clock.now(),
      );
      if (item.status !== 'active') await itemsDb.setProviderItemStatus(db, item.userId, item.id, 'active');
      await snapshot(item.userId);
    } catch (err) {
      // Only a failure needs the item's accounts (to flag them); a successful refresh skips the read.
      const linked = await accountsDb.accountsOfItem(db, item.userId, item.id);
      await accountsDb.setAccessIssue(
        db,
        item.userId,
        linked.map((a) => a.id),
        true,
      );
      if (err instanceof BankError && err.kind === 'login_required') {
        await itemsDb.setProviderItemStatus(db, item.userId, item.id, 'login_required');
        deps.onLoginRequired?.(item.userId);
      }
      throw err;
    }
  }

  const removeAtProvider = (accessToken: string, itemId: string) =>
    bank.removeItem(accessToken).catch((err: unknown) =>
      logger.warn('provider item removal failed', {
        item: itemId,
        code: err instanceof BankError ? err.code : 'error',
      }),
    );

  /**
   * A bank linked again while its Item needs a new login (a provider's update flow, done through a new
   * Item): the old Item row takes the new token and id, its accounts the new provider account ids, and the
   * first sync re-points the old rows (transaction-sync's adoptMatching). Every account, id, nickname, edit
   * and goal stays; nothing is duplicated. No transaction is held open across a provider call.
   */
  async function relink(
    userId: string,
    repeat: RepeatLink,
    linked: { accessToken: string; itemId: string },
    chosen: BankAccount[],
  ) {
    const oldToken = token(repeat.item);
    const byProviderId = new Map(chosen.map((a) => [a.providerAccountId, a]));
    const item = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const row = await itemsDb.relinkProviderItem(t, {
        userId,
        itemId: repeat.item.id,
        plaidItemId: linked.itemId,
        accessTokenCiphertext: cipher.encrypt(linked.accessToken),
      });
      await accountsDb.repointAccounts(
        t,
        userId,
        linked.itemId,
        repeat.matches.map((m) => ({
          accountId: m.account.id,
          plaidAccountId: m.providerAccountId,
          currentCents: byProviderId.get(m.providerAccountId)?.currentCents ?? null,
          availableCents: byProviderId.get(m.providerAccountId)?.availableCents ?? null,
        })),
        clock.now(),
      );
      // Accounts of the old Item that the new link did not share keep their rows but no longer sync.
      return row;
    });
    // The old Item, if the provider still has it, is no longer ours to pay for.
    if (repeat.item.plaidItemId !== linked.itemId) await removeAtProvider(oldToken, repeat.item.id);
    try {
      const r = await syncItem(syncDeps, item);
      await snapshot(userId);
      deps.onTransactionsChanged?.(userId, r.added + r.modified + r.removed);
    } catch (err) {
      logger.warn('sync after relink failed', {
        item: item.id,
        code: err instanceof BankError ? err.code : 'error',
      });
    }
    const accounts = await accountsDb.accountsOfItem(db, item.userId, item.id);
    return { item, accounts, alreadyLinked: false as const, relinked: true as const };
  }

  return {
    createLinkToken: (userId: string) => bank.createLinkToken({ userId, webhookUrl: deps.webhookUrl }),

    /** Exchanges Link's public token, stores the encrypted access token and the chosen accounts. */
    async exchangePublicToken(
      userId: string,
      input: {
        publicToken: string;
        institution: { name: string; institution_id?: string | null };
        configs: AccountConfig[];
      },
    ) {
      const linked = await bank.exchangePublicToken(input.publicToken).catch((err: unknown) => {
        // An expired or unknown public token is the caller's mistake (a stale Link session), not an outage.
        if (err instanceof BankError && err.code === 'INVALID_PUBLIC_TOKEN') {
          throw new ApiError(
            400,
            'invalid_public_token',
            'This bank link has expired or is not valid. Please link the account again.',
          );
        }
        throw err;
      });
      const providerAccounts = await bank.getAccounts(linked.accessToken);
      const configById = new Map(input.configs.map((c) => [c.account_id, c]));
      const chosen = input.configs.length
        ? providerAccounts.filter((a) => configById.has(a.providerAccountId))
        : providerAccounts;

      // The same bank linked again: nothing is added twice (repeat-link.ts).
      const repeat = await findRepeatedItem(db, userId, input.institution, chosen);
      if (repeat && repeat.item.status !== 'login_required') {
        // A working Item: the new one would only be billed twice. Keep everything, drop the new Item.
        await removeAtProvider(linked.accessToken, repeat.item.id);
        return {
          item: repeat.item,
          accounts: repeat.accounts,
          alreadyLinked: true as const,
          message: `${input.institution.name} is already linked`,
        };
      }
      if (repeat) return relink(userId, repeat, linked, chosen);

      const item = await itemsDb.upsertProviderItem(db, {
        userId,
        plaidItemId: linked.itemId,
        accessTokenCiphertext: cipher.encrypt(linked.accessToken),
        institutionId: input.institution.institution_id ?? null,
        institutionName: input.institution.name,
      });
      const now = clock.now();
      const rows = await accountsDb.upsertLinkedAccounts(
        db,
        userId,
        chosen.map((a) => {
          const config = configById.get(a.providerAccountId);
          return {
            id: crypto.randomUUID(),
            providerItemId: item.id,
            accountName: a.name,
            institutionName: input.institution.name,
            nickname: config?.nickname?.trim() || a.name,
            mask: a.mask,
            accountType: a.type,
            accountSubtype: a.subtype,
            accountTypeCustom: config?.account_type ?? 'personal',
            businessPersonal: config?.account_type ?? 'personal',
            accountCategory: config?.account_category ?? accountCategoryFromProviderType(a.type),
            balanceCurrentCents: a.currentCents ?? 0,
            balanceAvailableCents: a.availableCents,
            balanceLastRefreshed: now,
            plaidAccountId: a.providerAccountId,
            plaidItemId: linked.itemId,
          };
        }),
      );
      await snapshot(userId);
      return { item, accounts: rows, alreadyLinked: false as const };
    },

    async refreshAccountBalance(userId: string, accountId: string) {
      const account = await accountsDb.findAccount(db, userId, accountId);
      if (!account) throw notFound('Account not found or access denied.');
      if (account.isManual) return; // nothing to refresh: the user keeps a manual balance themselves
      const item = await itemsDb.findProviderItemForAccount(db, userId, accountId);
      if (!item) throw notFound('Account not found or access denied.');
      try {
        await refreshItemBalances(item);
      } catch (err) {
        if (err instanceof BankError) {
          throw new ApiError(409, 'access_issue', 'This account is not accessible at this time.');
        }
        throw err;
      }
    },

    /** After sign-in: every item refreshes in the background, a few at a time; failures only flag. */
    async refreshAllBalances(userId: string) {
      const items = await itemsDb.listProviderItems(db, userId);
      await eachLimited(items, BALANCE_REFRESH_CONCURRENCY, async (item) => {
        try {
          await refreshItemBalances(item);
        } catch (err) {
          logger.warn('balance refresh failed', {
            item: item.id,
            code: err instanceof BankError ? err.code : 'error',
          });
        }
      });
    },

    /** Syncs the item behind one account, or every item of the user. */
    async fetchTransactions(userId: string, accountId?: string): Promise<SyncResult> {
      const items = accountId
        ? [await itemsDb.findProviderItemForAccount(db, userId, accountId)]
        : await itemsDb.listProviderItems(db, userId);
      if (accountId && !items[0]) {
        const account = await accountsDb.findAccount(db, userId, accountId);
        if (!account) throw notFound('Account not found or access denied.');
        return { added: 0, modified: 0, removed: 0, applied: true }; // manual account: nothing to sync
      }
      const total: SyncResult = { added: 0, modified: 0, removed: 0, applied: true };
      // Detection reruns after the sync, even when a later item fails, for what did change.
      const changed = () => {
        const rows = total.added + total.modified + total.removed;
        if (rows > 0) deps.onTransactionsChanged?.(userId, rows);
      };
      for (const item of items) {
        try {
          const r = await syncItem(syncDeps, item!);
          total.added += r.added;
          total.modified += r.modified;
          total.removed += r.removed;
        } catch (err) {
          changed();
          if (err instanceof BankError && err.kind === 'login_required') deps.onLoginRequired?.(userId);
          if (err instanceof BankError)
            throw new ApiError(409, 'access_issue', 'This account is not accessible at this time.');
          throw err;
        }
      }
      await snapshot(userId);
      changed();
      return total;
    },

    syncItemById: async (plaidItemId: string) => {
      const item = await itemsDb.findProviderItemByPlaidId(db, plaidItemId);
      if (!item) return null;
      const result = await syncItem(syncDeps, item).catch((err: unknown) => {
        if (err instanceof BankError && err.kind === 'login_required') deps.onLoginRequired?.(item.userId);
        throw err;
      });
      await snapshot(item.userId);
      const rows = result.added + result.modified + result.removed;
      if (rows > 0) deps.onTransactionsChanged?.(item.userId, rows);
      return result;
    },

    /**
     * The provider's recurring streams of every linked bank, with our account and transaction ids (for
     * merging with our engine's). Null when the user has no bank link or every bank failed.
     */
    async providerStreams(userId: string): Promise<ProviderStream[] | null> {
      const items = await itemsDb.listProviderItems(db, userId);
      if (items.length === 0) return null;
      const out: ProviderStream[] = [];
      let failures = 0;
      for (const item of items) {
        try {
          const streams = await bank.getRecurring(token(item));
          const ids = await accountsDb.providerIdMaps(
            db,
            userId,
            streams.flatMap((s) => s.transactionIds),
          );
          for (const stream of streams) {
            const accountId = ids.accounts.get(stream.providerAccountId);
            if (!accountId) continue;
            const transactionIds = stream.transactionIds.flatMap((id) => ids.transactions.get(id) ?? []);
            out.push({ accountId, stream, transactionIds });
          }
        } catch (err) {
          failures += 1;
          logger.warn('recurring fetch failed', {
            item: item.id,
            code: err instanceof BankError ? err.code : 'error',
          });
        }
      }
      return failures === items.length ? null : out;
    },

    /**
     * Outflow streams from every item, derived into the spec's recurring items (bills and subscriptions),
     * soonest next charge first. One bank failing still shows the others; when every bank fails the
     * caller gets the error, since an empty list would falsely read "no recurring charges".
     */
    async fetchRecurring(userId: string): Promise<RecurringItem[]> {
      const items = await itemsDb.listProviderItems(db, userId);
      const out: RecurringItem[] = [];
      let lastError: unknown = null;
      let failures = 0;
      for (const item of items) {
        try {
          out.push(...recurringItemsFromStreams(await bank.getRecurring(token(item))));
        } catch (err) {
          failures += 1;
          lastError = err;
          logger.warn('recurring fetch failed', {
            item: item.id,
            code: err instanceof BankError ? err.code : 'error',
          });
        }
      }
      if (items.length > 0 && failures === items.length) throw lastError;
      return dedupeRecurring(out.sort(compareRecurring));
    },

    /** Removes one account; when it was the last of its bank link, the link is removed at the provider too. */
    async removeAccount(userId: string, accountId: string) {
      const account = await accountsDb.findAccount(db, userId, accountId);
      if (!account) throw notFound('Account not found or access denied.');
      const item = account.providerItemId
        ? await itemsDb.findProviderItemForAccount(db, userId, accountId)
        : null;
      await accountsDb.deleteAccount(db, userId, accountId);
      if (item && (await accountsDb.countAccountsOfItem(db, userId, item.id)) === 0) {
        await bank.removeItem(token(item)).catch((err: unknown) =>
          logger.warn('provider item removal failed', {
            item: item.id,
            code: err instanceof BankError ? err.code : 'error',
          }),
        );
        await itemsDb.deleteProviderItem(db, userId, item.id);
      }
    },

    /** Account deletion: every bank link of the user is removed at the provider before the rows go. */
    async removeAllItems(userId: string) {
      for (const item of await itemsDb.listProviderItems(db, userId)) {
        await bank.removeItem(token(item)).catch((err: unknown) =>
          logger.warn('provider item removal failed', {
            item: item.id,
            code: err instanceof BankError ? err.code : 'error',
          }),
        );
      }
    },
  };
}

export type BankService = ReturnType<typeof createBankService>;
