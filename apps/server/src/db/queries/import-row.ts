import type { Categorised } from '@tourniquet/domain';
import type { StatementRow } from '@tourniquet/domain/contracts';

/** A parsed statement row as it is stored (its line number is only for the rejected-lines report). */
export type ImportRow = Omit<StatementRow, 'line'>;

/** A row's one category (issue 22), decided before the row is written, with its merchant key for learning. */
export type ImportRowCategory = Categorised & { merchantKey: string };
