import type { AccountRow } from '../../db/queries/accounts.ts';

/** What the browser sees of an account: no provider ids or tokens, balances in integer cents. */
export function toAccountDto(a: AccountRow) {
  return {
    id: a.id,
    accountName: a.accountName,
    institutionName: a.institutionName,
    nickname: a.nickname ?? '',
    mask: a.mask,
    accountType: a.accountType,
    accountSubtype: a.accountSubtype,
    accountTypeCustom: a.accountTypeCustom,
    businessPersonal: a.businessPersonal,
    accountCategory: a.accountCategory,
    balanceCurrentCents: a.balanceCurrentCents,
    balanceAvailableCents: a.balanceAvailableCents,
    balanceLastRefreshed: a.balanceLastRefreshed?.toISOString() ?? null,
    displayOrder: a.displayOrder,
    isManual: a.isManual,
    accessIssue: a.accessIssue,
  };
}

export type AccountDto = ReturnType<typeof toAccountDto>;
