import { MANUAL_INSTITUTION_NAME, type BusinessPersonal } from './accounts';

/**
 * The accounts part of the Display Criteria (docs/product.md#2-screens): all accounts, the combined personal or
 * business accounts, or a chosen list (one id is "a single account", several are "Custom").
 * In URLs it reads 'all' | 'personal' | 'business' | comma-joined ids.
 */
export type AccountSelection =
  { kind: 'all' } | { kind: 'personal' } | { kind: 'business' } | { kind: 'ids'; ids: string[] };

export const ALL_ACCOUNTS: AccountSelection = { kind: 'all' };

/** Missing, blank or an empty list means all accounts (spec: "defaults to all accounts on first load"). */
export function parseAccountSelection(value: string | null | undefined): AccountSelection {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'all') return ALL_ACCOUNTS;
  if (text === 'personal' || text === 'business') return { kind: text };
  const ids = [...new Set(text.split(',').map((id) => id.trim()))].filter((id) => id !== '');
  return ids.length === 0 ? ALL_ACCOUNTS : { kind: 'ids', ids };
}

export function formatAccountSelection(selection: AccountSelection): string {
  return selection.kind === 'ids' ? selection.ids.join(',') : selection.kind;
}

export interface SelectableAccount {
  id: string;
  businessPersonal: BusinessPersonal | null;
}

/**
 * The account ids a selection covers: null for all accounts (no filter), otherwise a list, which may be
 * empty (no business accounts yet). Ids are returned as given; callers check that they are the user's.
 */
export function selectedAccountIds(
  selection: AccountSelection,
  accounts: readonly SelectableAccount[],
): string[] | null {
  switch (selection.kind) {
    case 'all':
      return null;
    case 'ids':
      return selection.ids;
    default:
      // An account without the flag is personal, the product's default account type.
      return accounts.filter((a) => (a.businessPersonal ?? 'personal') === selection.kind).map((a) => a.id);
  }
}

export interface LabelledAccount {
  id: string;
  accountName: string;
  nickname?: string | null;
}

/** The name an account goes by in pickers: the user's nickname, else the provider's name. */
export function accountDisplayName(account: Pick<LabelledAccount, 'accountName' | 'nickname'>): string {
  const nickname = account.nickname?.trim() ?? '';
  return nickname === '' ? account.accountName : nickname;
}

/**
 * An account as its owner knows it: the bank's name, then the account's own ("Chase Total Checking"). The
 * bank's name is left out when the account's name already starts with it ("Chase Freedom"), and for a manual
 * account, whose institution is only a placeholder.
 */
export function accountAsKnown(account: { institutionName: string | null; accountName: string }): string {
  const bank = account.institutionName?.trim() ?? '';
  const name = account.accountName.trim();
  if (bank === '' || bank === MANUAL_INSTITUTION_NAME) return name;
  return name.toLowerCase().startsWith(bank.toLowerCase()) ? name : `${bank} ${name}`;
}

/**
 * Label of the accounts selector (docs/product.md#2-screens): All accounts, Combined Personal, Combined Business,
 * the account's name for one account, N accounts selected for several, Select account when none of the
 * chosen ids is known (yet).
 */
export function accountSelectionLabel(
  selection: AccountSelection,
  accounts: readonly LabelledAccount[],
): string {
  if (selection.kind === 'all') return 'All accounts';
  if (selection.kind === 'personal') return 'Combined Personal';
  if (selection.kind === 'business') return 'Combined Business';
  const known = accounts.filter((a) => selection.ids.includes(a.id));
  if (known.length === 0) return 'Select account';
  if (known.length === 1) return accountDisplayName(known[0]!);
  return `${known.length} accounts selected`;
}
