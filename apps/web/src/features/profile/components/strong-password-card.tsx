import { invalidPasswordToast, SECURITY_PASSWORD_MISMATCH_MESSAGE } from '@tourniquet/domain';
import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { SignInAgainNotice } from '../../session/index.ts';
import { useSession } from '../../session/index.ts';
import { useChangePassword } from '../api/account-api.ts';
import { SettingsSection } from './settings-section.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { OwnerProofFields } from './owner-proof-fields.tsx';

/**
 * Security screen password change: the full rule list; submit only when both are filled and equal. The
 * current password (and a code when two-factor is on) proves it is the owner.
 */
export function StrongPasswordCard() {
  const askCode = Boolean(useSession().user?.twoFactorEnabled);
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const change = useChangePassword();
  const mismatch = confirmPassword !== '' && newPassword !== confirmPassword;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = invalidPasswordToast(newPassword);
    if (invalid) return toast({ ...invalid, variant: 'destructive' });
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
    <SettingsSection title="Change Password" description="Use a strong password you don't use anywhere else.">
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
          onConfirmChange={setConfirmPassword}
          labels={{ password: 'New Password', confirm: 'Confirm New Password' }}
          confirmError={mismatch ? SECURITY_PASSWORD_MISMATCH_MESSAGE : null}
        />
        <SignInAgainNotice error={change.error} />
        <Button
          type="submit"
          className="w-full"
          disabled={
            newPassword === '' ||
            confirmPassword === '' ||
            mismatch ||
            (askCode && code.length !== 6) ||
            change.isPending
          }
        >
          {change.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          Update Password
        </Button>
      </form>
    </SettingsSection>
  );
}
