import type { Db } from '../db/client.ts';
import { listAccounts, type AccountRow } from '../db/queries/accounts.ts';
import { AccountNotFound } from './account-errors.ts';

export { ACCOUNT_NOT_FOUND_MESSAGE } from './account-errors.ts';

/**
 * The user's accounts, after checking that every id a request names is one of them. Another user's id
 * gets the same 404 as an id that does not exist (docs/product.md#6-access), so an answer never tells them apart,
 * and every route that filters by account ids answers a foreign id the same way.
 */
export async function ownAccountsIncluding(
  db: Db,
  userId: string,
  ids: readonly string[] | undefined,
): Promise<AccountRow[]> {
  const own = await listAccounts(db, userId);
  if (ids && ids.length > 0) {
    const known = new Set(own.map((a) => a.id));
    if (ids.some((id) => !known.has(id))) throw new AccountNotFound();
  }
  return own;
}
