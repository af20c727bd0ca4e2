import { AlertTriangle, ReceiptText, RotateCw } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';

/** Row-shaped placeholders while the first page loads. */
export function TransactionTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="divide-y divide-slate-100">
      <span className="sr-only">Loading transactions...</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} aria-hidden className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 px-4 py-3">
          <Skeleton className={`h-4 ${i % 2 ? 'w-32' : 'w-40'}`} />
          <Skeleton className="h-4 w-16 justify-self-end" />
          <Skeleton className={`h-3 ${i % 3 ? 'w-44' : 'w-36'}`} />
          <Skeleton className="h-3 w-20 justify-self-end" />
          <Skeleton className="h-3 w-28" />
          <Skeleton className="h-4 w-16 justify-self-end" />
        </div>
      ))}
    </div>
  );
}

export function TransactionTableEmpty({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <ReceiptText className="size-6" aria-hidden />
      </span>
      <p className="text-sm font-semibold text-slate-900">{text}</p>
    </div>
  );
}

export function TransactionTableError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-8 text-center">
      <AlertTriangle className="size-8 text-bleed" aria-hidden />
      <p role="alert" className="text-sm font-medium text-slate-900">
        Failed to load transactions. Please try again.
      </p>
      <Button variant="secondary" disabled={retrying} onClick={onRetry}>
        <RotateCw className={`size-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />
        Try Again
      </Button>
    </div>
  );
}
