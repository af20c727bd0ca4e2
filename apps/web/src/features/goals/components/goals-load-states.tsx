import { LoadFailedCard } from '../../../components/ui/load-failed-card.tsx';
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

/** The report could not be loaded: say so (docs/product.md#8-messages) and offer another try. */
export function GoalsLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return <LoadFailedCard message="Failed to load financial data." onRetry={onRetry} retrying={retrying} />;
}
