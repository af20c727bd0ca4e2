import { isCreditAccount, type Account } from './accounts';
import { absCents, sumCents, type Cents } from './money';

/**
 * Net worth (docs/product.md#9-constants): bank and asset balances minus credit obligations, each as an absolute
 * value, because providers sign liability balances inconsistently. The spec defines only credit
 * accounts; we count loans and manual liabilities as obligations too (a mortgage is not an asset).
 */

export type NetWorthAccount = Pick<
  Account,
  'accountType' | 'accountSubtype' | 'accountTypeCustom' | 'isManual' | 'balanceCurrentCents'
>;

export function isObligation(account: NetWorthAccount): boolean {
  if (account.isManual) return account.accountTypeCustom === 'liability';
  return (
    isCreditAccount({ type: account.accountType, subtype: account.accountSubtype }) ||
    account.accountType === 'loan'
  );
}

export interface NetWorth {
  assetsCents: Cents;
  liabilitiesCents: Cents;
  netWorthCents: Cents;
}

export function netWorth(accounts: readonly NetWorthAccount[]): NetWorth {
  const balance = (account: NetWorthAccount) => absCents(account.balanceCurrentCents ?? 0);
  const assetsCents = sumCents(accounts.filter((a) => !isObligation(a)).map(balance));
  const liabilitiesCents = sumCents(accounts.filter(isObligation).map(balance));
  return { assetsCents, liabilitiesCents, netWorthCents: assetsCents - liabilitiesCents };
}

export const NET_WORTH_VERDICTS = {
  positive: 'Looking good. You have positive net worth',
  negative: 'Needs improvement. You owe more money than you own.',
} as const;

export const NET_INCOME_VERDICTS = {
  positive: 'Not too bad. You made more than you spent',
  negative: "Careful. You're burning through more cash than you made.",
} as const;

/** Zero or more reads as positive (spec). */
export function netWorthVerdict(netWorthCents: Cents): string {
  return netWorthCents >= 0 ? NET_WORTH_VERDICTS.positive : NET_WORTH_VERDICTS.negative;
}

export function netIncomeVerdict(netIncomeCents: Cents): string {
  return netIncomeCents >= 0 ? NET_INCOME_VERDICTS.positive : NET_INCOME_VERDICTS.negative;
}

export interface EarningsAndSpending {
  /** Money in, as a positive number. */
  earningsCents: Cents;
  /** Money out, as a positive number. */
  spendingCents: Cents;
  /** earnings - spending. */
  netIncomeCents: Cents;
}

/**
 * Splits signed transaction amounts (Plaid sign: negative = money in) into earnings and spending.
 */
export function earningsAndSpending(amountsCents: Iterable<Cents>): EarningsAndSpending {
  let earningsCents = 0;
  let spendingCents = 0;
  for (const amount of amountsCents) {
    if (amount < 0) earningsCents = sumCents([earningsCents, -amount]);
    else spendingCents = sumCents([spendingCents, amount]);
  }
  return { earningsCents, spendingCents, netIncomeCents: earningsCents - spendingCents };
}
