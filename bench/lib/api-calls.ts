import type { ApiSession } from './api-session.ts';
import { httpRequest } from './http-client.ts';

export interface TransactionRow {
  id: string;
  accountId: string;
  date: string;
  merchantName: string | null;
  description: string;
  amountCents: number;
  plaidTransactionId: string | null;
}

export interface ImportAnswer {
  batchId: string;
  imported: number;
  duplicates: number;
  rejected: { line: number; reason: string }[];
}

export interface ImportBatchRow {
  batchId: string;
  accountId: string;
  imported: number;
  status: 'imported' | 'undone';
}

const SIM_CREDENTIALS = { client_id: 'tourniquet-local', secret: 'simulator-secret' };

export async function createManualAccount(session: ApiSession, name: string): Promise<string> {
  const body = await session.expectOk<{ account: { id: string } }>('POST', '/api/accounts/manual', {
    name,
    type: 'depository',
    subtype: 'checking',
  });
  return body.account.id;
}

export function importPath(accountId: string) {
  return `/api/accounts/${encodeURIComponent(accountId)}/import?fileName=statement.csv`;
}

/** Every transaction of the user (or of one account), newest first, through the paged list (200 a page). */
export async function listAllTransactions(
  session: ApiSession,
  accountId?: string,
): Promise<TransactionRow[]> {
  const rows: TransactionRow[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '200' });
    if (accountId) query.set('accountIds', accountId);
    if (cursor) query.set('cursor', cursor);
    const page: { transactions: TransactionRow[]; nextCursor: string | null } = await session.expectOk(
      'GET',
      `/api/transactions?${query}`,
    );
    rows.push(...page.transactions);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

export async function listImportBatches(session: ApiSession, accountId: string): Promise<ImportBatchRow[]> {
  const body = await session.expectOk<{ imports: ImportBatchRow[] }>('GET', '/api/imports');
  return body.imports.filter((b) => b.accountId === accountId);
}

/**
 * A public token from the simulator's sandbox route (what Plaid Link hands the browser), exchanged through
 * the API. No webhook: the only syncs are the one the exchange starts and the ones the caller asks for.
 */
export async function linkSandboxBank(
  session: ApiSession,
  opts: { username?: string; daysRequested?: number; clientUserId?: string } = {},
): Promise<string[]> {
  const res = await httpRequest(`${session.baseUrl}/sim/plaid/sandbox/public_token/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...SIM_CREDENTIALS,
      institution_id: 'ins_109508',
      initial_products: ['transactions'],
      options: {
        override_username: opts.username ?? 'user_good',
        override_password: 'pass_good',
        ...(opts.clientUserId && { client_user_id: opts.clientUserId }),
        ...(opts.daysRequested && { transactions: { days_requested: opts.daysRequested } }),
      },
    }),
  });
  if (res.status !== 200) throw new Error(`sandbox public token: ${res.status} ${res.text}`);
  const { public_token } = JSON.parse(res.text) as { public_token: string };
  const linked = await session.expectOk<{ accounts: { id: string }[] }>(
    'POST',
    '/api/bank/exchange-public-token-enhanced',
    {
      public_token,
      institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' },
      account_configs: [],
    },
  );
  return linked.accounts.map((a) => a.id);
}

/** Rows per account, and the provider ids that appear more than once. */
export function tally(rows: readonly TransactionRow[]) {
  const perAccount = new Map<string, number>();
  const seen = new Set<string>();
  const duplicatePlaidIds: string[] = [];
  for (const row of rows) {
    perAccount.set(row.accountId, (perAccount.get(row.accountId) ?? 0) + 1);
    if (!row.plaidTransactionId) continue;
    if (seen.has(row.plaidTransactionId)) duplicatePlaidIds.push(row.plaidTransactionId);
    seen.add(row.plaidTransactionId);
  }
  return { perAccount, duplicatePlaidIds };
}
