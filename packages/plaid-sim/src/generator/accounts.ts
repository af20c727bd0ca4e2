import type { AccountKey, AccountSpec } from './types.ts';

/**
 * The household's accounts. Names and masks follow Plaid Sandbox's familiar "Plaid Checking 0000" style;
 * opening balances vary per seed a little so two items do not look cloned.
 */
export function householdAccounts(seedFactor: number): AccountSpec[] {
  const f = 0.85 + 0.3 * seedFactor;
  const round = (n: number) => Math.round(n * f * 100) / 100;
  return [
    spec(
      'checking',
      'Plaid Checking',
      'Plaid Gold Standard 0% Interest Checking',
      '0000',
      'depository',
      'checking',
      round(4200),
    ),
    spec(
      'savings',
      'Plaid Saving',
      'Plaid Silver Standard 0.1% Interest Saving',
      '1111',
      'depository',
      'savings',
      round(9500),
    ),
    spec(
      'credit',
      'Plaid Credit Card',
      'Plaid Diamond 12.5% APR Interest Credit Card',
      '3333',
      'credit',
      'credit card',
      round(650),
      8000,
    ),
    spec(
      'mortgage',
      'Plaid Mortgage',
      'Plaid 30-Year Fixed Mortgage',
      '8888',
      'loan',
      'mortgage',
      round(268000),
    ),
    spec(
      'student',
      'Plaid Student Loan',
      'Plaid Federal Direct Student Loan',
      '7777',
      'loan',
      'student',
      round(31500),
    ),
    spec('auto', 'Plaid Auto Loan', 'Plaid 60-Month Auto Loan', '9999', 'loan', 'auto', round(21400)),
    spec('ira', 'Plaid IRA', null, '5555', 'investment', 'ira', round(38000)),
  ];
}

function spec(
  key: AccountKey,
  name: string,
  officialName: string | null,
  mask: string,
  type: AccountSpec['type'],
  subtype: string,
  openingBalance: number,
  limit: number | null = null,
): AccountSpec {
  return { key, name, officialName: officialName ?? name, mask, type, subtype, openingBalance, limit };
}

export const ALL_ACCOUNT_KEYS: readonly AccountKey[] = [
  'checking',
  'savings',
  'credit',
  'mortgage',
  'student',
  'auto',
  'ira',
];

/** Plaid's Transactions product covers depository, credit and (student/mortgage) loans, never investments. */
export function hasTransactions(account: AccountSpec): boolean {
  return account.type !== 'investment';
}
