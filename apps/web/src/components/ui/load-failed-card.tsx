import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from './button.tsx';
import { Card } from './card.tsx';

/**
 * What failed to load (the spec's message) and a way to try again. `announce` is off where a toast with the
 * same words is the announcement, so screen readers do not hear it twice.
 */
export function LoadFailedCard({
  message,
  onRetry,
  retrying,
  announce = true,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
  announce?: boolean;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center">
      <AlertTriangle className="size-8 text-bleed" aria-hidden />
      <p role={announce ? 'alert' : undefined} className="text-sm font-medium text-slate-900">
        {message}
      </p>
      <Button variant="secondary" disabled={retrying} onClick={onRetry}>
        <RotateCw className={`size-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />
        Try Again
      </Button>
    </Card>
  );
}
