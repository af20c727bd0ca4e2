import { httpRequest } from '../lib/http-client.ts';

const SIM_CREDENTIALS = { client_id: 'tourniquet-local', secret: 'simulator-secret' };

async function simPost<T>(baseUrl: string, path: string, body: Record<string, unknown>): Promise<T> {
  const res = await httpRequest(`${baseUrl}/sim/plaid${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...SIM_CREDENTIALS, ...body }),
  });
  if (res.status !== 200) throw new Error(`simulator ${path}: ${res.status} ${res.text}`);
  return JSON.parse(res.text) as T;
}

/**
 * The transaction ids a complete first sync of this login holds, asked of the simulator directly (outside
 * the app and its database). The simulator's household is a pure function of institution, username and
 * client_user_id, so the app's own link of the same login must end with exactly this set.
 */
export async function expectedTransactionIds(
  baseUrl: string,
  login: { clientUserId: string; daysRequested: number },
): Promise<Set<string>> {
  const { public_token } = await simPost<{ public_token: string }>(baseUrl, '/sandbox/public_token/create', {
    institution_id: 'ins_109508',
    initial_products: ['transactions'],
    options: {
      override_username: 'user_good',
      override_password: 'pass_good',
      client_user_id: login.clientUserId,
      transactions: { days_requested: login.daysRequested },
    },
  });
  const { access_token } = await simPost<{ access_token: string }>(baseUrl, '/item/public_token/exchange', {
    public_token,
  });
  const ids = new Set<string>();
  let cursor: string | null = null;
  for (let page = 0; page < 1000; page++) {
    const result: {
      added: { transaction_id: string }[];
      removed: { transaction_id: string }[];
      next_cursor: string;
      has_more: boolean;
    } = await simPost(baseUrl, '/transactions/sync', { access_token, cursor, count: 500 });
    for (const t of result.added) ids.add(t.transaction_id);
    for (const t of result.removed) ids.delete(t.transaction_id);
    cursor = result.next_cursor;
    if (!result.has_more) return ids;
  }
  throw new Error('the simulator kept paging');
}
