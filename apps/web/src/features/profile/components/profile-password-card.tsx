import { profilePasswordError } from '@tourniquet/domain';
import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useChangePassword } from '../api/account-api.ts';
import { SettingsSection } from './settings-section.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';

/** Profile screen password change: match first, then 6+ characters (spec section 5). */
export function ProfilePasswordCard() {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword('profile');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = profilePasswordError(newPassword, confirmPassword);
    setError(problem);
    if (problem) {
      toast({ title: 'Password Error', description: problem, variant: 'destructive' });
      return;
    }
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
    <SettingsSection title="Change Password">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
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
          confirmError={error}
        />
        <Button
          type="submit"
          variant="secondary"
          className="w-full"
          disabled={newPassword === '' || confirmPassword === '' || change.isPending}
        >
          {change.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          Update Password
        </Button>
      </form>
    </SettingsSection>
  );
}
