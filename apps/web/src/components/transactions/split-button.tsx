import { formatUsd, pfcDetailedLabel, type TransactionDto } from '@tourniquet/domain';
import { Split } from 'lucide-react';
import { Button } from '../ui/button.tsx';

/**
 * Edit Transaction's way into the split editor: the parts already saved, a notice when the
 * bank changed the amount and the split was dropped, and the Split button.
 */
export function SplitButton({
  transaction: t,
  onSplit,
}: {
  transaction: TransactionDto;
  onSplit: () => void;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3">
      {t.splits && (
        <ul className="flex flex-col gap-1 text-xs text-slate-700" aria-label="Parts">
          {t.splits.map((p) => (
            <li key={p.id} className="flex justify-between gap-2">
              <span className="min-w-0 break-words">
                {p.personalCategory ? pfcDetailedLabel(p.personalCategory.detailed) : 'Uncategorized'}
                {p.note ? ` · ${p.note}` : ''}
              </span>
              <span className="tabular shrink-0">{formatUsd(Math.abs(p.amountCents))}</span>
            </li>
          ))}
        </ul>
      )}
      {t.splitDroppedAt && !t.splits && <SplitDroppedNotice />}
      <Button variant="secondary" className="self-start" onClick={onSplit}>
        <Split className="size-4" aria-hidden />
        {t.splits ? 'Edit split' : 'Split'}
      </Button>
    </div>
  );
}

export function SplitDroppedNotice() {
  return (
    <p className="text-xs font-medium text-amber-900">
      The bank changed this amount, so its split was removed. Split it again if you need to.
    </p>
  );
}
