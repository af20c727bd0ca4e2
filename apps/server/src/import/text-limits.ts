import { hasControlCharacter, isControlCode, MAX_STATEMENT_DATE_CHARS } from '@tourniquet/domain';
import { StatementFormatError } from './errors.ts';

export { hasControlCharacter };

/**
 * How long a statement's cells may be. A date or an amount is never more than a few dozen characters, so a
 * longer cell is refused before any pattern reads it; text that is stored (description, category) is capped so
 * that one line cannot hold megabytes that every later page and PDF would carry. A line over a cap is rejected
 * with its reason; the rest of the file imports.
 */
export const MAX_DATE_CHARS = MAX_STATEMENT_DATE_CHARS;
export const MAX_AMOUNT_CHARS = 64;
export const MAX_DESCRIPTION_CHARS = 500;
export const MAX_CATEGORY_CHARS = 100;
/** Any CSV cell, mapped or not: generous for a notes column, small enough for every pattern that reads it. */
export const MAX_CELL_CHARS = 1_000;
/** One physical line of a CSV/TSV file, and the cells of one record: real exports stay far below both. */
export const MAX_LINE_CHARS = 32_768;
export const MAX_CELLS = 500;
/** A reason quotes at most this much of a bad cell: reasons are stored with the import and shown as they are. */
const QUOTED_CHARS = 40;

/** A cell as a reason shows it: in quotes, cut to 40 characters, control characters made visible. */
export function quote(text: string): string {
  const cut = text.length > QUOTED_CHARS ? `${text.slice(0, QUOTED_CHARS)}…` : text;
  let shown = '';
  for (let i = 0; i < cut.length; i += 1) shown += isControlCode(cut.charCodeAt(i)) ? '\ufffd' : cut[i];
  return `"${shown}"`;
}

/** The reason for a cell over its cap, or null when it fits. */
export function overCap(value: string, what: string, max: number): string | null {
  if (value.length <= max) return null;
  return `the ${what} is ${count(value.length)} characters long (at most ${count(max)})`;
}

export function count(n: number): string {
  return n.toLocaleString('en-US');
}

/**
 * A text statement never holds a NUL character (the first 8 KB are checked as bytes by rejectBinary), and
 * the database cannot store one: the whole file is refused, naming the line.
 */
export function rejectNul(text: string): void {
  const at = text.indexOf('\u0000');
  if (at < 0) return;
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) line += 1;
  throw new StatementFormatError(
    `Line ${line} holds a NUL character (byte 0): this is not a text statement. Export the file again from your bank.`,
  );
}
