import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Placeholder cards shaped like the goal tables while the figures load. */
export function GoalsSkeleton({ label = 'Loading your goals...' }: { label?: string }) {
  return (
    <div className="flex flex-col gap-4" role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      {[2, 4].map((rows, i) => (
        <div key={i} aria-hidden className="rounded-card border border-slate-200 bg-white p-4">
          <Skeleton className="h-5 w-40" />
          {Array.from({ length: rows }, (_, j) => (
            <div key={j} className="mt-4 flex items-start justify-between gap-4">
              <div className="flex-1">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="mt-2 h-3 w-20" />
                <Skeleton className="mt-3 h-1.5 w-full" />
              </div>
              <Skeleton className="h-11 w-32" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The report could not be loaded: say so (spec section 8) and offer another try. */
export function GoalsLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center">
      <AlertTriangle className="size-8 text-bleed" aria-hidden />
      <p role="alert" className="text-sm font-medium text-slate-900">
        Failed to load financial data.
      </p>
      <Button variant="secondary" disabled={retrying} onClick={onRetry}>
        <RotateCw className={`size-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />
        Try Again
      </Button>
    </Card>
  );
}
