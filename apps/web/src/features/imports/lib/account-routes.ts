import type { AccountDto, FileAccount } from '@tourniquet/domain/contracts';
import type { AccountKindKey } from './import-text.ts';
import type { NewAccountDraft } from './new-account.ts';

/**
 * Where one account of a multi-account file goes: 'skip', 'new' (a new account named after it), 'draft' (the
 * new account the user named at the start of the dialog) or the id of an account the user has.
 */
export type Route = string;
export const SKIP = 'skip';
export const NEW = 'new';
export const DRAFT = 'draft';

/** "Savings · ending 0988", "Holiday fund", "Account 2": how a file's account is named to the user. */
export function fileAccountLabel(account: FileAccount): string {
  const type = account.type && TYPE_WORDS[account.type.toLowerCase()];
  const parts = [account.name, type ?? account.type, account.mask && `ending ${account.mask}`];
  return parts.filter(Boolean).join(' · ') || `Account ${account.index + 1}`;
}

const TYPE_WORDS: Record<string, string> = {
  checking: 'Checking',
  savings: 'Savings',
  creditcard: 'Credit card',
  ccard: 'Credit card',
  bank: 'Bank',
  moneymrkt: 'Money market',
};

/** The kind a new account is made with: the file's word for it (OFX CREDITCARD, QIF CCard, SAVINGS). */
export function fileAccountKind(account: FileAccount): AccountKindKey {
  const type = (account.type ?? '').toLowerCase();
  if (type === 'creditcard' || type === 'ccard') return 'credit-card';
  if (type === 'savings' || type === 'moneymrkt') return 'savings';
  return 'checking';
}

/** The name a new account gets: the file's own name for it, else its kind and last digits. */
export function newAccountName(account: FileAccount): string {
  return (account.name ?? fileAccountLabel(account)).slice(0, 100);
}

/**
 * The first routes: the account of the file with rows goes where the dialog was pointed (the account it was
 * opened for, or the new account named at its start), every other account with rows to a new account of its
 * own, and an account without rows is skipped.
 */
export function initialRoutes(
  accounts: readonly FileAccount[],
  target: { account: AccountDto | null; draft: NewAccountDraft | null },
): Route[] {
  let targetUsed = false;
  return accounts.map((account) => {
    if (account.rows === 0) return SKIP;
    if (targetUsed) return NEW;
    targetUsed = true;
    return target.account ? target.account.id : target.draft ? DRAFT : NEW;
  });
}

/** Why the routes cannot be imported as they are, or null: nothing chosen, or two accounts into one. */
export function routesProblem(routes: readonly Route[]): string | null {
  const chosen = routes.filter((route) => route !== SKIP);
  if (chosen.length === 0) return 'Choose where at least one account goes.';
  const shared = chosen.filter((route) => route !== NEW);
  if (new Set(shared).size < shared.length)
    return 'Two accounts of the file go into the same account: choose another for one of them.';
  return null;
}

/** Transactions the routes will import: the rows of every account not skipped. */
export function routedRows(accounts: readonly FileAccount[], routes: readonly Route[]): number {
  return accounts.reduce((sum, account, i) => sum + (routes[i] === SKIP ? 0 : account.rows), 0);
}

/** A file of several accounts with rows: the dialog sends each to an account instead of choosing one. */
export function holdsSeveralAccounts(accounts: readonly FileAccount[] | undefined): boolean {
  return (accounts ?? []).filter((account) => account.rows > 0).length > 1;
}
