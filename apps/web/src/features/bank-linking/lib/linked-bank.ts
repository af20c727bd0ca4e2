import type { PlaidLinkOnSuccessMetadata } from './plaid-types.ts';
import type { AccountDto } from '@tourniquet/domain/contracts';

export interface LinkedBank {
  institutionName: string;
  /** The bank's accounts carry an access issue: this link repairs it (the server keeps every account). */
  needsLogin: boolean;
}

const keyOf = (a: { mask: string | null; type: string; subtype: string | null }) =>
  `${a.mask ?? ''}|${a.type}|${a.subtype ?? ''}`;

/**
 * A bank the user already has, recognised from Link's success metadata before the exchange: the same
 * institution (by name, the only part our accounts list carries) and every account Link shared matching one
 * of that institution's linked accounts by mask, type and subtype. Null for a new bank.
 */
export function findLinkedBank(
  metadata: Pick<PlaidLinkOnSuccessMetadata, 'institution' | 'accounts'>,
  accounts: readonly AccountDto[],
): LinkedBank | null {
  const institution = metadata.institution;
  if (!institution || metadata.accounts.length === 0) return null;
  const name = institution.name.trim().toLowerCase();
  const mine = accounts.filter((a) => !a.isManual && a.institutionName.trim().toLowerCase() === name);
  const free = [...mine];
  for (const shared of metadata.accounts) {
    const at = free.findIndex(
      (a) => keyOf({ mask: a.mask, type: a.accountType, subtype: a.accountSubtype }) === keyOf(shared),
    );
    if (at < 0) return null;
    free.splice(at, 1);
  }
  return { institutionName: institution.name, needsLogin: mine.some((a) => a.accessIssue) };
}
