import type { IsoDate } from './dates';
import { formatDate } from './date-format';
import { formatUsd } from './money';

/**
 * Rows that are allowed but probably wrong: a date after today (a typo of the year, a file's scheduled
 * payment) or an amount no personal or small-business account moves in one go. Such a row still imports and
 * still saves, since it can be real; the preview and the edit dialog say so first, because one such row
 * swamps every total it joins ("Spent this month $1,000,002,774.62").
 */
export const EXTREME_AMOUNT_CENTS = 100_000_000;

export interface PlausibilityRow {
  date: IsoDate;
  amountCents: number;
}

export const isFutureDated = (row: Pick<PlausibilityRow, 'date'>, today: IsoDate) => row.date > today;
export const isExtremeAmount = (row: Pick<PlausibilityRow, 'amountCents'>) =>
  Math.abs(row.amountCents) >= EXTREME_AMOUNT_CENTS;
export const isImplausible = (row: PlausibilityRow, today: IsoDate) =>
  isFutureDated(row, today) || isExtremeAmount(row);

/** What a file's rows hold of both kinds: counts over every row, and the first few such rows to show. */
export interface ImplausibleRows<Row extends PlausibilityRow = PlausibilityRow> {
  futureDated: number;
  extremeAmounts: number;
  /** The first rows (file order) that are either, at most `limit`. */
  rows: Row[];
}

export function implausibleRows<Row extends PlausibilityRow>(
  rows: readonly Row[],
  today: IsoDate,
  limit = 10,
): ImplausibleRows<Row> {
  const found: ImplausibleRows<Row> = { futureDated: 0, extremeAmounts: 0, rows: [] };
  for (const row of rows) {
    const future = isFutureDated(row, today);
    const extreme = isExtremeAmount(row);
    if (future) found.futureDated += 1;
    if (extreme) found.extremeAmounts += 1;
    if ((future || extreme) && found.rows.length < limit) found.rows.push(row);
  }
  return found;
}

/** The edit dialog's warning under Date: saved as typed, but said. */
export function futureDateWarning(date: string, today: IsoDate | null | undefined): string | null {
  if (!today || !/^\d{4}-\d{2}-\d{2}$/.test(date) || date <= today) return null;
  return `This date is in the future (today is ${formatDate(today)}). It will be saved as typed: check the year.`;
}

/** The edit dialog's warning under Amount. */
export function extremeAmountWarning(amountCents: number | null): string | null {
  if (amountCents === null || Math.abs(amountCents) < EXTREME_AMOUNT_CENTS) return null;
  return `This is ${formatUsd(Math.abs(amountCents))}, ${formatUsd(EXTREME_AMOUNT_CENTS)} or more. It will be saved as typed: check the amount.`;
}
