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
  businessSource: 'rule' | null;
}

export const NO_RULE_COLUMNS: RuleColumns = {
  merchantDisplayName: null,
  businessUse: null,
  businessCategory: null,
  businessSource: null,
};
