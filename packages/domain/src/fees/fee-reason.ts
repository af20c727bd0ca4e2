import { MANUAL_INSTITUTION_NAME } from '../accounts';
import type { LedgerAccount, LedgerTransaction } from '../ledger/ledger-transaction';
import { explainFee } from './classify-fee';

const LEDGER_TYPES = new Set<string>(['depository', 'credit', 'loan', 'investment']);

/**
 * Why a stored fee is a fee, for the screen: the radar's own verdict on the row, said again when the list is
 * read (the sentence is not stored, so a better wording reaches every fee). A manual account's placeholder
 * institution names no bank. A fee the radar would no longer call one (its row edited since) still says
 * who charged it.
 */
export function feeReason(
  t: LedgerTransaction,
  account: { id: string; type: string; institutionName?: string | null },
): string {
  const institutionName =
    account.institutionName && account.institutionName !== MANUAL_INSTITUTION_NAME
      ? account.institutionName
      : undefined;
  const type: LedgerAccount['type'] = LEDGER_TYPES.has(account.type)
    ? (account.type as LedgerAccount['type'])
    : account.type === 'checking' || account.type === 'savings'
      ? 'depository'
      : 'other';
  const verdict = explainFee(t, { id: account.id, type, ...(institutionName && { institutionName }) });
  return verdict?.reason ?? `Charged by ${institutionName ?? 'the bank holding the account'}`;
}
