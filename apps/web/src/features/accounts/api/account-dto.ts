import type { AccountCategory, AccountTypeCustom, BusinessPersonal, Cents } from '@tourniquet/domain';

/** An account as the server sends it (GET /api/accounts): no provider ids or tokens, balances in cents. */
export interface AccountDto {
  id: string;
  accountName: string;
  institutionName: string;
  /** '' when the user never gave one. */
  nickname: string;
  mask: string | null;
  /** The provider's type: depository, credit, loan, investment, ... */
  accountType: string;
  accountSubtype: string | null;
  /** personal/business for linked accounts, asset/liability/investment for manual ones. */
  accountTypeCustom: AccountTypeCustom | null;
  businessPersonal: BusinessPersonal | null;
  accountCategory: AccountCategory | null;
  balanceCurrentCents: Cents | null;
  balanceAvailableCents: Cents | null;
  balanceLastRefreshed: string | null;
  displayOrder: number;
  isManual: boolean;
  /** The provider refused the last refresh (for example the bank needs a fresh login). */
  accessIssue: boolean;
}

/** What a person calls the account: their nickname, else the provider's name. */
export function accountDisplayName(account: Pick<AccountDto, 'nickname' | 'accountName'>) {
  return account.nickname.trim() || account.accountName;
}
