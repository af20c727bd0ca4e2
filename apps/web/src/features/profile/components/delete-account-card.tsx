import { Loader2, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { SignInAgainNotice } from '../../session/index.ts';
import { useSession } from '../../session/index.ts';
import { useDeleteAccount } from '../api/account-api.ts';
import { OwnerProofFields } from './owner-proof-fields.tsx';
import { SettingsSection } from './settings-section.tsx';

/**
 * The danger zone: deletion only after a confirm dialog that asks for the current password (and a code when
 * two-factor is on). The two screens word failures as the spec's
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

/**
 * A refusal the person can fix in the dialog (a wrong or missing password or code) keeps it open with the
 * server's message under the field; anything else closes it.
 */
const fixableInDialog = (err: unknown) =>
  err instanceof ApiError && err.status === 400 && Boolean(err.fields?.currentPassword ?? err.fields?.code);

export function DeleteAccountCard({ screen }: { screen: 'profile' | 'security' }) {
  const askCode = Boolean(useSession().user?.twoFactorEnabled);
  const [open, setOpen] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const remove = useDeleteAccount();
  const openDialog = () => {
    remove.reset();
    setCurrentPassword('');
    setCode('');
    setOpen(true);
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(
      { currentPassword, code },
      {
        onError: (err) => {
          if (!fixableInDialog(err)) setOpen(false);
          toast({ ...failureToast(screen, err), variant: 'destructive' });
        },
      },
    );
  };
  const formId = `delete-account-${screen}`;

  return (
    <SettingsSection
      title="Danger Zone"
      tone="danger"
      description="Deleting your account removes your profile, linked accounts, transactions and goals for good."
    >
      <SignInAgainNotice error={open ? null : remove.error} />
      <Button variant="danger" className="w-full" onClick={openDialog}>
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
            <Button
              type="submit"
              form={formId}
              variant="danger"
              disabled={remove.isPending || (askCode && code.length !== 6)}
            >
              {remove.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
              Yes, delete my account
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={confirm} className="flex flex-col gap-3">
          <OwnerProofFields
            currentPassword={currentPassword}
            onCurrentPasswordChange={setCurrentPassword}
            code={code}
            onCodeChange={setCode}
            askCode={askCode}
            error={remove.error}
          />
        </form>
      </Dialog>
    </SettingsSection>
  );
}
