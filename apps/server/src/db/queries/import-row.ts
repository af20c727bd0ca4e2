import type { Categorised } from '@tourniquet/domain';
import type { StatementRow } from '@tourniquet/domain/contracts';

/** A parsed statement row as it is stored (its line number is only for the rejected-lines report). */
export type ImportRow = Omit<StatementRow, 'line'>;

/** A row's one category, decided before the row is written, with its merchant key for learning. */
export type ImportRowCategory = Categorised & { merchantKey: string };

/** What a rule may set on a row besides its category: written by the same COPY as the row. */
export interface RuleColumns {
  merchantDisplayName: string | null;
  businessUse: 'business' | 'personal' | null;
  businessCategory: string | null;
  businessSource: 'rule' | 'user' | null;
}

/** What the rows of a chunk are written with: each row's category and the columns the user's rules set. */
export interface ChunkDecisions {
  categories: readonly ImportRowCategory[];
  columns: readonly RuleColumns[] | null;
}

export const NO_RULE_COLUMNS: RuleColumns = {
  merchantDisplayName: null,
  businessUse: null,
  businessCategory: null,
  businessSource: null,
};

/**
 * The business fields a row is written with: a rule's, where a rule set any; else the file's own Business Use
 * and Business Category (the data download read back). A category the file gives is the owner's books as
 * they left them, so it is stored as the owner's (source 'user'): no suggestion replaces it.
 */
export function businessColumnsOf(row: ImportRow, ruled: RuleColumns): RuleColumns {
  const file = row.business;
  if (!file || ruled.businessUse !== null || ruled.businessSource !== null) return ruled;
  return {
    ...ruled,
    businessUse: file.use,
    businessCategory: file.category,
    businessSource: file.category === null ? null : 'user',
  };
}
