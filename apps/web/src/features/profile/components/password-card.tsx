import {
  invalidPasswordToast,
  profilePasswordError,
  SECURITY_PASSWORD_MISMATCH_MESSAGE,
} from '@tourniquet/domain';
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
 * The one Change Password card, as two screens ask for it. The security screen shows the full rule list
 * and lets Update Password go only when both passwords are filled and equal. The profile screen checks
 * match first, then 6+ characters, on submit (docs/product.md#5-validation), as a first hint only: the
 * server applies the full rules and its messages are shown when it refuses. On both, the current password
 * (and a code when two-factor is on) proves it is the owner.
 */
export function PasswordCard({ screen }: { screen: 'profile' | 'security' }) {
  const onSecurity = screen === 'security';
  const askCode = Boolean(useSession().user?.twoFactorEnabled);
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [profileError, setProfileError] = useState<string | null>(null);
  const change = useChangePassword();
  const mismatch = onSecurity && confirmPassword !== '' && newPassword !== confirmPassword;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (onSecurity) {
      const invalid = invalidPasswordToast(newPassword);
      if (invalid) return toast({ ...invalid, variant: 'destructive' });
    } else {
      const problem = profilePasswordError(newPassword, confirmPassword);
      setProfileError(problem);
      if (problem) return toast({ title: 'Password Error', description: problem, variant: 'destructive' });
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
    <SettingsSection
      title="Change Password"
      description={onSecurity ? "Use a strong password you don't use anywhere else." : undefined}
    >
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
            setProfileError(null);
          }}
          labels={{ password: 'New Password', confirm: 'Confirm New Password' }}
          showRules={onSecurity}
          confirmError={
            onSecurity
              ? mismatch
                ? SECURITY_PASSWORD_MISMATCH_MESSAGE
                : null
              : (profileError ?? fieldError(change.error, 'newPassword'))
          }
        />
        <SignInAgainNotice error={change.error} />
        <Button
          type="submit"
          variant={onSecurity ? undefined : 'secondary'}
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
