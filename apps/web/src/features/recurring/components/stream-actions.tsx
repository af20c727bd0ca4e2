import { Button } from '../../../components/ui/button.tsx';
import { HowToCancel } from './how-to-cancel.tsx';
import type { RecurringStreamDto } from '@tourniquet/domain/contracts';

/**
 * What opens under a charge: why we think it repeats, how to cancel it (when we know), and the two
 * decisions. "Not a subscription" hides it for good; "I cancelled this" moves it to Cancelled and brings
 * it back flagged if it charges again.
 */
export function StreamActions({
  id,
  stream,
  onDecide,
}: {
  id: string;
  stream: RecurringStreamDto;
  onDecide: (stream: RecurringStreamDto, status: 'dismissed' | 'cancelled') => void;
}) {
  return (
    <div id={id} className="flex flex-col gap-3 bg-slate-50 px-4 pt-2 pb-4">
      <p className="text-xs leading-relaxed text-slate-600">
        <span className="font-semibold text-slate-700">Why it is listed: </span>
        {stream.why}
        {stream.variableAmount && ' The amount changes from charge to charge.'}
      </p>
      {stream.cancelGuide && <HowToCancel guide={stream.cancelGuide} />}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" className="px-2" onClick={() => onDecide(stream, 'cancelled')}>
          I cancelled this
        </Button>
        <Button variant="secondary" className="px-2" onClick={() => onDecide(stream, 'dismissed')}>
          Not a subscription
        </Button>
      </div>
    </div>
  );
}
