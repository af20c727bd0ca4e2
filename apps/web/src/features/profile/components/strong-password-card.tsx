import { invalidPasswordToast, SECURITY_PASSWORD_MISMATCH_MESSAGE } from '@tourniquet/domain';
import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PasswordRuleList } from '../../../components/password-rule-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useChangePassword } from '../api/account-api.ts';
import { SettingsSection } from './settings-section.tsx';

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
        <Field label="New Password">
          {(control) => (
            <>
              <PasswordInput
                {...control}
                aria-describedby={`${control.id}-rules`}
                autoComplete="new-password"
                value={newPassword}
                onChange={(e) => setNewPassword(e.target.value)}
              />
              <PasswordRuleList id={`${control.id}-rules`} password={newPassword} />
            </>
          )}
        </Field>
        <Field label="Confirm New Password" error={mismatch ? SECURITY_PASSWORD_MISMATCH_MESSAGE : null}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
            />
          )}
        </Field>
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
