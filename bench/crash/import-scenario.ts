import {
  createManualAccount,
  importPath,
  listAllTransactions,
  listImportBatches,
  type ImportAnswer,
} from '../lib/api-calls.ts';
import { signUpVerified, type ApiSession } from '../lib/api-session.ts';
import { statementCsv } from '../lib/statement-csv.ts';
import type { Scenario } from './scenario.ts';

export const IMPORT_ROWS = 3_000;

interface Prepared {
  session: ApiSession;
  accountId: string;
  csv: string;
}

/**
 * A 3,000-row CSV import into a new manual account, killed at a random moment. After the restart the
 * batch is there with every row, or neither is; re-importing the file adds nothing when it was there and
 * everything when it was not; an import answered 200 before the kill is never missing.
 */
export const importScenario: Scenario<Prepared, { answer: ImportAnswer | null }> = {
  name: 'import',
  async prepare({ baseUrl, trial, random }) {
    const session = await signUpVerified(baseUrl, 'crash-import');
    const accountId = await createManualAccount(session, `Crash import ${trial}`);
    const tag = `T${trial}R${random.int(0, 1_000_000)}`;
    return { session, accountId, csv: statementCsv({ rows: IMPORT_ROWS, random, tag, today: '2026-11-21' }) };
  },
  async run({ session, accountId, csv }) {
    try {
      const res = await session.request('POST', importPath(accountId), csv, { contentType: 'text/csv' });
      return { answer: res.status === 200 ? (res.json as ImportAnswer) : null };
    } catch {
      return { answer: null };
    }
  },
  async verify({ session, accountId, csv }, { answer }) {
    const violations: string[] = [];
    const batches = (await listImportBatches(session, accountId)).filter((b) => b.status === 'imported');
    const rows = (await listAllTransactions(session, accountId)).length;
    const committed = batches.length > 0;
    if (answer && answer.imported !== IMPORT_ROWS) {
      violations.push(`the answered import says ${answer.imported} rows imported, not ${IMPORT_ROWS}`);
    }
    if (answer && !batches.some((b) => b.batchId === answer.batchId)) {
      violations.push(`import ${answer.batchId} was answered 200 but is missing after the restart`);
    }
    if (batches.length > 1) violations.push(`${batches.length} batches for one file`);
    if (committed && (batches[0]!.imported !== IMPORT_ROWS || rows !== IMPORT_ROWS)) {
      violations.push(
        `half-applied batch: counted ${batches[0]!.imported}, ${rows} rows, file ${IMPORT_ROWS}`,
      );
    }
    if (!committed && rows !== 0) violations.push(`no batch, yet ${rows} rows in the account`);

    const again = await session.expectOk<ImportAnswer>('POST', importPath(accountId), csv, 'text/csv');
    const expected = committed ? 0 : IMPORT_ROWS;
    if (again.imported !== expected || again.imported + again.duplicates !== IMPORT_ROWS) {
      violations.push(
        `re-import: ${again.imported} imported, ${again.duplicates} duplicates; expected ${expected} imported`,
      );
    }
    // The SQL audit at the end re-counts every batch's rows, the re-imported ones included.
    const landed = answer ? 'answered' : committed ? 'committed, unanswered' : 'rolled back';
    return { violations, landed };
  },
};
