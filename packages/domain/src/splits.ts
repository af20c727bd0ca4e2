import { formatUsd, type Cents } from './money';

/**
 * Splits: one transaction as 2 to 10 parts, each with its own category, business or personal
 * choice and note. The user gives magnitudes; every part takes the row's sign, so a split refund stays
 * money in. The magnitudes must add up to the row's to the cent, or the save is refused with a message
 * naming the difference. Pure, so the server refuses and the editor warns with the same words.
 */

export const SPLIT_MIN_PARTS = 2;
export const SPLIT_MAX_PARTS = 10;
export const SPLIT_NOTE_MAX_LENGTH = 200;

/** A stored part as the API shows it: amountCents signed like its row. */
export interface SplitPartDto {
  id: string;
  /** 0-based, in the order the user entered the parts. */
  position: number;
  amountCents: Cents;
  personalCategory: { primary: string; detailed: string } | null;
  businessUse: 'business' | 'personal' | null;
  businessCategory: string | null;
  note: string | null;
}

/** How many parts may a split have: null when the count is fine, else the message. */
export function splitCountProblem(count: number): string | null {
  if (count < SPLIT_MIN_PARTS) return `Split into at least ${SPLIT_MIN_PARTS} parts`;
  if (count > SPLIT_MAX_PARTS) return `Split into at most ${SPLIT_MAX_PARTS} parts`;
  return null;
}

/** Magnitudes still to place (negative: the parts are over the row). */
export function splitRemainingCents(transactionCents: Cents, magnitudes: readonly Cents[]): Cents {
  return Math.abs(transactionCents) - magnitudes.reduce((sum, m) => sum + m, 0);
}

/**
 * Null when the part magnitudes add up to the row's magnitude to the cent, else the refusal:
 * "The parts add up to $12.00; the transaction is $12.99: $0.99 short" (or "... over").
 */
export function splitSumProblem(transactionCents: Cents, magnitudes: readonly Cents[]): string | null {
  const remaining = splitRemainingCents(transactionCents, magnitudes);
  if (remaining === 0) return null;
  const total = formatUsd(Math.abs(transactionCents) - remaining);
  const row = formatUsd(Math.abs(transactionCents));
  return `The parts add up to ${total}; the transaction is ${row}: ${formatUsd(Math.abs(remaining))} ${remaining > 0 ? 'short' : 'over'}`;
}

/** A part's magnitude with the row's sign: the row keeps its sign, and so does every part. */
export function signedPartCents(transactionCents: Cents, magnitude: Cents): Cents {
  return transactionCents < 0 ? -magnitude : magnitude;
}

/** "Part of $84.12 at Costco": how a drill-down marks a line that is one part of a larger charge. */
export function partOfText(transactionCents: Cents, merchant: string | null): string {
  const amount = formatUsd(Math.abs(transactionCents));
  const name = merchant?.trim();
  return name ? `Part of ${amount} at ${name}` : `Part of ${amount}`;
}
