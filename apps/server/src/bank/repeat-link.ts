import type { Db } from '../db/client.ts';
import * as accountsDb from '../db/queries/accounts.ts';
import * as itemsDb from '../db/queries/provider-items.ts';
import type { BankAccount } from './bank-port.ts';

/** What identifies an account across two links of the same login: its mask, type and subtype. */
export const accountKey = (a: { mask: string | null; type: string; subtype: string | null }) =>
  `${a.mask ?? ''}|${a.type}|${a.subtype ?? ''}`;

export interface RepeatLink {
  item: itemsDb.ProviderItem;
  /** The old Item's accounts. */
  accounts: accountsDb.AccountRow[];
  /** Each new provider account id, with the old account it is. */
  matches: { account: accountsDb.AccountRow; providerAccountId: string }[];
}

/**
 * An Item the user already has that a new link repeats: the same institution (institution_id when both
 * carry one, else the name) and every account of the new Item matching one of the old Item's by mask, type
 * and subtype. Null when the link is new.
 */
export async function findRepeatedItem(
  db: Db,
  userId: string,
  institution: { name: string; institution_id?: string | null },
  newAccounts: BankAccount[],
): Promise<RepeatLink | null> {
  if (newAccounts.length === 0) return null;
  const sameInstitution = (item: itemsDb.ProviderItem) =>
    item.institutionId && institution.institution_id
      ? item.institutionId === institution.institution_id
      : item.institutionName.trim().toLowerCase() === institution.name.trim().toLowerCase();
  const candidates = (await itemsDb.listProviderItems(db, userId)).filter(sameInstitution);
  for (const item of candidates) {
    const accounts = await accountsDb.accountsOfItem(db, userId, item.id);
    const free = [...accounts];
    const matches: RepeatLink['matches'] = [];
    for (const a of newAccounts) {
      const at = free.findIndex(
        (old) =>
          accountKey({ mask: old.mask, type: old.accountType, subtype: old.accountSubtype }) ===
          accountKey(a),
      );
      if (at < 0) break;
      matches.push({ account: free[at]!, providerAccountId: a.providerAccountId });
      free.splice(at, 1);
    }
    if (matches.length === newAccounts.length) return { item, accounts, matches };
  }
  return null;
}
