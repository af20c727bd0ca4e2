import type { MoneyDirection } from './csv/parse-amount.ts';
import { parseDate } from './csv/date-formats.ts';
import { dateReason, type DateFormatChoice } from './csv/detect-date-format.ts';
import { ImportIdGenerator } from './import-id.ts';
import type { AmountSign, RejectedLine, StatementRow, StatementRowBusiness } from './types.ts';

/** How much a row moved, before the file's sign convention is known. */
export type DraftAmount =
  /** One amount cell, in the file's own sign; a CR/DR marker in the cell says the direction outright. */
  | { kind: 'signed'; cents: number; marker: MoneyDirection | null }
  /** Already in the product convention (Debit/Credit columns say the direction by where the number sits). */
  | { kind: 'product'; cents: number };

/**
 * A CSV or QIF transaction read but not yet dated or signed: both wait for the whole file, whose dates settle
 * the date format (one 03/15 rules out day-first) and whose rows settle the sign convention.
 */
export interface DraftRow {
  line: number;
  dateText: string;
  /** Another date of the row (a transaction date when the posting date is empty), read when dateText is not. */
  fallbackDateText: string | null;
  amount: DraftAmount;
  description: string;
  merchantName: string | null;
  category: string | null;
  pending: boolean;
  /** What a Type/Details cell says (DEBIT, Sale, Return...), null when it says nothing about the direction. */
  typeDirection: MoneyDirection | null;
  /** The file's Business Use and Business Category cells, when it has those columns. */
  business?: StatementRowBusiness;
}

export interface SignRules {
  amountSign: AmountSign;
  /** Amounts are all unsigned (Mint): the type cell gives the direction wherever it says one. */
  directionFromType: boolean;
}

export function finishDrafts(
  drafts: DraftRow[],
  dates: DateFormatChoice,
  sign: SignRules,
): { rows: StatementRow[]; rejected: RejectedLine[] } {
  const ids = new ImportIdGenerator();
  // Dates repeat from row to row: each distinct cell is read once.
  const cache = new Map<string, string | null>();
  const dateOf = (text: string) => {
    let date = cache.get(text);
    if (date === undefined)
      cache.set(text, (date = dates.format === null ? null : parseDate(text, dates.format)));
    return date;
  };
  const rows: StatementRow[] = [];
  const rejected: RejectedLine[] = [];
  for (const draft of drafts) {
    const date = readDate(draft, dateOf);
    if (date === null) {
      rejected.push({
        line: draft.line,
        reason: `Line ${draft.line}: ${dateReason(draft.dateText, dates.format)}`,
      });
      continue;
    }
    const amountCents = productCents(draft, sign);
    rows.push({
      line: draft.line,
      date,
      description: draft.description,
      merchantName: draft.merchantName,
      category: draft.category,
      amountCents,
      importId: ids.next(date, amountCents, draft.description),
      pending: draft.pending,
      ...(draft.business ? { business: draft.business } : {}),
    });
  }
  return { rows, rejected };
}

function readDate(draft: DraftRow, dateOf: (text: string) => string | null): string | null {
  const date = dateOf(draft.dateText);
  if (date !== null || draft.dateText.trim() !== '' || draft.fallbackDateText === null) return date;
  return dateOf(draft.fallbackDateText);
}

/** Product convention: positive = money out, negative = money in. */
function productCents(draft: DraftRow, sign: SignRules): number {
  const { amount } = draft;
  if (amount.kind === 'product') return amount.cents + 0;
  const direction = amount.marker ?? (sign.directionFromType ? draft.typeDirection : null);
  const magnitude = Math.abs(amount.cents);
  if (direction !== null) return direction === 'out' ? magnitude : -magnitude + 0;
  return sign.amountSign === 'positive-in' ? -amount.cents + 0 : amount.cents + 0;
}
