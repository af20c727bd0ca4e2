import { partOfText, type TransactionDto } from '@tourniquet/domain';

/**
 * A line under a row about its split: in a report list, "Part of $84.12 at Costco" for a line
 * that is one part of a larger charge; in other lists, how many parts a split row has, or that the bank
 * changed the amount and the split was dropped.
 */
export function SplitRowNote({ transaction: t }: { transaction: TransactionDto }) {
  const text = t.part
    ? `${partOfText(t.part.transactionAmountCents, t.merchantName ?? t.description)}${t.part.note ? ` · ${t.part.note}` : ''}`
    : t.splits
      ? `Split into ${t.splits.length} parts`
      : t.splitDroppedAt
        ? 'Split removed: the bank changed the amount'
        : null;
  if (!text) return null;
  return (
    <div
      role="cell"
      data-testid="split-note"
      className={`col-span-2 row-start-4 text-xs font-medium ${t.splitDroppedAt && !t.splits && !t.part ? 'text-amber-900' : 'text-brand-700'}`}
    >
      {text}
    </div>
  );
}
