import { Card } from '../../../components/ui/card.tsx';
import { useFocusSeries } from '../hooks/use-focus-series.ts';
import { serviceName } from '../lib/recurring-view.ts';
import { StreamSummary } from './stream-summary.tsx';
import { ViewLink } from './view-link.tsx';
import type { RecurringStreamDto } from '@tourniquet/domain/contracts';

/** Pay and benefits: shown apart, never something to cancel. */
export function IncomeCard({
  streams,
  focusId,
}: {
  streams: readonly RecurringStreamDto[];
  /** The series a link asked for: scrolled to and marked. */
  focusId?: string | null;
}) {
  if (streams.length === 0) return null;
  return (
    <Card aria-labelledby="income-heading" className="overflow-hidden">
      <div className="px-4 pt-4 pb-3">
        <h2 id="income-heading" className="text-base font-semibold text-slate-900">
          Income
        </h2>
        <p className="text-xs text-slate-500">Money that comes in on a schedule: pay, benefits, interest.</p>
      </div>
      <ul className="divide-y divide-slate-100 border-t border-slate-100">
        {streams.map((stream) => (
          <IncomeRow key={stream.id} stream={stream} focused={stream.id === focusId} />
        ))}
      </ul>
    </Card>
  );
}

function IncomeRow({ stream, focused }: { stream: RecurringStreamDto; focused: boolean }) {
  const ref = useFocusSeries<HTMLLIElement>(focused);
  return (
    <li
      ref={ref}
      tabIndex={focused ? -1 : undefined}
      aria-label={serviceName(stream)}
      aria-current={focused ? 'true' : undefined}
      className={`flex items-center gap-2 py-2.5 pr-1 pl-4 focus:outline-none ${focused ? 'bg-brand-50/60' : ''}`}
    >
      <StreamSummary stream={stream} />
      <ViewLink stream={stream} />
    </li>
  );
}
