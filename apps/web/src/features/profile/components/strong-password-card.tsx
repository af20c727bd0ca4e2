import { invalidPasswordToast, SECURITY_PASSWORD_MISMATCH_MESSAGE } from '@tourniquet/domain';
import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useChangePassword } from '../api/account-api.ts';
import { SettingsSection } from './settings-section.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';

/** Security screen password change: the full rule list; submit only when both are filled and equal. */
export function StrongPasswordCard() {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const change = useChangePassword('strong');
  const mismatch = confirmPassword !== '' && newPassword !== confirmPassword;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = invalidPasswordToast(newPassword);
    if (invalid) return toast({ ...invalid, variant: 'destructive' });
    change.mutate(newPassword, {
      onSuccess: () => {
        setNewPassword('');
        setConfirmPassword('');
        toast({ title: 'Password Updated.', variant: 'success' });
      },
      onError: (err) =>
        toast({ title: 'Password Update Failed', description: err.message, variant: 'destructive' }),
    });
  };

  return (
    <SettingsSection title="Change Password" description="Use a strong password you don't use anywhere else.">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <NewPasswordFields
          password={newPassword}
          onPasswordChange={setNewPassword}
          confirm={confirmPassword}
          onConfirmChange={setConfirmPassword}
          labels={{ password: 'New Password', confirm: 'Confirm New Password' }}
          confirmError={mismatch ? SECURITY_PASSWORD_MISMATCH_MESSAGE : null}
        />
        <Button
          type="submit"
          className="w-full"
          disabled={newPassword === '' || confirmPassword === '' || mismatch || change.isPending}
        >
          {change.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          Update Password
        </Button>
      </form>
    </SettingsSection>
  );
}
