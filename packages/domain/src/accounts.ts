import { z } from 'zod';
import type { Cents } from './money';

/** Accounts (docs/product.md#3-data) in domain form: camelCase, balances in integer cents. */

export const ACCOUNT_TYPES = [
  'depository',
  'checking',
  'savings',
  'credit',
  'loan',
  'investment',
  // Plaid also sends these two; storing them beats rejecting a linked account.
  'brokerage',
  'other',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);

export const BUSINESS_PERSONAL = ['personal', 'business'] as const;
export type BusinessPersonal = (typeof BUSINESS_PERSONAL)[number];
export const businessPersonalSchema = z.enum(BUSINESS_PERSONAL);
export const DEFAULT_BUSINESS_PERSONAL: BusinessPersonal = 'personal';

export const MANUAL_ACCOUNT_TYPES = ['asset', 'liability', 'investment'] as const;
export type ManualAccountType = (typeof MANUAL_ACCOUNT_TYPES)[number];
export const manualAccountTypeSchema = z.enum(MANUAL_ACCOUNT_TYPES);

/** personal/business for linked banks, asset/liability/investment for manual accounts. */
export type AccountTypeCustom = BusinessPersonal | ManualAccountType;

export const ACCOUNT_CATEGORIES = ['bank', 'credit', 'loan'] as const;
export type AccountCategory = (typeof ACCOUNT_CATEGORIES)[number];

export interface Account {
  id: string;
  userId: string;
  accountName: string;
  institutionName: string;
  nickname: string | null;
  accountType: AccountType;
  accountSubtype: string | null;
  accountTypeCustom: AccountTypeCustom | null;
  businessPersonal: BusinessPersonal | null;
  balanceCurrentCents: Cents | null;
  balanceAvailableCents: Cents | null;
  /** ISO timestamp of the last provider refresh. */
  balanceLastRefreshed: string | null;
  displayOrder: number;
  /**
   * The spec marks manual accounts with the access_token value 'manual'. Tokens never leave the
   * server (docs/architecture.md#conventions), so the domain carries only this flag.
   */
  isManual: boolean;
  plaidAccountId: string | null;
  plaidItemId: string | null;
}

/** Linking: provider type credit gives credit, loan gives loan, anything else bank. */
export function accountCategoryFromProviderType(type: string | null | undefined): AccountCategory {
  const normalized = type?.trim().toLowerCase();
  if (normalized === 'credit') return 'credit';
  if (normalized === 'loan') return 'loan';
  return 'bank';
}

export interface TypedAccount {
  type?: string | null;
  subtype?: string | null;
}

const lower = (value: string | null | undefined) => value?.trim().toLowerCase() ?? '';

/** A credit account has type credit or subtype credit card (docs/product.md#9-constants). */
export function isCreditAccount({ type, subtype }: TypedAccount): boolean {
  return lower(type) === 'credit' || lower(subtype) === 'credit card';
}

export const CHECKING_ACCOUNT_REQUIRED_MESSAGE = 'Please link a checking account to proceed.';

/** Link-accounts Continue needs one account of type depository or checking, or subtype checking. */
export function hasCheckingAccount(accounts: readonly TypedAccount[]): boolean {
  return accounts.some(
    ({ type, subtype }) => ['depository', 'checking'].includes(lower(type)) || lower(subtype) === 'checking',
  );
}

export type SelectAccountsGroup = 'Business' | 'Personal' | 'Other';

/** Select Accounts screen: business in the name -> Business; neither business nor credit -> Personal. */
export function selectAccountsGroup(accountName: string): SelectAccountsGroup {
  const name = accountName.toLowerCase();
  if (name.includes('business')) return 'Business';
  if (!name.includes('credit')) return 'Personal';
  return 'Other';
}

export const ACCOUNTS_PAGE_SECTIONS = [
  'Linked Banks',
  'Linked Credit Cards',
  'Linked Loans',
  'Other Banks and Cash Reserves',
  'Other Debts and Obligations',
  'Investments',
] as const;
export type AccountsPageSection = (typeof ACCOUNTS_PAGE_SECTIONS)[number];

/**
 * Section of the accounts page. The spec names the sections but not the rule; ours: linked accounts
 * split by category, manual ones by their asset/liability/investment type (asset when unset).
 */
export function accountsPageSection(
  account: Pick<Account, 'isManual' | 'accountType' | 'accountSubtype' | 'accountTypeCustom'>,
): AccountsPageSection {
  if (account.isManual) {
    if (account.accountTypeCustom === 'liability') return 'Other Debts and Obligations';
    if (account.accountTypeCustom === 'investment') return 'Investments';
    return 'Other Banks and Cash Reserves';
  }
  if (isCreditAccount({ type: account.accountType, subtype: account.accountSubtype }))
    return 'Linked Credit Cards';
  if (account.accountType === 'loan') return 'Linked Loans';
  if (account.accountType === 'investment' || account.accountType === 'brokerage') return 'Investments';
  return 'Linked Banks';
}

export const MANUAL_INSTITUTION_NAME = 'Manual Entry';
export const MANUAL_ACCESS_TOKEN = 'manual';

/** Manual account ids are 'manual_' plus a timestamp (spec); the caller passes the clock's milliseconds. */
export function manualAccountId(timestampMs: number): string {
  if (!Number.isSafeInteger(timestampMs) || timestampMs < 0) throw new RangeError('Invalid timestamp');
  return `manual_${timestampMs}`;
}

/** Adding a manual account: a non-empty trimmed name (docs/product.md#5-validation) and its kind. */
export const manualAccountInputSchema = z.object({
  accountName: z.string().trim().min(1).max(100),
  accountTypeCustom: manualAccountTypeSchema,
});

/** Configuration sent per account on linking (docs/product.md#3-data), with the spec's defaults. */
export const accountConfigSchema = z.object({
  account_id: z.string().min(1),
  nickname: z.string().trim().max(100),
  account_type: businessPersonalSchema.default(DEFAULT_BUSINESS_PERSONAL),
  account_category: z.enum(ACCOUNT_CATEGORIES),
});
export type AccountConfig = z.infer<typeof accountConfigSchema>;

/** The default configuration: nickname = provider's name, personal, category from the provider type. */
export function defaultAccountConfig(account: {
  id: string;
  name: string;
  type?: string | null;
}): AccountConfig {
  return {
    account_id: account.id,
    nickname: account.name,
    account_type: DEFAULT_BUSINESS_PERSONAL,
    account_category: accountCategoryFromProviderType(account.type),
  };
}
