import { Loader2, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { accountDisplayName } from '@tourniquet/domain';
import type { AccountDto } from '@tourniquet/domain/contracts';

/** Removing an account needs a confirmation; the outcome is a toast either way. */
export function RemoveAccountDialog({
  account,
  onClose,
}: {
  account: AccountDto | null;
  onClose: () => void;
}) {
  const remove = useDeleteAccount();
  const confirm = () => {
    if (!account) return;
    remove.mutate(account.id, {
      onSuccess: () =>
        toast({
          title: 'Account Removed',
          description: 'Account has been successfully removed.',
          variant: 'success',
        }),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to remove account. Please try again.',
          variant: 'destructive',
        }),
      onSettled: onClose,
    });
  };
  return (
    <Dialog
      open={account !== null}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title="Remove this account?"
      description={
        account && (
          <>
            <strong className="font-semibold text-slate-900">{accountDisplayName(account)}</strong> (
            {account.institutionName}) and its transactions will be removed.{' '}
            {account.isManual
              ? 'This cannot be undone: to have it back, add the account and import its statements again.'
              : 'You can link it again later.'}
          </>
        )
      }
      actions={
        <>
          <Button variant="secondary" disabled={remove.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <Trash2 className="size-4" aria-hidden />
            )}
            Remove Account
          </Button>
        </>
      }
    />
  );
}
