import {
  createManualAccount,
  importPath,
  listAllTransactions,
  type TransactionRow,
} from '../lib/api-calls.ts';
import { signUpVerified, type ApiSession } from '../lib/api-session.ts';
import { statementCsv } from '../lib/statement-csv.ts';
import type { Scenario } from './scenario.ts';

const ROWS = 500;
const IN_FLIGHT = 4;

interface Prepared {
  session: ApiSession;
  accountId: string;
  trial: number;
  /** The rows in the order they are edited: each at most once per trial. */
  targets: TransactionRow[];
}

interface Ran {
  sent: Map<string, number>;
  acknowledged: Map<string, number>;
}

/** What edit number `seq` writes: every field names it, so a torn or lost write shows. */
const editOf = (trial: number, seq: number) => ({
  description: `edit t${trial} #${seq}`,
  merchantName: `Payee ${seq}`,
  magnitudeCents: 10_000 + seq,
});

function matches(row: TransactionRow, trial: number, seq: number) {
  const edit = editOf(trial, seq);
  return (
    row.description === edit.description &&
    row.merchantName === edit.merchantName &&
    Math.abs(row.amountCents) === edit.magnitudeCents
  );
}

/**
 * A stream of Edit Transaction saves (4 in flight) over a 500-row account, killed at a random moment.
 * After the restart every edit answered 200 is there in full, an edit cut by the kill is there in full or
 * not at all, and the account still holds 500 rows.
 */
export const editScenario: Scenario<Prepared, Ran> = {
  name: 'edits',
  stream: true,
  async prepare({ baseUrl, trial, random }) {
    const session = await signUpVerified(baseUrl, 'crash-edit');
    const accountId = await createManualAccount(session, `Crash edits ${trial}`);
    const csv = statementCsv({ rows: ROWS, random, tag: `E${trial}`, today: '2026-11-21' });
    await session.expectOk('POST', importPath(accountId), csv, 'text/csv');
    const targets = random.shuffle(await listAllTransactions(session, accountId));
    return { session, accountId, trial, targets };
  },
  async run({ session, accountId, trial, targets }, stop) {
    const sent = new Map<string, number>();
    const acknowledged = new Map<string, number>();
    let next = 0;
    let alive = true;
    void stop.then(() => (alive = false));
    const worker = async () => {
      while (alive && next < targets.length) {
        const seq = next++;
        const row = targets[seq]!;
        const edit = editOf(trial, seq);
        sent.set(row.id, seq);
        try {
          const res = await session.request('PATCH', `/api/transactions/${row.id}`, {
            date: row.date,
            accountId,
            merchantName: edit.merchantName,
            description: edit.description,
            amount: (edit.magnitudeCents / 100).toFixed(2),
          });
          if (res.status === 200) acknowledged.set(row.id, seq);
          else throw new Error(`edit answered ${res.status}: ${res.text.slice(0, 200)}`);
        } catch {
          alive = false; // the server is gone (or refused): stop sending
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    return { sent, acknowledged };
  },
  async verify({ session, accountId, trial }, { sent, acknowledged }) {
    const violations: string[] = [];
    const rows = new Map((await listAllTransactions(session, accountId)).map((r) => [r.id, r]));
    if (rows.size !== ROWS) violations.push(`the account holds ${rows.size} rows, not ${ROWS}`);
    let lost = 0;
    let inFlightApplied = 0;
    for (const [id, seq] of sent) {
      const row = rows.get(id);
      const applied = row !== undefined && matches(row, trial, seq);
      if (acknowledged.has(id) && !applied) lost++;
      if (!acknowledged.has(id)) {
        if (applied) inFlightApplied++;
        else if (row?.description.startsWith(`edit t${trial} `)) violations.push(`edit ${seq} is torn`);
      }
    }
    if (lost) violations.push(`${lost} of ${acknowledged.size} acknowledged edits lost`);
    const cut = sent.size - acknowledged.size;
    return {
      violations,
      landed: `${acknowledged.size} acked, ${cut} cut${cut ? ` (${inFlightApplied} applied)` : ''}`,
    };
  },
  acknowledged({ trial }, { acknowledged }) {
    return [...acknowledged].map(([id, seq]) => ({ id, description: editOf(trial, seq).description }));
  },
};
