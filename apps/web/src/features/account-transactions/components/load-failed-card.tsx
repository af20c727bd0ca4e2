import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast-store.ts';

export const toastLoadTransactionsFailed = () =>
  toast({ title: 'Error', description: 'Failed to load transactions', variant: 'destructive' });

/** What failed, and a way to try again. */
export function LoadFailedCard({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center">
      <AlertTriangle className="size-8 text-bleed" aria-hidden />
      <p role="alert" className="text-sm font-medium text-slate-900">
        {message}. Please try again.
      </p>
      <Button variant="secondary" disabled={retrying} onClick={onRetry}>
        <RotateCw className={`size-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />
        Try Again
      </Button>
    </Card>
  );
}
