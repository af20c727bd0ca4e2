import type { Db } from '../db/client.ts';
import type { ImportRow } from '../db/queries/import-row.ts';
import { insertImportBatch, type StoredImport } from '../db/queries/imports.ts';
import { rulesOnNewRows } from '../rules/rules-on-new-rows.ts';
import { categoriseFileRows } from './categorise-rows.ts';

/**
 * Stores a parsed file (insertImportBatch), each chunk's new rows categorised and then run through the
 * user's rules before they are written: a rule beats the file and the categoriser, and every row is written
 * once, with its outcome.
 */
export function storeStatement(
  db: Db,
  input: {
    userId: string;
    accountId: string;
    fileName: string | null;
    format: string;
    rows: readonly ImportRow[];
    rejected: { line: number; reason: string }[];
  },
): Promise<StoredImport> {
  const { userId, accountId } = input;
  return insertImportBatch(db, {
    ...input,
    decide: async (rows) => {
      const categorised = await categoriseFileRows(db, userId, accountId, rows);
      return rulesOnNewRows(db, userId, accountId, rows, categorised);
    },
  });
}
