import type { DebtKind } from '@tourniquet/domain/contracts';
import type { AccountRow } from '../db/queries/accounts.ts';

type DebtAccountFields = Pick<
  AccountRow,
  'accountType' | 'accountSubtype' | 'accountCategory' | 'accountTypeCustom' | 'balanceCurrentCents'
>;

/** A card or a loan: by the provider's type, the category chosen at linking, or a manual liability. */
export function isDebtAccount(account: DebtAccountFields): boolean {
  return (
    account.accountType === 'credit' ||
    account.accountType === 'loan' ||
    account.accountCategory === 'credit' ||
    account.accountCategory === 'loan' ||
    account.accountTypeCustom === 'liability'
  );
}

const LOAN_KINDS: Record<string, DebtKind> = {
  student: 'student',
  mortgage: 'mortgage',
  'home equity': 'mortgage',
  auto: 'auto',
  personal: 'personal',
};

export function debtKind(account: DebtAccountFields): DebtKind {
  const subtype = (account.accountSubtype ?? '').toLowerCase();
  if (account.accountType === 'credit' || account.accountCategory === 'credit' || subtype === 'credit card')
    return 'credit_card';
  return LOAN_KINDS[subtype] ?? 'other';
}

/**
 * The amount owed, positive. Cards and loans carry it positive (Plaid's sign for liabilities); a manual
 * liability may have been typed either way; a card in credit owes nothing.
 */
export function owedCents(account: DebtAccountFields): number {
  if (
    account.accountTypeCustom === 'liability' &&
    account.accountType !== 'credit' &&
    account.accountType !== 'loan'
  )
    return Math.abs(account.balanceCurrentCents);
  return Math.max(0, account.balanceCurrentCents);
}
