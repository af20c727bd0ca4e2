import { Loader2, Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { useUndoImport } from '../api/imports-api.ts';
import { plural, shortDate } from '../lib/import-text.ts';

export interface UndoTarget {
  batchId: string;
  imported: number;
  fileName: string | null;
  accountName: string;
  createdAt?: string;
}

/** "Undo import" asks first: it removes exactly the rows of that one file. */
export function UndoImportDialog({
  target,
  onClose,
  onUndone,
}: {
  target: UndoTarget | null;
  onClose: () => void;
  onUndone?: (removed: number) => void;
}) {
  const undo = useUndoImport();
  const confirm = () => {
    if (!target) return;
    undo.mutate(target.batchId, {
      onSuccess: ({ removed }) => {
        toast({
          title: 'Import undone',
          description: `${plural(removed, 'transaction')} removed.`,
          variant: 'success',
        });
        onUndone?.(removed);
      },
      onError: (err) =>
        toast({
          title: 'Undo failed',
          description:
            err instanceof ApiError && err.status === 409
              ? 'This import was already undone.'
              : 'The import could not be undone. Please try again.',
          variant: 'destructive',
        }),
      onSettled: onClose,
    });
  };
  const from = target?.fileName ? ` from ${target.fileName}` : '';
  const when = target?.createdAt ? ` on ${shortDate(target.createdAt)}` : '';
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && !undo.isPending && onClose()}
      title="Undo this import?"
      description={
        target &&
        `The ${plural(target.imported, 'transaction')} imported${from} into ${target.accountName}${when} will be removed. Reports, subscriptions and fees will no longer count them.`
      }
      actions={
        <>
          <Button variant="secondary" disabled={undo.isPending} onClick={onClose}>
            Keep Import
          </Button>
          <Button variant="danger" disabled={undo.isPending} onClick={confirm}>
            {undo.isPending ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <Undo2 className="size-4" aria-hidden />
            )}
            Undo Import
          </Button>
        </>
      }
    />
  );
}
