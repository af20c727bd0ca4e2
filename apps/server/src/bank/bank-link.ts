import { accountCategoryFromProviderType } from '@tourniquet/domain';
import type { Db } from '../db/client.ts';
import * as accountsDb from '../db/queries/accounts.ts';
import * as itemsDb from '../db/queries/provider-items.ts';
import type { BankContext } from './bank-context.ts';
import { BankLinkExpired } from './bank-errors.ts';
import { BankError, type BankAccount } from './bank-port.ts';
import { findRepeatedItem, type RepeatLink } from './repeat-link.ts';
import { syncItem } from './transaction-sync.ts';

export interface AccountConfig {
  account_id: string;
  nickname?: string | undefined;
  account_type?: 'personal' | 'business' | undefined;
  account_category?: 'bank' | 'credit' | 'loan' | undefined;
}

export interface LinkInput {
  publicToken: string;
  institution: { name: string; institution_id?: string | null };
  configs: AccountConfig[];
}

/** Linking a bank: Link's token, the exchange, and a bank linked again (repeat-link.ts). */
export function bankLink(ctx: BankContext) {
  const { db, bank, cipher, clock, logger } = ctx;

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
    const oldToken = ctx.token(repeat.item);
    const byProviderId = new Map(chosen.map((a) => [a.providerAccountId, a]));
    const item = await db.transaction(async (tx) => {
      const t: Db = tx;
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
    if (repeat.item.plaidItemId !== linked.itemId) await ctx.removeAtProvider(oldToken, repeat.item.id);
    try {
      const r = await syncItem(ctx.syncDeps, item);
      await ctx.snapshot(userId);
      ctx.onTransactionsChanged?.(userId, r.added + r.modified + r.removed);
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
    createLinkToken: (userId: string) => bank.createLinkToken({ userId, webhookUrl: ctx.webhookUrl }),

    /**
     * Exchanges Link's public token, stores the encrypted access token and the chosen accounts.
     * Throws BankLinkExpired for an expired or unknown public token.
     */
    async exchangePublicToken(userId: string, input: LinkInput) {
      const linked = await bank.exchangePublicToken(input.publicToken).catch((err: unknown) => {
        // An expired or unknown public token is the caller's mistake (a stale Link session), not an outage.
        if (err instanceof BankError && err.code === 'INVALID_PUBLIC_TOKEN') throw new BankLinkExpired();
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
        await ctx.removeAtProvider(linked.accessToken, repeat.item.id);
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
      await ctx.snapshot(userId);
      return { item, accounts: rows, alreadyLinked: false as const };
    },
  };
}
