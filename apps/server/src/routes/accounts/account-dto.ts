import type { AccountTypeCustom } from '@tourniquet/domain';
import type { AccountDto } from '@tourniquet/domain/contracts';
import type { AccountRow } from '../../db/queries/accounts.ts';

/** What the browser sees of an account: no provider ids or tokens, balances in integer cents. */
export function toAccountDto(a: AccountRow): AccountDto {
  return {
    id: a.id,
    accountName: a.accountName,
    institutionName: a.institutionName,
    nickname: a.nickname ?? '',
    mask: a.mask,
    accountType: a.accountType,
    accountSubtype: a.accountSubtype,
    // A text column: only the routes' enum (personal, business, asset, liability, investment) writes it.
    accountTypeCustom: a.accountTypeCustom as AccountTypeCustom | null,
    businessPersonal: a.businessPersonal,
    accountCategory: a.accountCategory,
    balanceCurrentCents: a.balanceCurrentCents,
    balanceAvailableCents: a.balanceAvailableCents,
    balanceLastRefreshed: a.balanceLastRefreshed?.toISOString() ?? null,
    displayOrder: a.displayOrder,
    isManual: a.isManual,
    accessIssue: a.accessIssue,
    ...balanceOrigin(a),
  };
}

/** Linked accounts' balances are the provider's; the others' are a statement's or the user's, or none yet. */
function balanceOrigin(a: AccountRow): Pick<AccountDto, 'balanceSource' | 'balanceAsOf'> {
  if (!a.isManual) {
    return {
      balanceSource: 'provider',
      balanceAsOf: a.balanceLastRefreshed?.toISOString().slice(0, 10) ?? null,
    };
  }
  return { balanceSource: a.balanceSource, balanceAsOf: a.balanceSource ? a.balanceAsOf : null };
}
