import type { Db } from '../db/client.ts';
import type { ImportRow } from '../db/queries/import-row.ts';
import type { AddedRows } from '../db/queries/ledger.ts';
import { insertImportBatch, type StoredImport } from '../db/queries/imports.ts';
import { rulesOnNewRows } from '../rules/rules-on-new-rows.ts';
import { fileRowCategoriser } from './categorise-rows.ts';

/**
 * Stores a parsed file (insertImportBatch), each chunk's new rows categorised and then run through the
 * user's rules before they are written: a rule beats the file and the categoriser, and every row is written
 * once, with its outcome. The user's memory and rules are read once per file, not per chunk.
 */
export async function storeStatement(
  db: Db,
  input: {
    userId: string;
    accountId: string;
    fileName: string | null;
    format: string;
    rows: readonly ImportRow[];
    rejected: { line: number; reason: string }[];
    planned?: (added: AddedRows) => void;
  },
): Promise<StoredImport> {
  const { userId, accountId } = input;
  const categorise = await fileRowCategoriser(db, userId, accountId);
  const applyRules = await rulesOnNewRows(db, userId, accountId);
  return insertImportBatch(db, {
    ...input,
    decide: async (rows) => applyRules(rows, categorise(rows)),
  });
}
