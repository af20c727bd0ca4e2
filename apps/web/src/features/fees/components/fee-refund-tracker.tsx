import { formatDate } from '@tourniquet/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useSetRefundStatus } from '../api/fee-refunds.ts';
import type { FeeLine } from '../lib/fees-view.ts';
import { RefundRequestDialog } from './refund-request-dialog.tsx';

const small = 'min-h-9 px-3 py-1 text-xs';

/**
 * Under a fee: "Ask for it back" (refundable fees), then "Asked on ..." with Refunded / Refused, and
 * "Refunded" once a reversal arrived or the user said so. Fees banks do not give back show nothing.
 */
export function FeeRefundTracker({ line }: { line: FeeLine }) {
  const [open, setOpen] = useState(false);
  const setStatus = useSetRefundStatus();
  const refund = line.refund;
  if (!refund) return null;
  const mark = (refundStatus: 'refunded' | 'refused') =>
    setStatus.mutate(
      { transactionId: line.transactionId, refundStatus },
      { onError: () => toast({ title: 'Could not save. Please try again.', variant: 'destructive' }) },
    );

  if (refund.status === 'refunded') {
    // No amount here: a fee row holds one sum of money (the fee's), and the reversal is listed below.
    const part = refund.reversal && refund.reversal.amountCents < line.amountCents ? ' in part' : '';
    const when = refund.reversal?.date ? ` · reversal on ${formatDate(refund.reversal.date)}` : '';
    return (
      <p className="mt-1 text-xs font-semibold text-emerald-700" data-testid="refund-status">
        Refunded{part}
        {when}
      </p>
    );
  }
  if (refund.status === 'refused') {
    return (
      <p className="mt-1 text-xs text-slate-500" data-testid="refund-status">
        Refused
      </p>
    );
  }
  if (!line.refundable) return null;
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-2">
      {refund.status === 'asked' ? (
        <>
          <span className="text-xs text-slate-600" data-testid="refund-status">
            Asked{refund.askedAt ? ` on ${formatDate(refund.askedAt.slice(0, 10))}` : ''}
          </span>
          <Button variant="secondary" className={small} onClick={() => mark('refunded')}>
            Refunded
          </Button>
          <Button variant="ghost" className={small} onClick={() => mark('refused')}>
            Refused
          </Button>
        </>
      ) : (
        <Button variant="secondary" className={small} onClick={() => setOpen(true)}>
          Ask for it back
        </Button>
      )}
      <RefundRequestDialog line={line} open={open} onOpenChange={setOpen} />
    </div>
  );
}
