import { CADENCE_LABELS, formatDate, formatUsd, sumCents, truncate } from '@tourniquet/domain';
import { Card } from '../../../components/ui/card.tsx';
import { serviceName } from '../lib/recurring-view.ts';
import type { RecurringStreamDto } from '@tourniquet/domain/contracts';

/** What the user cancelled, with what it saves and an Undo each. A new charge brings an item back. */
export function CancelledCard({
  streams,
  onUndo,
}: {
  streams: readonly RecurringStreamDto[];
  onUndo: (stream: RecurringStreamDto) => void;
}) {
  if (streams.length === 0) return null;
  const saved = sumCents(streams.map((s) => s.yearlyCostCents));
  return (
    <Card aria-labelledby="cancelled-heading" className="overflow-hidden">
      <div className="px-4 pt-4 pb-3">
        <h2 id="cancelled-heading" className="text-base font-semibold text-slate-900">
          Cancelled
        </h2>
        <p className="text-xs text-slate-500">
          Saving you about <span className="tabular money-in font-semibold">{formatUsd(saved)}</span> a year.
          If one charges again, it comes back above flagged Still charging.
        </p>
      </div>
      <ul className="divide-y divide-slate-100 border-t border-slate-100">
        {streams.map((stream) => {
          const name = serviceName(stream);
          return (
            <li key={stream.id} aria-label={name} className="flex items-center gap-2 py-2.5 pr-1 pl-4">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold break-words text-slate-500 line-through" title={name}>
                  {truncate(name)}
                </p>
                <p className="text-xs text-slate-500">
                  {formatUsd(stream.amountCents)} {CADENCE_LABELS[stream.cadence].toLowerCase()}
                  {stream.cancelledOn && ` · cancelled ${formatDate(stream.cancelledOn)}`}
                </p>
              </div>
              <button
                type="button"
                onClick={() => onUndo(stream)}
                aria-label={`Undo cancelling ${name}`}
                className="h-11 shrink-0 rounded-xl px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                Undo
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
