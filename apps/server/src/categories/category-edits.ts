import { learningKey, type PersonalCategory } from '@tourniquet/domain';
import type { Db } from '../db/client.ts';
import { fileRowsAsMerchant, rowCategory, rowsMaybeOfMerchant } from '../db/queries/category-rows.ts';
import { setUserCategoryOn } from '../db/queries/transaction-bulk.ts';
import { merchantKeyOf } from './categoriser.ts';

/**
 * A user's own category: source 'user', never overwritten by a sync, an import or the job;
 * later rows of the same merchant follow it (loadLearned). Every query is scoped to the user.
 */

export async function setUserCategory(
  db: Db,
  userId: string,
  id: string,
  category: PersonalCategory | null,
  reason: string,
): Promise<void> {
  await setUserCategoryOn(db, userId, [id], category, reason);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's other rows of this row's merchant (the categoriser's merchant key), with their category. */
async function sameMerchantRows(db: Db, userId: string, id: string) {
  // Not an id this server wrote: no such row (the uuid column would refuse it with an error, a 500).
  if (!UUID_PATTERN.test(id)) return null;
  const row = await rowCategory(db, userId, id);
  if (!row) return null;
  const key = merchantKeyOf(row.description, row.merchantName);
  // The rows stored under the key, and those whose key is not filled yet (read as text and keyed here).
  const others = await rowsMaybeOfMerchant(db, userId, id, key);
  // A person's money in is apart from money out to them: what one was for says nothing of the other.
  const same = learningKey(key, row.amountCents);
  const rows = others.filter(
    (o) => learningKey(merchantKeyOf(o.description, o.merchantName), o.amountCents) === same,
  );
  return { row, rows };
}

/** How many other rows of the merchant are in another category (what "apply to the N other rows" offers). */
export async function otherMerchantRowCount(db: Db, userId: string, id: string): Promise<number> {
  const found = await sameMerchantRows(db, userId, id);
  if (!found) return 0;
  return found.rows.filter((r) => r.detailed !== found.row.detailed).length;
}

/** Gives every other row of the merchant this row's category, as the user's own. Null: no such row. */
export async function applyCategoryToMerchant(db: Db, userId: string, id: string): Promise<number | null> {
  const found = await sameMerchantRows(db, userId, id);
  if (!found) return null;
  const ids = found.rows.filter((r) => r.detailed !== found.row.detailed).map((r) => r.id);
  if (ids.length === 0) return 0;
  const { primary, detailed } = found.row;
  return fileRowsAsMerchant(db, userId, ids, { primary, detailed });
}
