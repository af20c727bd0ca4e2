import { isCreditAccount } from './accounts';
import { absCents, sumCents, type Cents } from './money';
import { isObligation, type NetWorthAccount } from './net-worth';

/**
 * Groups of the My Situation summary and the My Money Situation screen. Assets: bank accounts and other
 * assets; obligations: credit accounts, loans and other liabilities. The split into assets and
 * obligations is netWorth's (isObligation), so the groups always add up to the net worth shown.
 */
export const SITUATION_GROUPS = ['bank', 'otherAssets', 'credit', 'loan', 'otherLiabilities'] as const;
export type SituationGroup = (typeof SITUATION_GROUPS)[number];

export const SITUATION_GROUP_LABELS: Readonly<Record<SituationGroup, string>> = {
  bank: 'Bank Accounts',
  otherAssets: 'Other Assets',
  credit: 'Credit Accounts',
  loan: 'Loans',
  otherLiabilities: 'Other Liabilities',
};

export function isAssetGroup(group: SituationGroup): boolean {
  return group === 'bank' || group === 'otherAssets';
}

export function situationGroup(account: NetWorthAccount): SituationGroup {
  if (isObligation(account)) {
    const card = isCreditAccount({ type: account.accountType, subtype: account.accountSubtype });
    // An imported card statement's account is a card like a linked one; other manual debts stay apart.
    if (account.isManual) return card ? 'credit' : 'otherLiabilities';
    return card ? 'credit' : 'loan';
  }
  // An imported checking or savings statement's account is a bank account like a linked one (its subtype says
  // so); a manual asset the user made without a kind stays among the other assets.
  if (account.isManual)
    return account.accountType === 'depository' && account.accountSubtype ? 'bank' : 'otherAssets';
  return account.accountType === 'investment' || account.accountType === 'brokerage' ? 'otherAssets' : 'bank';
}

/** The amount a group counts: balances as absolute values, as netWorth counts them. */
export function situationBalanceCents(account: NetWorthAccount): Cents {
  return absCents(account.balanceCurrentCents ?? 0);
}

export function groupTotalCents(accounts: readonly NetWorthAccount[]): Cents {
  return sumCents(accounts.map(situationBalanceCents));
}
