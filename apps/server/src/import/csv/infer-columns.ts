import { DATE_FORMATS, parseDate } from './date-formats.ts';
import type { HeaderColumns } from './detect-columns.ts';
import { parseAmount } from './parse-amount.ts';

const DIRECTION_CELL = /^(debit|credit|dr|cr|withdrawal|deposit)$/i;

export interface InferredColumns {
  columns: HeaderColumns;
  /** Index (in the sample) of the first record that reads as a transaction. */
  firstDataIndex: number;
}

/**
 * Finds the columns of a file with no header we know (Wells Fargo writes none at all:
 * "03/15/2025","-15.49","*","","NETFLIX.COM") by what the cells hold: the date column is the one whose cells
 * read as dates, the amount column the first one whose cells read as money with cents or a sign (not check
 * numbers), a type column the one whose cells say DEBIT or CREDIT, the description the wordiest of the rest.
 * null when there is no date or no amount column.
 */
export function inferColumns(sample: string[][]): InferredColumns | null {
  const rows = sample.filter((cells) => cells.filter((cell) => cell.trim() !== '').length >= 2);
  if (rows.length === 0) return null;
  const width = Math.max(...rows.map((cells) => cells.length));
  const enough = Math.max(1, Math.ceil(rows.length / 2));

  const dateHits = columnScores(width, rows, (cell) => (isAnyDate(cell) ? 1 : 0));
  const date = bestColumn(dateHits, enough, new Set());
  if (date === null) return null;
  const amountHits = columnScores(width, rows, (cell) => (looksLikeMoney(cell) ? 1 : 0));
  const amount = firstColumn(amountHits, enough, new Set([date]));
  if (amount === null) return null;
  // PNC's older export writes unsigned amounts and DEBIT/CREDIT in a column of its own: that column gives
  // the direction, and it is no description however many letters it has.
  // Only cells that are a direction word and nothing more: Wells Fargo's descriptions say "PURCHASE ..." too.
  const typeHits = columnScores(width, rows, (cell) => (DIRECTION_CELL.test(cell) ? 1 : 0));
  const type = bestColumn(typeHits, enough, new Set([date, amount]));
  const letters = columnScores(width, rows, (cell) => cell.replace(/[^a-z]/gi, '').length);
  const description = bestColumn(letters, 1, new Set([date, amount, ...(type === null ? [] : [type])]));

  const firstDataIndex = sample.findIndex(
    (cells) => isAnyDate(cells[date] ?? '') && looksLikeMoney(cells[amount] ?? ''),
  );
  return {
    columns: {
      mapping: { date, description, merchant: null, amount, debit: null, credit: null, category: null },
      type,
      status: null,
      fallbackDate: null,
    },
    firstDataIndex,
  };
}

export function isAnyDate(cell: string): boolean {
  return DATE_FORMATS.some((format) => parseDate(cell, format) !== null);
}

function looksLikeMoney(cell: string): boolean {
  return typeof parseAmount(cell) === 'object' && /[.$()-]|\b(CR|DR)\b/i.test(cell);
}

function columnScores(width: number, rows: string[][], score: (cell: string) => number): number[] {
  const totals = new Array<number>(width).fill(0);
  for (const cells of rows) cells.forEach((cell, i) => (totals[i] = (totals[i] ?? 0) + score(cell.trim())));
  return totals;
}

function bestColumn(scores: number[], atLeast: number, exclude: Set<number>): number | null {
  let best: number | null = null;
  scores.forEach((score, i) => {
    if (!exclude.has(i) && score >= atLeast && (best === null || score > (scores[best] ?? 0))) best = i;
  });
  return best;
}

/** The leftmost qualifying column: a running balance sits right of the amount. */
function firstColumn(scores: number[], atLeast: number, exclude: Set<number>): number | null {
  const index = scores.findIndex((score, i) => !exclude.has(i) && score >= atLeast);
  return index < 0 ? null : index;
}
