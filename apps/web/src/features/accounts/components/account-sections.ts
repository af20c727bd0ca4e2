import {
  ACCOUNTS_PAGE_SECTIONS,
  accountsPageSection,
  type AccountsPageSection,
  type AccountType,
} from '@tourniquet/domain';
import type { AccountDto } from '@tourniquet/domain/contracts';

/**
 * The accounts page's sections (docs/product.md#2-screens). The spec names them but not the rule; ours, from the
 * domain's accountsPageSection:
 * - a manual credit card (an imported card statement's account, type credit) -> with the credit cards;
 * - other manual accounts (isManual) go by what the user called them (accountTypeCustom): liability -> Other Debts
 *   and Obligations, investment -> Investments, asset (or unset) -> Other Banks and Cash Reserves;
 * - linked accounts go by the provider's type: credit (or subtype credit card) -> Linked Credit Cards,
 *   loan -> Linked Loans, investment/brokerage -> Investments, anything else (depository...) -> Linked Banks.
 * The personal/business choice never moves an account between sections.
 */
export interface AccountSectionGroup {
  title: AccountsPageSection;
  accounts: AccountDto[];
  /** Money owed (cards, loans, debts): its balances read as money out. */
  debt: boolean;
  defaultOpen: boolean;
}

const DEBT_SECTIONS = new Set<AccountsPageSection>([
  'Linked Credit Cards',
  'Linked Loans',
  'Other Debts and Obligations',
]);

export function sectionOf(account: AccountDto): AccountsPageSection {
  // A card made from an imported statement (type credit) sits with the cards, not with the other debts.
  if (account.isManual && account.accountType === 'credit') return 'Linked Credit Cards';
  // The server only stores the domain's account types; the DTO just types the column as a string.
  return accountsPageSection({ ...account, accountType: account.accountType as AccountType });
}

export function groupAccountsBySection(accounts: readonly AccountDto[]): AccountSectionGroup[] {
  return ACCOUNTS_PAGE_SECTIONS.map((title) => ({
    title,
    accounts: accounts.filter((a) => sectionOf(a) === title),
    debt: DEBT_SECTIONS.has(title),
    // Loans are long-lived and rarely checked: their section starts collapsed (spec).
    defaultOpen: title !== 'Linked Loans',
  })).filter((group) => group.accounts.length > 0);
}

/** The account is money owed (a card, a loan, a debt): its balance is the amount owed. */
export function sectionIsDebt(account: AccountDto): boolean {
  return DEBT_SECTIONS.has(sectionOf(account));
}
