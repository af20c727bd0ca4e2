import { linkSandboxBank, type TransactionRow } from '../lib/api-calls.ts';
import { signUpVerified, type ApiSession } from '../lib/api-session.ts';

export interface SoakUser {
  session: ApiSession;
  /** Rows the soak edits (the newest page). */
  editable: TransactionRow[];
}

/** One person with a linked simulated bank, its first sync done, and a goal. */
async function setUpUser(baseUrl: string, n: number): Promise<SoakUser> {
  const session = await signUpVerified(baseUrl, 'soak');
  await linkSandboxBank(session, { clientUserId: `soak-${process.pid}-${n}`, daysRequested: 365 });
  await session.expectOk('POST', '/api/bank/fetch-transactions', {});
  await session.expectOk('PUT', '/api/goals', {
    category: 'Groceries',
    goalType: 'expense',
    amountCents: 40_000,
  });
  const page = await session.expectOk<{ transactions: TransactionRow[] }>(
    'GET',
    '/api/transactions?limit=50',
  );
  if (page.transactions.length === 0) throw new Error('the first sync brought no transactions');
  return { session, editable: page.transactions };
}

/** `count` users, set up a few at a time. */
export async function setUpUsers(baseUrl: string, count: number, atOnce = 4): Promise<SoakUser[]> {
  const users: SoakUser[] = [];
  for (let i = 0; i < count; i += atOnce) {
    const batch = Array.from({ length: Math.min(atOnce, count - i) }, (_, k) => setUpUser(baseUrl, i + k));
    users.push(...(await Promise.all(batch)));
  }
  return users;
}
