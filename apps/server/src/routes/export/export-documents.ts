import type { Db } from '../../db/client.ts';
import {
  exportAccounts,
  exportGoals,
  exportImports,
  exportProfile,
  exportRecurringDecisions,
  exportRules,
  exportTransactionPages,
  type ExportAccount,
  type ExportGoal,
  type ExportImport,
  type ExportProfile,
  type ExportRecurringDecision,
  type ExportRule,
} from '../../db/queries/export.ts';
import {
  accountsCsv,
  goalsCsvFile,
  importsCsv,
  profileCsv,
  recurringDecisionsCsv,
  TRANSACTIONS_HEADER,
  transactionLines,
  type NamedTransaction,
} from './export-csv.ts';
import type { ZipEntry } from './zip-stream.ts';
import { EXPORT_README } from './export-readme.ts';
import { SPLITS_HEADER, splitLines } from './export-splits-csv.ts';
import { splitsOf } from '../../db/queries/transaction-splits.ts';
import { exportSplitPages } from '../../db/queries/export-splits.ts';

/** The user's small tables, read before the answer starts so a failure is still a proper error response. */
export interface ExportSnapshot {
  userId: string;
  exportedAt: Date;
  profile: ExportProfile | null;
  accounts: ExportAccount[];
  goals: ExportGoal[];
  recurringDecisions: ExportRecurringDecision[];
  imports: ExportImport[];
  rules: ExportRule[];
}

export async function readSnapshot(db: Db, userId: string, exportedAt: Date): Promise<ExportSnapshot> {
  const [profile, accounts, goals, recurringDecisions, imports, rules] = await Promise.all([
    exportProfile(db, userId),
    exportAccounts(db, userId),
    exportGoals(db, userId),
    exportRecurringDecisions(db, userId),
    exportImports(db, userId),
    exportRules(db, userId),
  ]);
  return { userId, exportedAt, profile, accounts, goals, recurringDecisions, imports, rules };
}

async function* once(text: string) {
  yield text;
}

/** Every transaction page of the user, each row with its account's name. */
async function* namedPages(db: Db, snapshot: ExportSnapshot): AsyncGenerator<NamedTransaction[]> {
  const names = new Map(snapshot.accounts.map((account) => [account.id, account.name]));
  for await (const page of exportTransactionPages(db, snapshot.userId)) {
    yield page.map((t) => ({ ...t, accountName: names.get(t.accountId) ?? '' }));
  }
}

/** splits.csv: the header, then the parts of split rows a page at a time (export-splits-csv.ts). */
export async function* splitsCsvChunks(db: Db, snapshot: ExportSnapshot): AsyncGenerator<string> {
  yield `${SPLITS_HEADER.join(',')}\r\n`;
  for await (const page of exportSplitPages(db, snapshot.userId)) yield splitLines(page, snapshot.accounts);
}

/** transactions.csv: the header, then one chunk per page of rows as the database hands them over. */
export async function* transactionsCsvChunks(db: Db, snapshot: ExportSnapshot): AsyncGenerator<string> {
  yield `${TRANSACTIONS_HEADER.join(',')}\r\n`;
  for await (const page of namedPages(db, snapshot)) yield transactionLines(page);
}

export const JSON_FILE_NAME = 'tourniquet-export.json';

/**
 * tourniquet-export.json: every table in one document for machines. Amounts are integer cents; a
 * transaction's amountCents is positive for money out and negative for money in (the product's convention,
 * the opposite of transactions.csv, which follows the banks). The transactions array is written a page at
 * a time.
 */
export async function* exportJsonChunks(db: Db, snapshot: ExportSnapshot): AsyncGenerator<string> {
  const head = {
    format: 'tourniquet-export',
    version: 1,
    exportedAt: snapshot.exportedAt.toISOString(),
    conventions: {
      amounts: 'integer cents (USD)',
      transactionAmountCents: 'positive = money out, negative = money in',
      dates: 'calendar dates YYYY-MM-DD; timestamps ISO 8601 UTC',
    },
    profile: snapshot.profile,
    accounts: snapshot.accounts,
    goals: snapshot.goals,
    recurringDecisions: snapshot.recurringDecisions,
    imports: snapshot.imports,
    rules: snapshot.rules,
  };
  const opening = JSON.stringify(head, null, 2);
  // The head's closing brace is replaced by the transactions array, streamed after it.
  yield `${opening.slice(0, opening.lastIndexOf('}')).trimEnd()},\n  "transactions": [`;
  let first = true;
  for await (const page of namedPages(db, snapshot)) {
    // Each row carries its parts as GET /api/transactions does: a list, or null when it is not split.
    const split = page.filter((t) => t.parts > 0).map((t) => t.id);
    const parts = await splitsOf(db, snapshot.userId, split);
    const items = page
      .map((t) => `\n    ${JSON.stringify({ ...t, splits: parts.get(t.id) ?? null })}`)
      .join(',');
    yield first ? items : `,${items}`;
    first = false;
  }
  yield first ? ']\n}\n' : '\n  ]\n}\n';
}

/** The files of the zip, in the order they are written. */
export function exportZipEntries(db: Db, snapshot: ExportSnapshot): ZipEntry[] {
  return [
    { name: 'README.txt', chunks: () => once(EXPORT_README) },
    { name: 'profile.csv', chunks: () => once(snapshot.profile ? profileCsv(snapshot.profile) : '') },
    { name: 'accounts.csv', chunks: () => once(accountsCsv(snapshot.accounts)) },
    { name: 'transactions.csv', chunks: () => transactionsCsvChunks(db, snapshot) },
    { name: 'splits.csv', chunks: () => splitsCsvChunks(db, snapshot) },
    { name: 'goals.csv', chunks: () => once(goalsCsvFile(snapshot.goals)) },
    {
      name: 'recurring-decisions.csv',
      chunks: () => once(recurringDecisionsCsv(snapshot.recurringDecisions)),
    },
    { name: 'imports.csv', chunks: () => once(importsCsv(snapshot.imports)) },
    { name: JSON_FILE_NAME, chunks: () => exportJsonChunks(db, snapshot) },
  ];
}
