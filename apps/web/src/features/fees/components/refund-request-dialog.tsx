import { formatUsd } from '@tourniquet/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useRefundRequest, useSetRefundStatus } from '../api/fee-refunds.ts';
import type { FeeLine } from '../lib/fees-view.ts';

/** "Ask for it back": the message to paste, the phone script, the bank's number, and "I asked". */
export function RefundRequestDialog({
  line,
  open,
  onOpenChange,
}: {
  line: FeeLine;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const request = useRefundRequest(line.transactionId, open);
  const setStatus = useSetRefundStatus();
  const [copied, setCopied] = useState(false);
  const data = request.data;

  async function copy() {
    if (!data) return;
    try {
      await navigator.clipboard.writeText(data.message);
      setCopied(true);
    } catch {
      toast({ title: 'Could not copy. Select the message and copy it by hand.', variant: 'destructive' });
    }
  }

  function asked() {
    setStatus.mutate(
      { transactionId: line.transactionId, refundStatus: 'asked' },
      {
        onSuccess: () => onOpenChange(false),
        onError: () => toast({ title: 'Could not save. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Ask for it back"
      description={`Banks often refund ${formatUsd(line.amountCents)} fees like this one to customers who ask.`}
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Not now
          </Button>
          <Button onClick={asked} disabled={setStatus.isPending}>
            I asked
          </Button>
        </>
      }
    >
      {!data ? (
        request.isError ? (
          <p className="text-sm text-slate-700">Could not load the message. Please try again.</p>
        ) : (
          <Skeleton className="h-32 w-full" />
        )
      ) : (
        <div className="flex flex-col gap-4 text-sm text-slate-800">
          <section aria-labelledby="refund-message-heading" className="flex flex-col gap-2">
            <div className="flex items-center justify-between gap-2">
              <h3 id="refund-message-heading" className="font-semibold text-slate-900">
                Message for secure messaging
              </h3>
              <Button variant="secondary" className="min-h-9 px-3 py-1 text-xs" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <p
              className="rounded-xl bg-slate-50 px-3 py-2 break-words whitespace-pre-line"
              data-testid="refund-message"
            >
              {data.message}
            </p>
          </section>
          <section aria-labelledby="refund-phone-heading" className="flex flex-col gap-2">
            <h3 id="refund-phone-heading" className="font-semibold text-slate-900">
              Or call
            </h3>
            {data.phone ? (
              <p>
                {data.phone.bankName}:{' '}
                <a
                  className="font-semibold text-brand-700 underline"
                  href={`tel:+1${data.phone.number.replace(/\D/g, '').replace(/^1/, '')}`}
                >
                  {data.phone.number}
                </a>
              </p>
            ) : (
              <p>Call the number on the back of your card or on your statement.</p>
            )}
            <ol className="list-decimal space-y-1 pl-5" data-testid="refund-script">
              {data.phoneScript.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </div>
      )}
    </Dialog>
  );
}
