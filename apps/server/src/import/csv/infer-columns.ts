import { DATE_FORMATS, parseDate } from './date-formats.ts';
import type { HeaderColumns } from './detect-columns.ts';
import { parseAmount } from './parse-amount.ts';

const DIRECTION_CELL = /^(debit|credit|dr|cr|withdrawal|deposit)$/i;

export interface InferredColumns {
  columns: HeaderColumns;
  /** Index (in the sample) of the first record that reads as a transaction. */
  firstDataIndex: number;
  /** The amounts sit in two columns, each row filling one (see inOutPair): which is which was assumed. */
  pairAssumed: boolean;
}

/**
 * Finds the columns of a file with no header we know (Wells Fargo writes none at all:
 * "03/15/2025","-15.49","*","","NETFLIX.COM") by what the cells hold: the date column is the one whose cells
 * read as dates, the amount column the first one whose cells read as money with cents or a sign (not check
 * numbers), a type column the one whose cells say DEBIT or CREDIT, the description the wordiest of the rest.
 * null when there is no date or no amount column. `exclude`: columns a header says are something else (a
 * balance, an opening date), never taken for the date or the amount.
 */
export function inferColumns(sample: string[][], exclude = new Set<number>()): InferredColumns | null {
  const rows = sample.filter((cells) => cells.filter((cell) => cell.trim() !== '').length >= 2);
  if (rows.length === 0) return null;
  const width = Math.max(...rows.map((cells) => cells.length));
  const enough = Math.max(1, Math.ceil(rows.length / 2));

  const dateHits = columnScores(width, rows, (cell) => (isAnyDate(cell) ? 1 : 0));
  const date = bestColumn(dateHits, enough, exclude);
  if (date === null) return null;
  // Money in and money out columns are the clearer shape: a running balance beside them reads as money too.
  const pair = inOutPair(sample, date, exclude);
  if (pair) return withPair(sample, date, pair);
  const amountHits = columnScores(width, rows, (cell) => (looksLikeMoney(cell) ? 1 : 0));
  const amount = firstColumn(amountHits, enough, new Set([...exclude, date]));
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
    pairAssumed: false,
  };
}

/**
 * Two neighbouring columns where every dated row has a plain number in exactly one and nothing in the other
 * (hledger's sample: `10/2009/09;Flubber Co;50;` then `...;;50`): money in and money out in columns of their
 * own. Without a header nothing says which is which; the first is taken as money in, as ledger tools write
 * (date, description, in, out), and the preview says so, so the user can swap them. [in, out] or null.
 */
function inOutPair(sample: string[][], date: number, exclude: Set<number>): [number, number] | null {
  const dated = sample.filter((cells) => isAnyDate(cells[date] ?? ''));
  if (dated.length === 0) return null;
  const width = Math.max(...dated.map((cells) => cells.length));
  for (let first = 0; first + 1 < width; first += 1) {
    const second = first + 1;
    if ([first, second].some((i) => i === date || exclude.has(i))) continue;
    let firstFilled = 0;
    const oneEach = dated.every((cells) => {
      const a = plainNumber(cells[first] ?? '');
      const b = plainNumber(cells[second] ?? '');
      if (a === 'number' && b === 'empty') firstFilled += 1;
      return (a === 'number' && b === 'empty') || (a === 'empty' && b === 'number');
    });
    if (oneEach && firstFilled > 0 && firstFilled < dated.length) return [first, second];
  }
  return null;
}

function plainNumber(cell: string): 'number' | 'empty' | 'other' {
  const text = cell.trim();
  if (text === '') return 'empty';
  return /^\d/.test(text) && typeof parseAmount(text) === 'object' ? 'number' : 'other';
}

function withPair(sample: string[][], date: number, [credit, debit]: [number, number]): InferredColumns {
  const width = Math.max(...sample.map((cells) => cells.length));
  const letters = columnScores(width, sample, (cell) => cell.replace(/[^\p{L}]/gu, '').length);
  const description = bestColumn(letters, 1, new Set([date, credit, debit]));
  const firstDataIndex = sample.findIndex(
    (cells) =>
      isAnyDate(cells[date] ?? '') && [credit, debit].some((i) => plainNumber(cells[i] ?? '') === 'number'),
  );
  return {
    columns: {
      mapping: { date, description, merchant: null, amount: null, debit, credit, category: null },
      type: null,
      status: null,
      fallbackDate: null,
    },
    firstDataIndex,
    pairAssumed: true,
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
