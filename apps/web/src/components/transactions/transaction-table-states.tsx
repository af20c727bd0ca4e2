import { AlertTriangle, ReceiptText, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { FormAlert } from '../ui/form-alert.tsx';

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

/**
 * No row to show: the app's empty state with the spec's "No transactions found" (or the screen's own
 * words) and one next step, which the screen gives because only it knows what would fill the list.
 */
export function TransactionTableEmpty({ text, next }: { text: string; next?: ReactNode }) {
  return (
    <EmptyState icon={<ReceiptText className="size-7" aria-hidden />} title={text}>
      {next && <div className="text-sm text-slate-600">{next}</div>}
    </EmptyState>
  );
}

export function TransactionTableError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-8 text-center">
      <AlertTriangle className="size-8 text-bleed" aria-hidden />
      <FormAlert look="plain">Failed to load transactions. Please try again.</FormAlert>
      <Button variant="secondary" disabled={retrying} onClick={onRetry}>
        <RotateCw className={`size-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />
        Try Again
      </Button>
    </div>
  );
}
