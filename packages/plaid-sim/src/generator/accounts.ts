import type { Persona } from '../data/sandbox-users.ts';
import type { AccountKey, AccountSpec } from './types.ts';

/** Opening balances (the day before history starts; cards and loans: amount owed) by persona. */
const OPENING: Record<Persona, Partial<Record<AccountKey, number>>> = {
  // A renting household near the US median: an emergency fund, a retirement account, a car loan and the
  // tail of a student loan; net worth positive and growing. No mortgage: they rent.
  median: { checking: 5200, savings: 11500, credit: 650, student: 16800, auto: 13900, ira: 58000 },
  // A homeowner stretched thin: a big mortgage, little cash, the same loans and a small IRA.
  stretched: {
    checking: 1900,
    savings: 600,
    credit: 2400,
    mortgage: 268000,
    student: 31500,
    auto: 21400,
    ira: 9000,
  },
};

/**
 * The household's accounts. Names and masks follow Plaid Sandbox's familiar "Plaid Checking 0000" style;
 * opening balances vary per seed a little so two items do not look cloned.
 */
export function householdAccounts(seedFactor: number, persona: Persona = 'median'): AccountSpec[] {
  const f = 0.85 + 0.3 * seedFactor;
  const round = (n: number) => Math.round(n * f * 100) / 100;
  const opening = OPENING[persona];
  const all: (AccountSpec | null)[] = [
    accountOf(opening, 'checking', (n) =>
      spec(
        'checking',
        'Plaid Checking',
        'Plaid Gold Standard 0% Interest Checking',
        '0000',
        'depository',
        'checking',
        round(n),
      ),
    ),
    accountOf(opening, 'savings', (n) =>
      spec(
        'savings',
        'Plaid Saving',
        'Plaid Silver Standard 0.1% Interest Saving',
        '1111',
        'depository',
        'savings',
        round(n),
      ),
    ),
    accountOf(opening, 'credit', (n) =>
      spec(
        'credit',
        'Plaid Credit Card',
        'Plaid Diamond 12.5% APR Interest Credit Card',
        '3333',
        'credit',
        'credit card',
        round(n),
        8000,
      ),
    ),
    accountOf(opening, 'mortgage', (n) =>
      spec(
        'mortgage',
        'Plaid Mortgage',
        'Plaid 30-Year Fixed Mortgage',
        '8888',
        'loan',
        'mortgage',
        round(n),
      ),
    ),
    accountOf(opening, 'student', (n) =>
      spec(
        'student',
        'Plaid Student Loan',
        'Plaid Federal Direct Student Loan',
        '7777',
        'loan',
        'student',
        round(n),
      ),
    ),
    accountOf(opening, 'auto', (n) =>
      spec('auto', 'Plaid Auto Loan', 'Plaid 60-Month Auto Loan', '9999', 'loan', 'auto', round(n)),
    ),
    accountOf(opening, 'ira', (n) => spec('ira', 'Plaid IRA', null, '5555', 'investment', 'ira', round(n))),
  ];
  return all.filter((a): a is AccountSpec => a !== null);
}

function accountOf(
  opening: Partial<Record<AccountKey, number>>,
  key: AccountKey,
  make: (openingBalance: number) => AccountSpec,
): AccountSpec | null {
  const balance = opening[key];
  return balance === undefined ? null : make(balance);
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
