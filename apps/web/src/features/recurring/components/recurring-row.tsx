import { formatDate, formatUsd } from '@tourniquet/domain';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/card.tsx';
import { serviceName } from '../lib/recurring-view.ts';
import { useFocusSeries } from '../hooks/use-focus-series.ts';
import { StreamActions } from './stream-actions.tsx';
import { StreamSummary } from './stream-summary.tsx';
import { ViewLink } from './view-link.tsx';
import type { RecurringStreamDto } from '@tourniquet/domain/contracts';

/**
 * One charge: the summary is a button that opens its details and decisions below; View sits beside it. A
 * cancelled charge that posted again is flagged "Still charging" with the date of that charge; a business
 * one (its latest charge is business) carries a "Business" badge.
 */
export function RecurringRow({
  stream,
  onDecide,
  duplicateOn,
  focused = false,
}: {
  stream: RecurringStreamDto;
  onDecide: (stream: RecurringStreamDto, status: 'dismissed' | 'cancelled') => void;
  /** The other accounts the same service charges: perhaps one subscription paid twice. */
  duplicateOn?: string[];
  /** A link asked for this series: it opens with its details showing, scrolled to and focused. */
  focused?: boolean;
}) {
  const [open, setOpen] = useState(focused);
  const toggle = useFocusSeries<HTMLButtonElement>(focused);
  const panelId = `stream-actions-${stream.id}`;
  return (
    <li aria-label={serviceName(stream)} className={stream.stillCharging ? 'bg-bleed-soft/60' : ''}>
      <div className="flex items-stretch gap-1 pr-1">
        <button
          ref={toggle}
          type="button"
          id={`stream-toggle-${stream.id}`}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((v) => !v)}
          className="flex min-w-0 flex-1 items-center gap-2 py-2.5 pl-4 text-left hover:bg-slate-50 focus-visible:-outline-offset-2"
        >
          <ChevronDown
            className={`size-4 shrink-0 text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden
          />
          <StreamSummary
            stream={stream}
            badge={
              (stream.stillCharging || stream.businessUse === 'business') && (
                <span className="mt-1 flex flex-wrap gap-1">
                  {stream.stillCharging && <Badge tone="bleed">Still charging</Badge>}
                  {/* Its latest charge is business, so its yearly cost counts on Schedule C. */}
                  {stream.businessUse === 'business' && <Badge tone="info">Business</Badge>}
                </span>
              )
            }
          />
        </button>
        <ViewLink stream={stream} />
      </div>
      {stream.stillCharging && (
        <p className="px-4 pb-2.5 pl-10 text-xs leading-relaxed font-medium text-bleed">
          Charged {formatUsd(stream.amountCents)} on {formatDate(stream.lastDate)}
          {stream.cancelledOn && `, after you cancelled it on ${formatDate(stream.cancelledOn)}`}. Check with{' '}
          {serviceName(stream)} that the cancellation went through.
        </p>
      )}
      {duplicateOn && duplicateOn.length > 0 && (
        <p className="px-4 pb-2.5 pl-10 text-xs leading-relaxed font-medium text-amber-800">
          Possible duplicate: {serviceName(stream)} is also charged on {duplicateOn.join(' and ')}. If you pay
          for it twice, cancel one.
        </p>
      )}
      {open && <StreamActions id={panelId} stream={stream} onDecide={onDecide} />}
    </li>
  );
}
