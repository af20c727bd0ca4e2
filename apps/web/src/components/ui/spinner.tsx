import { Loader2 } from 'lucide-react';

export function Spinner({ label = 'Loading', className = 'size-6' }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <Loader2 className={`animate-spin text-brand-700 ${className}`} aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Full-screen spinner for the moment a route waits on the session. */
export function PageSpinner() {
  return (
    <div className="flex flex-1 items-center justify-center py-24">
      <Spinner className="size-8" />
    </div>
  );
}
