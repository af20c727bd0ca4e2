import {
  amountInputOf,
  formatUsd,
  parseAmountToCents,
  PFC_V1,
  SPLIT_MAX_PARTS,
  splitCountProblem,
  splitRemainingCents,
  splitSumProblem,
  type TransactionDto,
} from '@tourniquet/domain';
import type { TransactionSplitsPut } from '@tourniquet/domain/contracts';

/** One part as typed in the split editor: plain strings, checked with the domain's own rules. */
export interface SplitPartValues {
  /** Dollars, without a sign: every part keeps the row's sign. */
  amount: string;
  /** A PFC v1 detailed name, '' until chosen. */
  detailed: string;
  use: '' | 'business' | 'personal';
  note: string;
}

const PRIMARY_OF = new Map(PFC_V1.map((c) => [c.detailed, c.primary]));

export const EMPTY_PART: SplitPartValues = { amount: '', detailed: '', use: '', note: '' };

/** The stored parts, or two to start with: the whole amount in the row's category, and an empty one. */
export function initialParts(t: TransactionDto): SplitPartValues[] {
  if (t.splits?.length) {
    return t.splits.map((p) => ({
      amount: amountInputOf(Math.abs(p.amountCents)),
      detailed: p.personalCategory?.detailed ?? '',
      use: p.businessUse ?? '',
      note: p.note ?? '',
    }));
  }
  return [
    {
      ...EMPTY_PART,
      amount: amountInputOf(Math.abs(t.amountCents)),
      detailed: t.personalCategory?.detailed ?? '',
    },
    { ...EMPTY_PART },
  ];
}

export function canAddPart(parts: readonly SplitPartValues[]): boolean {
  return parts.length < SPLIT_MAX_PARTS;
}

/** "$12.99 left", "$0.99 over" or "Adds up to $84.12": the live line under the parts. */
export function remainingText(transactionCents: number, parts: readonly SplitPartValues[]): string {
  const magnitudes = parts.map((p) => parseAmountToCents(p.amount) ?? 0);
  const remaining = splitRemainingCents(transactionCents, magnitudes);
  if (remaining === 0) return `Adds up to ${formatUsd(Math.abs(transactionCents))}`;
  return remaining > 0 ? `${formatUsd(remaining)} left` : `${formatUsd(-remaining)} over`;
}

/** The PUT body, or the message that refuses the save (the server's words). */
export function toSplitRequest(
  transactionCents: number,
  parts: readonly SplitPartValues[],
): { request: TransactionSplitsPut } | { error: string } {
  const count = splitCountProblem(parts.length);
  if (count) return { error: count };
  const magnitudes: number[] = [];
  for (const [i, p] of parts.entries()) {
    const cents = parseAmountToCents(p.amount);
    if (cents === null || cents <= 0) return { error: `Part ${i + 1}: enter an amount above $0.00` };
    if (!PRIMARY_OF.has(p.detailed)) return { error: `Part ${i + 1}: choose a category` };
    magnitudes.push(cents);
  }
  const sum = splitSumProblem(transactionCents, magnitudes);
  if (sum) return { error: sum };
  return {
    request: {
      parts: parts.map((p, i) => ({
        amountCents: magnitudes[i]!,
        personalCategory: { primary: PRIMARY_OF.get(p.detailed)!, detailed: p.detailed },
        ...(p.use ? { businessUse: p.use } : {}),
        ...(p.note.trim() ? { note: p.note.trim() } : {}),
      })),
    },
  };
}
