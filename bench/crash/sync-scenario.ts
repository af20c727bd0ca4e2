import { linkSandboxBank, listAllTransactions, tally } from '../lib/api-calls.ts';
import { signUpVerified, type ApiSession } from '../lib/api-session.ts';
import type { Scenario } from './scenario.ts';
import { expectedTransactionIds } from './simulator-reference.ts';

const DAYS_REQUESTED = 365;

interface SyncAnswer {
  added: number;
  modified: number;
  removed: number;
}

interface Prepared {
  session: ApiSession;
  clientUserId: string;
  expected: Set<string>;
}

function compare(label: string, stored: Set<string>, expected: Set<string>): string[] {
  const missing = [...expected].filter((id) => !stored.has(id)).length;
  const extra = [...stored].filter((id) => !expected.has(id)).length;
  return missing || extra ? [`${label}: ${missing} provider rows missing, ${extra} unexpected`] : [];
}

/**
 * Link the simulated bank (the exchange starts the first sync in the background), then
 * `POST /api/bank/fetch-transactions` while that sync runs. After the restart the user holds all of the
 * provider's rows or none; re-syncing (re-linking first when the exchange itself was cut before it
 * committed) adds no duplicate and ends with exactly the provider's set; a sync answered 200 before the
 * kill is never missing.
 */
export const syncScenario: Scenario<Prepared, { linked: boolean; acknowledged: boolean }> = {
  name: 'sync',
  async prepare({ baseUrl, trial, random }) {
    const session = await signUpVerified(baseUrl, 'crash-sync');
    const clientUserId = `crash-${trial}-${random.int(0, 1_000_000_000)}`;
    const expected = await expectedTransactionIds(baseUrl, { clientUserId, daysRequested: DAYS_REQUESTED });
    return { session, clientUserId, expected };
  },
  async run({ session, clientUserId }) {
    let linked = false;
    try {
      await linkSandboxBank(session, { clientUserId, daysRequested: DAYS_REQUESTED });
      linked = true;
      const res = await session.request('POST', '/api/bank/fetch-transactions', {});
      return { linked, acknowledged: res.status === 200 };
    } catch {
      return { linked, acknowledged: false };
    }
  },
  async verify({ session, clientUserId, expected }, { linked, acknowledged }) {
    const violations: string[] = [];
    const ids = async (label: string) => {
      const rows = await listAllTransactions(session);
      const { duplicatePlaidIds } = tally(rows);
      if (duplicatePlaidIds.length)
        violations.push(`${label}: ${duplicatePlaidIds.length} duplicate provider ids`);
      return new Set(rows.map((r) => r.plaidTransactionId!));
    };
    const atRestart = await ids('after the restart');
    const committed = atRestart.size > 0;
    if (committed) violations.push(...compare('half-applied sync after the restart', atRestart, expected));
    if (acknowledged && !committed) violations.push('a sync answered 200 before the kill is missing');

    const { accounts } = await session.expectOk<{ accounts: unknown[] }>('GET', '/api/accounts');
    if (linked && accounts.length === 0) violations.push('a link answered 200 before the kill is missing');
    if (accounts.length === 0)
      await linkSandboxBank(session, { clientUserId, daysRequested: DAYS_REQUESTED });
    await session.expectOk('POST', '/api/bank/fetch-transactions', {});
    const resynced = await ids('after a re-sync');
    violations.push(...compare('after a re-sync', resynced, expected));
    const again = await session.expectOk<SyncAnswer>('POST', '/api/bank/fetch-transactions', {});
    if (again.added || again.modified || again.removed) {
      violations.push(`a second re-sync changed rows: ${JSON.stringify(again)}`);
    }
    const landed = !linked
      ? 'cut during the link'
      : acknowledged
        ? 'answered'
        : committed
          ? 'committed, unanswered'
          : 'rolled back';
    return { violations, landed };
  },
};
