// Loading placeholders shaped like the content they stand for, so screens never flash blank.
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden className={`animate-pulse rounded-lg bg-slate-200/80 ${className}`} />;
}

/** A stack of card-shaped placeholders with a visible label for people and assistive technology. */
export function CardListSkeleton({ label = 'Loading...', cards = 3 }: { label?: string; cards?: number }) {
  return (
    <div className="flex flex-col gap-4" role="status" aria-live="polite">
      <p className="text-sm font-medium text-slate-500">{label}</p>
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} aria-hidden className="rounded-card border border-slate-200 bg-white p-4">
          <Skeleton className="h-5 w-2/5" />
          <div className="mt-4 flex flex-wrap gap-2">
            {Array.from({ length: 6 }, (_, j) => (
              <Skeleton key={j} className={`h-7 ${j % 3 === 0 ? 'w-28' : j % 3 === 1 ? 'w-20' : 'w-24'}`} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
