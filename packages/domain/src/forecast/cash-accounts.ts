import { isCreditAccount } from '../accounts';

export interface CashAccountCandidate {
  accountType: string;
  accountSubtype: string | null;
  accountTypeCustom: string | null;
}

// Depository subtypes money is paid from and into; a CD, HSA or 529 is not spendable cash.
const CASH_SUBTYPES = new Set([
  'checking',
  'savings',
  'cash',
  'cash management',
  'money market',
  'prepaid',
  'paypal',
]);

/**
 * The accounts the forecast projects ("checking, savings, cash"): checking and savings accounts, a
 * depository account of a spendable subtype (or none given, as a manual cash account), never a card, a loan or
 * an investment.
 */
export function isCashAccount(account: CashAccountCandidate): boolean {
  const type = account.accountType.trim().toLowerCase();
  const subtype = account.accountSubtype?.trim().toLowerCase() ?? '';
  if (isCreditAccount({ type, subtype })) return false;
  if (account.accountTypeCustom === 'liability' || account.accountTypeCustom === 'investment') return false;
  if (type === 'checking' || type === 'savings') return true;
  return type === 'depository' && (subtype === '' || CASH_SUBTYPES.has(subtype));
}
