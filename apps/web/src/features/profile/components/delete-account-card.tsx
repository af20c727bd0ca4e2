import { Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { useDeleteAccount } from '../api/account-api.ts';
import { SettingsSection } from './settings-section.tsx';

/**
 * The danger zone: deletion only after a confirm dialog. The two screens word failures as the spec's
 * catalogue does: Profile says Delete Failed; Security says Delete Account Error, with its own fallbacks
 * for a refused request and for one that never got an answer.
 */
function failureToast(screen: 'profile' | 'security', err: unknown) {
  const answered = err instanceof ApiError && err.status !== 0;
  const message = err instanceof Error && answered ? err.message : '';
  if (screen === 'profile') {
    return { title: 'Delete Failed', description: message || 'There was an error deleting your account.' };
  }
  return {
    title: 'Delete Account Error',
    description: answered
      ? message || 'An error occurred while deleting your account.'
      : 'An unexpected error occurred while deleting your account.',
  };
}

export function DeleteAccountCard({ screen }: { screen: 'profile' | 'security' }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const confirm = () =>
    remove.mutate(undefined, {
      onError: (err) => {
        setOpen(false);
        toast({ ...failureToast(screen, err), variant: 'destructive' });
      },
    });

  return (
    <SettingsSection
      title="Danger Zone"
      tone="danger"
      description="Deleting your account removes your profile, linked accounts, transactions and goals for good."
    >
      <Button variant="danger" className="w-full" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden />
        Delete Account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !remove.isPending && setOpen(next)}
        title="Delete your account?"
        description="This permanently deletes your account and all of its data. It cannot be undone."
        actions={
          <>
            <Button variant="secondary" disabled={remove.isPending} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" disabled={remove.isPending} onClick={confirm}>
              {remove.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
              Yes, delete my account
            </Button>
          </>
        }
      />
    </SettingsSection>
  );
}
