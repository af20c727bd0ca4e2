import { profilePasswordError } from '@tourniquet/domain';
import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { SignInAgainNotice } from '../../session/index.ts';
import { useSession } from '../../session/index.ts';
import { useChangePassword } from '../api/account-api.ts';
import { SettingsSection } from './settings-section.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { fieldError, OwnerProofFields } from './owner-proof-fields.tsx';

/**
 * Profile screen password change: match first, then 6+ characters (docs/product.md#5-validation), checked here as a first
 * hint only. The server applies the full rules and asks for the current password (and a code when two-factor
 * is on); its messages are shown when it refuses.
 */
export function ProfilePasswordCard() {
  const askCode = Boolean(useSession().user?.twoFactorEnabled);
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = profilePasswordError(newPassword, confirmPassword);
    setError(problem);
    if (problem) {
      toast({ title: 'Password Error', description: problem, variant: 'destructive' });
      return;
    }
    change.mutate(
      { newPassword, currentPassword, code },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setCode('');
          setNewPassword('');
          setConfirmPassword('');
          toast({ title: 'Password Updated.', variant: 'success' });
        },
        onError: (err) =>
          toast({ title: 'Password Update Failed', description: err.message, variant: 'destructive' }),
      },
    );
  };

  return (
    <SettingsSection title="Change Password">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <OwnerProofFields
          currentPassword={currentPassword}
          onCurrentPasswordChange={setCurrentPassword}
          code={code}
          onCodeChange={setCode}
          askCode={askCode}
          error={change.error}
        />
        <NewPasswordFields
          password={newPassword}
          onPasswordChange={setNewPassword}
          confirm={confirmPassword}
          onConfirmChange={(value) => {
            setConfirmPassword(value);
            setError(null);
          }}
          labels={{ password: 'New Password', confirm: 'Confirm New Password' }}
          showRules={false}
          confirmError={error ?? fieldError(change.error, 'newPassword')}
        />
        <SignInAgainNotice error={change.error} />
        <Button
          type="submit"
          variant="secondary"
          className="w-full"
          disabled={
            newPassword === '' || confirmPassword === '' || (askCode && code.length !== 6) || change.isPending
          }
        >
          {change.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          Update Password
        </Button>
      </form>
    </SettingsSection>
  );
}
