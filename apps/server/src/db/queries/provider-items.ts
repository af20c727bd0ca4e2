import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts, providerItems } from '../schema/index.ts';

export type ProviderItem = typeof providerItems.$inferSelect;

/** Saves a newly linked item, or replaces the token of one linked again (same provider item id). */
export async function upsertProviderItem(
  db: Db,
  input: {
    userId: string;
    plaidItemId: string;
    accessTokenCiphertext: string;
    institutionId: string | null;
    institutionName: string;
  },
): Promise<ProviderItem> {
  const [row] = await db
    .insert(providerItems)
    .values(input)
    .onConflictDoUpdate({
      target: providerItems.plaidItemId,
      set: {
        accessTokenCiphertext: input.accessTokenCiphertext,
        institutionName: input.institutionName,
        status: 'active',
        updatedAt: new Date(),
      },
      // An item id belongs to the user who linked it; another user can never take it over.
      setWhere: eq(providerItems.userId, input.userId),
    })
    .returning();
  if (!row) throw new Error('provider item belongs to another user');
  return row;
}

/**
 * A bank linked again after a login-required state: the old Item row takes the new Item's id and token, is
 * active again, and its sync starts over from no cursor (the new Item's ids). Returns the updated row.
 */
export async function relinkProviderItem(
  db: Db,
  input: { userId: string; itemId: string; plaidItemId: string; accessTokenCiphertext: string },
): Promise<ProviderItem> {
  const [row] = await db
    .update(providerItems)
    .set({
      plaidItemId: input.plaidItemId,
      accessTokenCiphertext: input.accessTokenCiphertext,
      status: 'active',
      syncCursor: null,
      updatedAt: new Date(),
    })
    .where(and(eq(providerItems.id, input.itemId), eq(providerItems.userId, input.userId)))
    .returning();
  if (!row) throw new Error('provider item not found');
  return row;
}

export function listProviderItems(db: Db, userId: string) {
  return db.select().from(providerItems).where(eq(providerItems.userId, userId));
}

/**
 * The one lookup by a key other than the user: a provider webhook names only its Item. plaid_item_id is
 * globally unique; this read finds the owner, and everything after it is scoped by that user's id.
 */
export async function findProviderItemByPlaidId(db: Db, plaidItemId: string) {
  const [row] = await db.select().from(providerItems).where(eq(providerItems.plaidItemId, plaidItemId));
  return row ?? null;
}

/** The item behind one of the user's linked accounts; null for manual or foreign accounts. */
export async function findProviderItemForAccount(db: Db, userId: string, accountId: string) {
  const [row] = await db
    .select({ item: providerItems })
    .from(accounts)
    .innerJoin(providerItems, eq(accounts.providerItemId, providerItems.id))
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
  return row?.item ?? null;
}

/** Changes an item's status; updatedAt then says since when (a repeated status leaves the row alone). */
export async function setProviderItemStatus(
  db: Db,
  userId: string,
  itemId: string,
  status: ProviderItem['status'],
) {
  await db
    .update(providerItems)
    .set({ status, updatedAt: new Date() })
    .where(
      and(eq(providerItems.id, itemId), eq(providerItems.userId, userId), ne(providerItems.status, status)),
    );
}

export async function deleteProviderItem(db: Db, userId: string, itemId: string) {
  await db.delete(providerItems).where(and(eq(providerItems.id, itemId), eq(providerItems.userId, userId)));
}

/** The item's sync cursor, its row locked until the caller's transaction ends (undefined: no such item). */
export async function lockSyncCursor(tx: Db, itemId: string): Promise<{ cursor: string | null } | undefined> {
  const [current] = await tx
    .select({ cursor: providerItems.syncCursor })
    .from(providerItems)
    .where(eq(providerItems.id, itemId))
    .for('update');
  return current;
}

/** A sync went in: the item's next cursor, and the item is active again. */
export async function storeSyncCursor(tx: Db, itemId: string, cursor: string): Promise<void> {
  await tx
    .update(providerItems)
    .set({ syncCursor: cursor, lastSyncedAt: new Date(), status: 'active', updatedAt: new Date() })
    .where(eq(providerItems.id, itemId));
}
